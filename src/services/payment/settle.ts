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
import { eventRows, insertEventRows } from '../events';
import { setPaidStates } from '../../db/repos/paid.repo';
import type { PayEnv } from './env';
import { paymentEvents, viewsOfRecorded } from './events';
import { isRefusal, recordPayments, type PaymentItem, type PaymentOutcome } from './record';
import { rollUp, statusMovedEvents } from './rollup';

export interface Settled {
  /** Each item's outcome, in order. */
  outcomes: PaymentOutcome[];
  /** The invoices rolled up, as they are now. */
  invoices: InvoiceRow[];
}

/** From this many invoices to write on, their UPDATE runs while the events are presented (below); fewer take no turn of the event loop. */
const OVERLAP_FROM = 100;

/** Resolves after the microtasks queued so far: a statement started before has reached the socket by then. */
const sent = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

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
  const views = await viewsOfRecorded(db, env, recorded);
  const invoiceIds = [...new Set(recorded.flatMap((b) => b.invoice_id ?? []))];
  const rolled = known
    ? rollUp(env, known.invoices, known.billings)
    : rollUp(env, await lockInvoices(db, env.tenantId, invoiceIds), await billingsOnInvoices(db, env.tenantId, invoiceIds));
  // The invoices' UPDATE runs in the database while this process presents the events and writes out
  // their bodies; the events' INSERT, the next statement, waits for it (one connection, in order).
  const written = setPaidStates(db, 'invoice', env.tenantId, rolled.changed, rolled.at);
  written.catch(() => undefined); // awaited below, where a failure is thrown
  if (rolled.changed.length >= OVERLAP_FROM) await sent();
  const rows = eventRows(env.now, [...paymentEvents(env, recorded, views, before), ...statusMovedEvents(env, rolled.moved)]);
  await written;
  await insertEventRows(db, env.tenantId, rows);
  return { outcomes, invoices: rolled.invoices };
}
