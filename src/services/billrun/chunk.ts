/**
 * Writing what the engine plans (docs/billing-lifecycle.md "Where billings come from"). A batch of contracts is billed in one transaction:
 * the contracts are locked (so amendments and other bill-run workers wait), their billed lines and
 * usage are loaded with one query each, the plan is computed, and billings and lines are inserted
 * with one statement each. A batch that fails is retried contract by contract, so one bad contract
 * never blocks the others; a contract that still fails, or fails the safety bound, is parked. A
 * database that is unavailable (a failover) is not a contract's fault: the chunk is left unfinished
 * for the run to redo, and nothing is parked.
 */
import type { LocalDate } from '../../domain';
import { inTransaction, type Queryable } from '../../db/db';
import { isDatabaseOutage } from '../../db/unavailable';
import { insertBillings, liveExistingLines } from '../../db/repos/billing.repo';
import type { BillingView } from '../billing';
import { recordEvents } from '../events';
import type { SystemCtx } from '../context';
import type { EventPresenters } from '../kernel';
import {
  countConfirmedContracts,
  finishChunk,
  lockContractsForBilling,
  parkContract,
  paymentMethodsByIds,
  type RunCounts,
} from '../../db/repos/billrun.repo';
import { versionHistories } from '../../db/repos/contract.repo';
import { storeNextDue } from '../../db/repos/nextdue.repo';
import { usageRecordsOf } from '../../db/repos/usage.repo';
import { newId } from '../../lib/ids';
import { planBatch, type BatchMode, type TenantBillingSettings } from '../../domain/billing/plan';
import { invoiceNewBillings, writeNewInvoices } from '../invoice';

export interface BillBatchOptions {
  settings: TenantBillingSettings;
  asOf: LocalDate;
  issueDate: LocalDate;
  mode: BatchMode;
  runId: string | null;
  /** The tenant's clock: the createTime of the run's events (default: now). */
  now?: Date;
  /** Event bodies (billing.created, invoice.issued). */
  present: EventPresenters;
  /** false: the run writes no billing.created events (only the bill-run bench, to measure their cost). */
  events?: boolean;
}

export interface BatchOutcome {
  counts: RunCounts;
  /** The billings made, as stored (no payments yet). */
  created: BillingView[];
  parked: Array<{ contractId: string; reason: string }>;
}

export type { RunCounts };

export const emptyCounts = (): RunCounts => ({ contracts: 0, billings: 0, lines: 0, adjustments: 0, parked: 0 });

/** Contracts a bill run of these tenants looks at (the CLI's progress total). */
export function countBillableContracts(db: Queryable, tenantIds: readonly string[]): Promise<number> {
  return countConfirmedContracts(db, tenantIds);
}

export function addCounts(into: RunCounts, more: RunCounts): void {
  into.contracts += more.contracts;
  into.billings += more.billings;
  into.lines += more.lines;
  into.adjustments += more.adjustments;
  into.parked += more.parked;
}

/**
 * Bills `contractIds` inside `trx` (an open transaction). The billings of per-billing customers are
 * issued on their invoices at once (docs/invoices.md): their numbers come from the tenant's counter in
 * this transaction, taken after the plan is made, so concurrent workers of one tenant queue on the
 * counter only for the writes.
 */
export async function billContractsInTx(trx: Queryable, contractIds: readonly string[], opts: BillBatchOptions): Promise<BatchOutcome> {
  const tenantId = opts.settings.tenantId;
  const contracts = await lockContractsForBilling(trx, tenantId, contractIds);
  const ids = contracts.map((c) => c.id);
  const existing = await liveExistingLines(trx, tenantId, ids);
  const usage = await usageRecordsOf(trx, tenantId, ids);
  const histories = await versionHistories(trx, tenantId, contracts);
  const methodIds = [...new Set(contracts.map((c) => c.doc.paymentMethodId).filter((id) => id))];
  const methods = new Map(
    (await paymentMethodsByIds(trx, tenantId, methodIds)).map((m) => [m.id, { holdsInvoiceCreation: m.hold_invoice_creation }]),
  );
  const plan = planBatch({
    settings: opts.settings,
    contracts,
    existing,
    usage,
    histories,
    methods,
    asOf: opts.asOf,
    issueDate: opts.issueDate,
    mode: opts.mode,
    runId: opts.runId,
    newId,
  });
  const env = { ...opts.settings, now: opts.now ?? new Date(), present: opts.present, events: opts.events };
  const invoiced = await invoiceNewBillings(trx, env, plan.billings, opts.issueDate);
  // Each billing carries its issuer block from the start; issuing it (INVOICE_CREATED or POSTED) fixes it anew.
  const stored = (await insertBillings(trx, tenantId, invoiced.billings, plan.items)).map((v) => ({ ...v, payments: [] }));
  await createdEvents(trx, opts, stored);
  await writeNewInvoices(trx, env, invoiced.invoices);
  // The contracts are locked: what was read is what is stored (docs/billing-lifecycle.md "The next-due day").
  await storeNextDue(trx, tenantId, plan.nextDue);
  if (opts.runId) {
    for (const p of plan.parked)
      await parkContract(trx, { tenant_id: tenantId, run_id: opts.runId, contract_id: p.contractId, reason: p.reason });
  }
  return {
    counts: {
      contracts: contracts.length,
      billings: invoiced.billings.length,
      lines: plan.lines,
      adjustments: plan.adjustments,
      parked: plan.parked.length,
    },
    created: stored,
    parked: plan.parked,
  };
}

/**
 * One chunk of a run: all of it atomically, or (after a failure) each contract alone; a contract
 * that fails alone is parked with the error. The chunk is marked done with its counts in the same
 * transaction as its billings, so a crash leaves it "not done" and it is redone (idempotently).
 */
export async function billChunk(
  sys: SystemCtx,
  contractIds: readonly string[],
  chunkFirstId: string | null,
  opts: Omit<BillBatchOptions, 'present'> & { runId: string },
): Promise<BatchOutcome> {
  const { db } = sys;
  const batch: BillBatchOptions = { ...opts, present: sys.ports.present };
  const tenantId = opts.settings.tenantId;
  try {
    return await inTransaction(db, async (trx) => {
      const out = await billContractsInTx(trx, contractIds, batch);
      await finishChunk(trx, tenantId, opts.runId, chunkFirstId, out.counts);
      return out;
    });
  } catch (err) {
    if (isDatabaseOutage(err)) throw err;
    const total: BatchOutcome = { counts: emptyCounts(), created: [], parked: [] };
    for (const id of contractIds) {
      try {
        const one = await inTransaction(db, (trx) => billContractsInTx(trx, [id], batch));
        addCounts(total.counts, one.counts);
        total.created.push(...one.created);
        total.parked.push(...one.parked);
      } catch (err) {
        if (isDatabaseOutage(err)) throw err;
        const reason = `error: ${(err as Error).message?.split('\n')[0] ?? String(err)}`.slice(0, 500);
        await parkContract(db, { tenant_id: tenantId, run_id: opts.runId, contract_id: id, reason });
        total.counts.contracts += 1;
        total.counts.parked += 1;
        total.parked.push({ contractId: id, reason });
      }
    }
    await inTransaction(db, (trx) => finishChunk(trx, tenantId, opts.runId, chunkFirstId, total.counts));
    return total;
  }
}

/** billing.created for the billings a chunk made (as /v1/billing/get shows them), written with one INSERT. */
async function createdEvents(trx: Queryable, opts: BillBatchOptions, created: readonly BillingView[]): Promise<void> {
  if (opts.events === false || created.length === 0) return;
  const events = created.map((view) => ({ type: 'billing.created' as const, object: opts.present.billing(view) }));
  await recordEvents(trx, opts.settings.tenantId, opts.now ?? new Date(), events);
}
