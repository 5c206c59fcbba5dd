/**
 * The bill run's plan for a batch of contracts (pure: no SQL, no clock, no ids of its own): the recipe of
 * src/domain/README.md "How services call this" — propose, diff against the lines already billed,
 * check the safety bound, group, and give each billing its initial status. Every date and amount
 * comes from the domain; this file and inputs.ts only map rows to domain values and back.
 */
import type { LocalDate } from '../calendar';
import { formatDecimal, type RoundingMode } from '../money';
import { groupIntoBillings, type BillingDraft } from './group';
import { pendingLines, proposalOf, type BillableContract, type ContractUsage, type StoredHistory } from './inputs';
import { checkProposal } from './safety';
import { nextDueFrom } from './nextdue';
import { initialStatus } from './status';
import type { BillingLine, ExistingLine, UsageRecord } from './types';

/** A billing to insert (with its invoice number). */
export interface NewBilling {
  id: string;
  invoiceNumber: string;
  status: string;
  contractId: string;
  customerId: string;
  customerStaffId: string | null;
  paymentMethodId: string | null;
  billingDate: string;
  dueDate: string;
  issueDate: string;
  subtotal: string;
  tax: string;
  total: string;
  taxes: Array<{ taxPercentage: string; subtotal: string; tax: string }>;
  runId: string | null;
}

export interface NewBillingItem {
  id: string;
  billingId: string;
  position: number;
  contractId: string;
  contractItemId: string;
  chargeItemId: string;
  name: string;
  kind: string;
  periodStart: string;
  periodEnd: string;
  quantity: string;
  unitPrice: string;
  subtotal: string;
  taxPercentage: string;
  key: string;
}

export interface TenantBillingSettings {
  tenantId: string;
  taxRounding: RoundingMode;
  invoiceNumberPrefix: string;
}

export type BatchMode = { kind: 'run' } | { kind: 'early'; hold: boolean };

export interface BatchInput {
  settings: TenantBillingSettings;
  contracts: readonly BillableContract[];
  /** The billed lines of these contracts (each names its contract). */
  existing: readonly ExistingLine[];
  usage: readonly ContractUsage[];
  /** Stored versions per contract, for per-line known days. */
  histories: ReadonlyMap<string, StoredHistory>;
  /** Payment methods by id: whether each holds new billings (docs/billing-lifecycle.md "Statuses"). */
  methods: ReadonlyMap<string, { holdsInvoiceCreation: boolean }>;
  /** The run date: lines with billingDate ≤ asOf are due. */
  asOf: LocalDate;
  /** billingIssueDate of what is created (the tenant's today). */
  issueDate: LocalDate;
  mode: BatchMode;
  runId: string | null;
  /** Makes the ids of new billings and lines. */
  newId: () => string;
}

/** A billing to insert, without its invoice number yet (numbers are reserved once per batch). */
export type PlannedBilling = Omit<NewBilling, 'invoiceNumber'>;

export interface BatchPlan {
  billings: PlannedBilling[];
  items: NewBillingItem[];
  parked: Array<{ contractId: string; reason: string }>;
  lines: number;
  adjustments: number;
  /** Each planned contract's next-due day once this plan is written (null: nothing left). */
  nextDue: Array<{ contractId: string; day: LocalDate | null }>;
}

function groupBy<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** Per charge item, the last day of service its billed lines cover. */
function billedThroughOf(existing: readonly ExistingLine[]): Map<string, LocalDate> {
  const through = new Map<string, LocalDate>();
  for (const line of existing) {
    const day = through.get(line.chargeItemId);
    if (day === undefined || line.periodEnd > day) through.set(line.chargeItemId, line.periodEnd);
  }
  return through;
}

/** The billings one contract gets now, or the reason it is parked. */
export function planContract(input: {
  contract: Pick<BillableContract, 'doc' | 'knownOn'>;
  existing: readonly ExistingLine[];
  usage: readonly UsageRecord[];
  asOf: LocalDate;
  mode: BatchMode;
  taxRounding: RoundingMode;
  history?: StoredHistory;
}): { pending: BillingLine[] } & ({ ok: true; drafts: BillingDraft[]; billedUpTo: LocalDate } | { ok: false; reason: string }) {
  const doc = input.contract.doc;
  // A run needs the proposal only as far as its due lines and the next-due day after it (early
  // billing moves its date to the next pending line, so it reads every line).
  const horizon = input.mode.kind === 'run' ? { asOf: input.asOf, billedThrough: billedThroughOf(input.existing) } : undefined;
  const proposal = proposalOf(input.contract, input.history, input.usage, horizon);
  // Every line not billed yet, whatever its date; those due by asOf are exactly diffLines(asOf).
  const pending = pendingLines(proposal, input.existing);
  let asOf = input.asOf;
  if (input.mode.kind === 'early') {
    if (pending.length === 0) return { pending, ok: true, drafts: [], billedUpTo: asOf };
    asOf = pending.reduce((min, l) => (l.billingDate < min ? l.billingDate : min), pending[0]!.billingDate);
    if (asOf < input.asOf) asOf = input.asOf;
  }
  const lines = pending.filter((l) => l.billingDate <= asOf);
  const verdict = checkProposal({ contract: doc, proposal, lines, existing: input.existing });
  if (!verdict.ok) return { pending, ok: false, reason: verdict.reason };
  return { pending, ok: true, drafts: groupIntoBillings({ lines, taxRounding: input.taxRounding }), billedUpTo: asOf };
}

export function planBatch(input: BatchInput): BatchPlan {
  const existingBy = groupBy(input.existing, (r) => r.contractId);
  const usageBy = groupBy(input.usage, (r) => r.contractId);
  const plan: BatchPlan = { billings: [], items: [], parked: [], lines: 0, adjustments: 0, nextDue: [] };
  for (const contract of input.contracts) {
    const usage = usageBy.get(contract.id) ?? [];
    const existing = existingBy.get(contract.id) ?? [];
    const result = planContract({
      contract,
      history: input.histories.get(contract.id),
      existing,
      usage,
      asOf: input.asOf,
      mode: input.mode,
      taxRounding: input.settings.taxRounding,
    });
    const drafts = result.ok ? result.drafts : [];
    const day = nextDueFrom(contract.doc, result.pending, result.ok ? result.billedUpTo : null);
    plan.nextDue.push({ contractId: contract.id, day });
    if (!result.ok) plan.parked.push({ contractId: contract.id, reason: result.reason });
    for (const draft of drafts) addDraft(plan, input, contract, draft);
  }
  return plan;
}

function addDraft(plan: BatchPlan, input: BatchInput, contract: BillableContract, draft: BillingDraft): void {
  const id = input.newId();
  const method = input.methods.get(draft.paymentMethodId);
  plan.billings.push({
    id,
    status: initialStatus({
      total: draft.total,
      holdRequested: input.mode.kind === 'early' && input.mode.hold,
      methodHoldsByDefault: method?.holdsInvoiceCreation ?? false,
    }),
    contractId: contract.id,
    customerId: contract.customerId,
    customerStaffId: contract.customerStaffId,
    paymentMethodId: draft.paymentMethodId || null,
    billingDate: draft.billingDate,
    dueDate: draft.dueDate,
    issueDate: input.issueDate,
    subtotal: formatDecimal(draft.subtotal),
    tax: formatDecimal(draft.tax),
    total: formatDecimal(draft.total),
    taxes: draft.taxes.map((t) => ({
      taxPercentage: formatDecimal(t.taxPercentage),
      subtotal: formatDecimal(t.taxableAmount),
      tax: formatDecimal(t.tax),
    })),
    runId: input.runId,
  });
  draft.lines.forEach((line, position) => {
    plan.lines += 1;
    if (line.kind === 'ADJUSTMENT') plan.adjustments += 1;
    plan.items.push({
      id: input.newId(),
      billingId: id,
      position,
      contractId: contract.id,
      contractItemId: line.contractItemId,
      chargeItemId: line.chargeItemId,
      name: line.name,
      kind: line.kind,
      periodStart: line.periodStart,
      periodEnd: line.periodEnd,
      quantity: formatDecimal(line.quantity),
      unitPrice: formatDecimal(line.unitPrice),
      subtotal: formatDecimal(line.subtotal),
      taxPercentage: formatDecimal(line.taxPercentage),
      key: line.key,
    });
  });
}

/** Invoice numbers: the tenant's prefix and a zero-padded counter. */
export function invoiceNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(8, '0')}`;
}
