/**
 * An invoice follows its billings (docs/invoices.md "Statuses"): payments are recorded on billings
 * through the one payment path, and the invoice's paid amount is the sum of what its billings were
 * paid; its status is recomputed from its figures (domain invoiceStatus).
 */
import { dec, formatDecimal, invoiceStatus, type Decimal, type LocalDate } from '../../domain';
import type { Queryable } from '../../db/db';
import type { BillingRow } from '../../db/repos/billing.repo';
import { lockInvoices, setInvoiceState, type InvoiceRow } from '../../db/repos/invoice.repo';
import { recordEvents, type NewEvent } from '../events';
import type { PayEnv } from './env';

/** The invoice's status as its figures say today. */
export function statusOf(row: InvoiceRow, paid: string, today: LocalDate): string {
  return invoiceStatus({
    voided: row.status === 'VOID',
    total: row.total,
    paid,
    dueDate: row.due_date as LocalDate,
    today,
    sent: row.sent_time !== null,
  });
}

/** What rolling invoices up changes: the invoices as they are now, those to write, and each whose status moved, with its old status. */
export interface RolledUp {
  invoices: InvoiceRow[];
  changed: InvoiceRow[];
  moved: Array<{ invoice: InvoiceRow; previous: string }>;
  at: Date;
}

/**
 * Recomputes these (locked) invoices' paid amounts and statuses from their billings — every billing
 * on them, as stored now. The caller writes `changed` (setPaidStates, one bulk UPDATE) and records
 * invoice.status_changed for each of `moved` (statusMovedEvents).
 */
export function rollUp(env: PayEnv, invoices: readonly InvoiceRow[], billings: readonly BillingRow[]): RolledUp {
  const at = new Date();
  const paidOf = new Map<string, Decimal>();
  for (const b of billings) if (b.invoice_id) paidOf.set(b.invoice_id, (paidOf.get(b.invoice_id) ?? dec(0)).plus(dec(b.paid_amount)));
  const changed: InvoiceRow[] = [];
  const moved: RolledUp['moved'] = [];
  const out = invoices.map((row) => {
    const paid = formatDecimal(paidOf.get(row.id) ?? dec(0));
    const status = statusOf(row, paid, env.today);
    if (status === row.status && dec(paid).equals(dec(row.paid_amount))) return row;
    const next = { ...row, status, paid_amount: paid, update_time: at };
    changed.push(next);
    if (status !== row.status) moved.push({ invoice: next, previous: row.status });
    return next;
  });
  return { invoices: out, changed, moved, at };
}

/** invoice.status_changed of each invoice that moved. */
export const statusMovedEvents = (env: PayEnv, moved: RolledUp['moved']): NewEvent[] =>
  moved.map(({ invoice, previous }) => ({
    type: 'invoice.status_changed',
    object: env.present.invoice(invoice),
    previousAttributes: { status: `STATUS_${previous}` },
  }));

/** The invoices were sent to the customer (first time only): SENT unless their figures say more; invoice.status_changed. */
export async function markInvoicesSent(trx: Queryable, env: PayEnv, invoiceIds: readonly string[]): Promise<void> {
  const ids = [...new Set(invoiceIds)];
  if (ids.length === 0) return;
  const events: NewEvent[] = [];
  for (const row of await lockInvoices(trx, env.tenantId, ids)) {
    if (row.sent_time !== null || row.status === 'VOID') continue;
    const sent = { ...row, sent_time: env.now, update_time: env.now };
    const status = statusOf(sent, row.paid_amount, env.today);
    await setInvoiceState(trx, env.tenantId, row.id, { status, sentTime: env.now });
    if (status !== row.status)
      events.push({
        type: 'invoice.status_changed',
        object: env.present.invoice({ ...sent, status }),
        previousAttributes: { status: `STATUS_${row.status}` },
      });
  }
  await recordEvents(trx, env.tenantId, env.now, events);
}
