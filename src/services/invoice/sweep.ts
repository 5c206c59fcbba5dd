/**
 * The daily overdue sweep of invoices (docs/invoices.md "Statuses"): an open invoice whose (holiday-moved)
 * due date has passed with a balance becomes OVERDUE, and its billings PAYMENT_DUE or PARTIALLY_UNPAID,
 * as the billing status machine says. One transaction per tenant and day.
 */
import { transitionBilling, type BillingStatus, type LocalDate } from '../../domain';
import { inTransaction, type Tx } from '../../db/db';
import { billingsByIds } from '../../db/repos/billing.repo';
import { billingViews } from '../../db/repos/billing.view.repo';
import { billingsOnInvoices } from '../../db/repos/invoice.billing.repo';
import { overdueInvoices, type InvoiceRow } from '../../db/repos/invoice.repo';
import { setStatuses } from '../../db/repos/paid.repo';
import type { SystemCtx } from '../context';
import { recordEvents, statusChangedEvents, type NewEvent } from '../events';

/** Invoices handled per statement group: every statement stays far below PostgreSQL's 65,535 parameters. */
const SWEEP_BATCH = 500;

export async function runInvoiceSweep(sys: SystemCtx, tenantId: string, today: LocalDate, now: Date): Promise<number> {
  return inTransaction(sys.db, async (trx) => {
    const invoices = await overdueInvoices(trx, tenantId, today);
    for (let i = 0; i < invoices.length; i += SWEEP_BATCH) await sweepBatch(trx, sys, tenantId, invoices.slice(i, i + SWEEP_BATCH), now);
    return invoices.length;
  });
}

async function sweepBatch(trx: Tx, sys: SystemCtx, tenantId: string, invoices: InvoiceRow[], now: Date): Promise<void> {
  const events: NewEvent[] = [];
  await setStatuses(
    trx,
    'invoice',
    tenantId,
    invoices.map((row) => ({ id: row.id, status: 'OVERDUE' })),
    new Date(),
  );
  for (const row of invoices) {
    events.push({
      type: 'invoice.status_changed',
      object: sys.ports.present.invoice({ ...row, status: 'OVERDUE', update_time: now }),
      previousAttributes: { status: `STATUS_${row.status}` },
    });
  }
  const before = new Map<string, string>();
  const moves: Array<{ id: string; status: string }> = [];
  for (const b of await billingsOnInvoices(
    trx,
    tenantId,
    invoices.map((i) => i.id),
  )) {
    const next = transitionBilling({ from: b.status as BillingStatus, event: { type: 'dueDatePassed' } });
    if (!next.ok) continue;
    moves.push({ id: b.id, status: next.value.status });
    before.set(b.id, b.status);
  }
  await setStatuses(trx, 'billing', tenantId, moves, new Date());
  const moved = await billingViews(trx, tenantId, await billingsByIds(trx, tenantId, [...before.keys()]));
  events.push(...statusChangedEvents(sys.ports.present, moved, before));
  await recordEvents(trx, tenantId, now, events);
}
