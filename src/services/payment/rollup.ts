/**
 * An invoice follows its billings (docs/invoices.md "Statuses"): payments are recorded on billings
 * through the one payment path, and the invoice's paid amount is the sum of what its billings were
 * paid; its status is recomputed from its figures (domain invoiceStatus).
 */
import { dec, formatDecimal, invoiceStatus, sumDecimals, type LocalDate } from '../../domain';
import type { Queryable } from '../../db/db';
import { billingsOnInvoices } from '../../db/repos/invoice.billing.repo';
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

/** Recomputes these invoices' paid amounts and statuses from their billings; invoice.status_changed for each that moved. */
export async function rollUpInvoices(trx: Queryable, env: PayEnv, invoiceIds: readonly string[]): Promise<InvoiceRow[]> {
  const ids = [...new Set(invoiceIds)];
  if (ids.length === 0) return [];
  const invoices = await lockInvoices(trx, env.tenantId, ids);
  const billings = await billingsOnInvoices(trx, env.tenantId, ids);
  const events: NewEvent[] = [];
  const out: InvoiceRow[] = [];
  for (const row of invoices) {
    const paid = formatDecimal(sumDecimals(billings.filter((b) => b.invoice_id === row.id).map((b) => dec(b.paid_amount))));
    const status = statusOf(row, paid, env.today);
    if (status === row.status && dec(paid).equals(dec(row.paid_amount))) {
      out.push(row);
      continue;
    }
    await setInvoiceState(trx, env.tenantId, row.id, { status, paidAmount: paid });
    const next = { ...row, status, paid_amount: paid, update_time: env.now };
    out.push(next);
    if (status !== row.status)
      events.push({
        type: 'invoice.status_changed',
        object: env.present.invoice(next),
        previousAttributes: { status: `STATUS_${row.status}` },
      });
  }
  await recordEvents(trx, env.tenantId, env.now, events);
  return out;
}

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
