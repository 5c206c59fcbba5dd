/**
 * Customer credit in use (docs/credit.md "Applying credit"): credit is applied to the customer's invoices
 * when they are issued — and at once to the invoice a credit note corrects, as far as it is still open —
 * oldest credit first, each part a payment with source CREDIT through the one payment path and a
 * movement APPLIED in the ledger naming the credit it draws from. A negative invoice becomes credit when
 * it is issued; a payment above an invoice's balance pays it and the rest becomes credit (OVERPAYMENT).
 * Every change of a customer's credit records customer.credit_changed.
 */
import { allocateInOrder, dec, formatDecimal } from '../../domain';
import type { Queryable } from '../../db/db';
import { creditBalances, creditsFromInvoice, openCredits, type CreditRow } from '../../db/repos/credit.repo';
import { lockCustomer } from '../../db/repos/customer.repo';
import { lockInvoices, type InvoiceRow } from '../../db/repos/invoice.repo';
import { failedPrecondition, notFound } from '../../lib/errors';
import { recordEvents } from '../events';
import { balanceOf, payInvoice, payInvoices, type InvoicePayment, type PayEnv } from '../payment';
import type { PaymentRow } from '../../db/repos/payment.repo';
import { addCredits, creditBalance, type CreditKind, type CreditMovement } from './ledger';

/** The payment path's environment; `events: false` only for the bill-run bench. */
export type CreditEnv = PayEnv & { events?: boolean };

/** What customer.credit_changed carries: the balance after the change and the movements written. */
export interface CreditChange {
  customerId: string;
  balance: string;
  movements: CreditRow[];
}

async function changed(db: Queryable, env: CreditEnv, customerId: string, movements: CreditRow[]): Promise<void> {
  if (movements.length === 0 || env.events === false) return;
  const balance = await creditBalance(db, env.tenantId, customerId);
  await recordEvents(db, env.tenantId, env.now, [
    { type: 'customer.credit_changed', object: env.present.customerCredit({ customerId, balance, movements }) },
  ]);
}

/** Writes movements of one customer's credit and records the change. */
export async function moveCredit(db: Queryable, env: CreditEnv, movements: readonly CreditMovement[]): Promise<CreditRow[]> {
  const written = await addCredits(db, env.tenantId, movements, env.now);
  const customers = [...new Set(movements.map((m) => m.customerId))];
  for (const c of customers)
    await changed(
      db,
      env,
      c,
      written.filter((w) => w.customer_id === c),
    );
  return written;
}

/**
 * Applies the customer's credit to these invoices in the order given, oldest credit first, each up to
 * its balance. Returns the APPLIED movements written.
 */
export async function applyCredit(db: Queryable, env: CreditEnv, customerId: string, invoiceIds: readonly string[]): Promise<CreditRow[]> {
  if (!(await lockCustomer(db, env.tenantId, customerId, 'update'))) throw notFound('customer');
  const credits = (await openCredits(db, env.tenantId, customerId)).map((c) => ({ id: c.id, open: dec(c.remaining) }));
  if (credits.length === 0) return [];
  const locked = new Map((await lockInvoices(db, env.tenantId, invoiceIds)).map((r) => [r.id, r]));
  const movements: CreditMovement[] = [];
  for (const id of invoiceIds) {
    const invoice = locked.get(id);
    if (!invoice || invoice.customer_id !== customerId) continue;
    const balance = dec(balanceOf(invoice));
    if (!balance.greaterThan(0)) continue;
    const { allocations } = allocateInOrder(balance, credits);
    for (const a of allocations) {
      const source = credits.find((c) => c.id === a.id)!;
      source.open = source.open.minus(a.amount);
      movements.push({
        customerId,
        amount: formatDecimal(a.amount.negated()),
        kind: 'APPLIED',
        sourceId: a.id,
        invoiceId: id,
        memo: `applied to invoice ${invoice.invoice_number}`,
      });
    }
  }
  // Each movement is paid to its invoice as a payment naming it (source CREDIT), all at once.
  const applied = await addCredits(db, env.tenantId, movements, env.now);
  await payInvoices(
    db,
    env,
    applied.map((row) => ({
      invoiceId: row.invoice_id!,
      amount: formatDecimal(dec(row.amount).negated()),
      paymentDate: env.today,
      source: 'CREDIT' as const,
      sourceId: row.id,
      memo: 'customer credit',
    })),
  );
  await changed(db, env, customerId, applied);
  return applied;
}

/** The invoices a customer's credit goes to first: earliest due first, then by number. */
const oldestFirst = (a: InvoiceRow, b: InvoiceRow): number =>
  a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.invoice_number < b.invoice_number ? -1 : 1;

/**
 * Just-issued invoices meet the customers' credit: a negative invoice becomes credit (NEGATIVE_INVOICE),
 * then each customer's credit is applied to its new invoices that ask for payment, earliest due first.
 * Returns the ids of the invoices the credit paid (their rows as given are stale now).
 */
export async function creditAtIssue(db: Queryable, env: CreditEnv, invoices: readonly InvoiceRow[]): Promise<string[]> {
  if (invoices.length === 0) return [];
  const negatives = invoices.filter((i) => dec(i.total).isNegative() && i.status !== 'VOID');
  if (negatives.length > 0)
    await moveCredit(
      db,
      env,
      negatives.map((i) => ({
        customerId: i.customer_id,
        amount: formatDecimal(dec(i.total).negated()),
        kind: 'NEGATIVE_INVOICE' as const,
        sourceId: i.id,
        invoiceId: i.id,
        memo: `return invoice ${i.invoice_number}`,
      })),
    );
  const open = invoices.filter((i) => dec(balanceOf(i)).greaterThan(0));
  if (open.length === 0) return [];
  const balances = await creditBalances(db, env.tenantId, [...new Set(open.map((i) => i.customer_id))]);
  const paid = new Set<string>();
  for (const [customerId, balance] of balances) {
    if (!dec(balance).greaterThan(0)) continue;
    const mine = open.filter((i) => i.customer_id === customerId).sort(oldestFirst);
    const applied = await applyCredit(
      db,
      env,
      customerId,
      mine.map((i) => i.id),
    );
    for (const a of applied) paid.add(a.invoice_id!);
  }
  return [...paid];
}

/**
 * Takes back credit a record gave the customer (docs/credit.md "Taking credit back"): each given
 * movement by one of the opposite sign naming it in sourceId, so nothing of it stays open beside the
 * reversal. Refused (CREDIT_ALREADY_USED) before anything is written when less of one is left than it
 * gave — even if other credit of the customer would cover it: that credit is not the record's to take.
 */
export async function takeBackCredit(
  db: Queryable,
  env: CreditEnv,
  customerId: string,
  given: ReadonlyArray<{ id: string; amount: string }>,
  as: { kind: CreditKind; invoiceId: string | null; memo: string; what: string },
): Promise<CreditRow[]> {
  if (given.length === 0) return [];
  if (!(await lockCustomer(db, env.tenantId, customerId, 'update'))) throw notFound('customer');
  const open = new Map((await openCredits(db, env.tenantId, customerId)).map((c) => [c.id, dec(c.remaining)]));
  for (const g of given) {
    const left = open.get(g.id) ?? dec(0);
    if (left.lessThan(dec(g.amount)))
      throw failedPrecondition(
        `the ${formatDecimal(dec(g.amount))} of credit ${as.what} gave the customer has been used (${formatDecimal(left)} left)`,
        'CREDIT_ALREADY_USED',
      );
  }
  return moveCredit(
    db,
    env,
    given.map((g) => ({
      customerId,
      amount: formatDecimal(dec(g.amount).negated()),
      kind: as.kind,
      sourceId: g.id,
      invoiceId: as.invoiceId,
      memo: as.memo,
    })),
  );
}

/**
 * A return invoice is voided (docs/invoices.md "Void and reissue"): the credit it became at issue is
 * taken back; once any of it was drawn, the void is refused (CREDIT_ALREADY_USED). Returns the
 * movements written (none for an invoice that is not a return).
 */
export async function takeBackReturnCredit(db: Queryable, env: CreditEnv, invoice: InvoiceRow): Promise<CreditRow[]> {
  if (!dec(invoice.total).isNegative()) return [];
  return takeBackCredit(db, env, invoice.customer_id, await creditsFromInvoice(db, env.tenantId, invoice.id), {
    kind: 'NEGATIVE_INVOICE',
    invoiceId: invoice.id,
    memo: `return invoice ${invoice.invoice_number} voided`,
    what: 'this return invoice',
  });
}

/**
 * Money received for an invoice (a transfer, a debit): pays up to its balance through the one payment
 * path; what is more than the balance becomes the customer's credit (OVERPAYMENT, naming `sourceId`).
 */
export async function receiveForInvoice(
  db: Queryable,
  env: CreditEnv,
  invoiceId: string,
  input: InvoicePayment,
): Promise<{ payments: PaymentRow[]; invoice: InvoiceRow; overpaid: CreditRow | null }> {
  const [invoice] = await lockInvoices(db, env.tenantId, [invoiceId]);
  if (!invoice) throw notFound('invoice');
  if (invoice.status === 'VOID') throw failedPrecondition('the invoice is void', 'INVOICE_VOID');
  const amount = dec(input.amount);
  if (!amount.greaterThan(0)) throw failedPrecondition('a payment must be above zero');
  const balance = dec(balanceOf(invoice));
  const toInvoice = amount.greaterThan(balance) ? balance : amount;
  const paid = toInvoice.greaterThan(0)
    ? await payInvoice(db, env, invoiceId, { ...input, amount: formatDecimal(toInvoice) })
    : { payments: [], invoice };
  const rest = amount.minus(toInvoice);
  if (!rest.greaterThan(0)) return { ...paid, overpaid: null };
  const [overpaid] = await moveCredit(db, env, [
    {
      customerId: invoice.customer_id,
      amount: formatDecimal(rest),
      kind: 'OVERPAYMENT',
      sourceId: input.sourceId,
      invoiceId,
      memo: input.memo || `paid above invoice ${invoice.invoice_number}`,
    },
  ]);
  return { ...paid, overpaid: overpaid! };
}
