/**
 * What recording payments does, defined once for every caller (docs/invoices.md "Payments"): the
 * payments and their billings' statuses (recordPayments), payment.recorded and billing.status_changed,
 * then the invoices of those billings follow them (roll-up, invoice.status_changed) — for one payment
 * or a hundred thousand, with a constant number of statements per few thousand.
 */
import type { Queryable } from '../../db/db';
import type { BillingRow } from '../../db/repos/billing.repo';
import { billingsOnInvoices } from '../../db/repos/invoice.billing.repo';
import { lockInvoices, type InvoiceRow } from '../../db/repos/invoice.repo';
import { recordEvents } from '../events';
import type { PayEnv } from './env';
import { paymentEventsOf } from './events';
import { isRefusal, recordPayments, type PaymentItem, type PaymentOutcome } from './record';
import { rollUp } from './rollup';

export interface Settled {
  /** Each item's outcome, in order. */
  outcomes: PaymentOutcome[];
  /** The invoices rolled up, as they are now. */
  invoices: InvoiceRow[];
}

/**
 * Records `items` in order and settles what they change. `known`: the invoices concerned, locked,
 * with every billing on them (the same billing objects as the items'), when the caller has them;
 * else they are read and locked here.
 */
export async function settlePayments(
  db: Queryable,
  env: PayEnv,
  items: readonly PaymentItem[],
  known?: { invoices: readonly InvoiceRow[]; billings: readonly BillingRow[] },
): Promise<Settled> {
  const before = new Map<string, string>();
  for (const { billing } of items) if (!before.has(billing.id)) before.set(billing.id, billing.status);
  const outcomes = await recordPayments(db, env.tenantId, items);
  const recorded = items.filter((_, k) => outcomes[k] !== null && !isRefusal(outcomes[k]!)).map((i) => i.billing);
  const events = await paymentEventsOf(db, env, recorded, before);
  const invoiceIds = [...new Set(recorded.flatMap((b) => b.invoice_id ?? []))];
  const { invoices, events: rolled } = known
    ? await rollUp(db, env, known.invoices, known.billings)
    : await rollUp(db, env, await lockInvoices(db, env.tenantId, invoiceIds), await billingsOnInvoices(db, env.tenantId, invoiceIds));
  await recordEvents(db, env.tenantId, env.now, [...events, ...rolled]);
  return { outcomes, invoices };
}
