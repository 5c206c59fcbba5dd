/**
 * The bill run's computation for a batch of contracts (no SQL here): the recipe of
 * src/domain/README.md "How services call this" — propose, diff against the lines already billed,
 * check the safety bound, group, and give each billing its initial status. Every date and amount
 * comes from the domain; this file only maps rows to domain values and back.
 */
import {
  type BillingDraft, type ExistingLine, type LineKind, type LocalDate, type RoundingMode, type UsageRecord,
  asLocalDate, checkProposal, diffLines, formatDecimal, groupIntoBillings, initialStatus, proposeLines, roundingWire,
} from '../domain';
import type { ContractRow } from '../db/repos/contract.repo';
import type { BillingItemRow, NewBilling, NewBillingItem } from '../db/repos/billing.repo';
import type { DailyUsageRow } from '../db/repos/usage.repo';
import { newId } from '../lib/ids';

export interface TenantBillingSettings {
  tenantId: string;
  taxRounding: RoundingMode;
  invoiceNumberPrefix: string;
}

export function taxRoundingOf(wire: string): RoundingMode {
  return roundingWire.from(wire) ?? 'ROUND_DOWN';
}

export type BatchMode = { kind: 'run' } | { kind: 'early'; hold: boolean };

export interface BatchInput {
  settings: TenantBillingSettings;
  contracts: readonly ContractRow[];
  existing: readonly BillingItemRow[];
  usage: readonly DailyUsageRow[];
  methods: ReadonlyMap<string, { type: string; hold_invoice_creation: boolean }>;
  /** The run date: lines with billingDate ≤ asOf are due. */
  asOf: LocalDate;
  /** billingIssueDate of what is created (the tenant's today). */
  issueDate: LocalDate;
  mode: BatchMode;
  runId: string | null;
}

/** A billing to insert, without its invoice number yet (numbers are reserved once per batch). */
export type PlannedBilling = Omit<NewBilling, 'invoiceNumber'>;

export interface BatchPlan {
  billings: PlannedBilling[];
  items: NewBillingItem[];
  parked: Array<{ contractId: string; reason: string }>;
  lines: number;
  adjustments: number;
}

export function toExisting(row: BillingItemRow): ExistingLine {
  return {
    key: row.key,
    contractId: row.contract_id,
    contractItemId: row.contract_item_id,
    chargeItemId: row.contract_charge_item_id,
    name: row.name,
    kind: row.kind as LineKind,
    periodStart: asLocalDate(row.period_start),
    periodEnd: asLocalDate(row.period_end),
    quantity: row.quantity,
    unitPrice: row.unit_price,
    subtotal: row.subtotal,
    taxPercentage: row.tax_percentage,
  };
}

export function toUsage(row: DailyUsageRow): UsageRecord {
  return { chargeItemId: row.contract_charge_item_id, date: asLocalDate(row.target_date), quantity: row.quantity, recordedOn: asLocalDate(row.recorded_on) };
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

const FAR_FUTURE = asLocalDate('9999-12-31');

/** The billings one contract gets now, or the reason it is parked. */
export function planContract(input: {
  contract: ContractRow; existing: readonly ExistingLine[]; usage: readonly UsageRecord[]; asOf: LocalDate; mode: BatchMode; taxRounding: RoundingMode;
}): { ok: true; drafts: BillingDraft[] } | { ok: false; reason: string } {
  const doc = input.contract.doc;
  const proposal = proposeLines({ contract: doc, knownOn: { contract: asLocalDate(input.contract.known_on) }, usage: input.usage });
  let asOf = input.asOf;
  if (input.mode.kind === 'early') {
    const pending = diffLines({ proposal, existing: input.existing, asOf: FAR_FUTURE });
    if (pending.length === 0) return { ok: true, drafts: [] };
    asOf = pending.reduce((min, l) => (l.billingDate < min ? l.billingDate : min), pending[0]!.billingDate);
    if (asOf < input.asOf) asOf = input.asOf;
  }
  const lines = diffLines({ proposal, existing: input.existing, asOf });
  const verdict = checkProposal({ contract: doc, proposal, lines, existing: input.existing });
  if (!verdict.ok) return { ok: false, reason: verdict.reason };
  return { ok: true, drafts: groupIntoBillings({ lines, taxRounding: input.taxRounding }) };
}

export function planBatch(input: BatchInput): BatchPlan {
  const existingBy = groupBy(input.existing, (r) => r.contract_id);
  const usageBy = groupBy(input.usage, (r) => r.contract_id);
  const plan: BatchPlan = { billings: [], items: [], parked: [], lines: 0, adjustments: 0 };
  for (const contract of input.contracts) {
    const result = planContract({
      contract,
      existing: (existingBy.get(contract.id) ?? []).map(toExisting),
      usage: (usageBy.get(contract.id) ?? []).map(toUsage),
      asOf: input.asOf,
      mode: input.mode,
      taxRounding: input.settings.taxRounding,
    });
    if (!result.ok) {
      plan.parked.push({ contractId: contract.id, reason: result.reason });
      continue;
    }
    for (const draft of result.drafts) addDraft(plan, input, contract, draft);
  }
  return plan;
}

function addDraft(plan: BatchPlan, input: BatchInput, contract: ContractRow, draft: BillingDraft): void {
  const id = newId();
  const method = input.methods.get(draft.paymentMethodId);
  plan.billings.push({
    id,
    status: initialStatus({ total: draft.total, holdRequested: input.mode.kind === 'early' && input.mode.hold, methodHoldsByDefault: method?.hold_invoice_creation ?? false }),
    contractId: contract.id,
    customerId: contract.customer_id,
    customerStaffId: contract.customer_staff_id,
    paymentMethodId: draft.paymentMethodId || null,
    billingDate: draft.billingDate,
    dueDate: draft.dueDate,
    issueDate: input.issueDate,
    subtotal: formatDecimal(draft.subtotal),
    tax: formatDecimal(draft.tax),
    total: formatDecimal(draft.total),
    taxes: draft.taxes.map((t) => ({ taxPercentage: formatDecimal(t.taxPercentage), subtotal: formatDecimal(t.taxableAmount), tax: formatDecimal(t.tax) })),
    runId: input.runId,
  });
  draft.lines.forEach((line, position) => {
    plan.lines += 1;
    if (line.kind === 'ADJUSTMENT') plan.adjustments += 1;
    plan.items.push({
      id: newId(),
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
