/**
 * Billings of per-billing customers are issued as they are made (docs/invoices.md "Per billing"): the bill
 * run and early billing ask here, before writing their billings, which of them get an invoice at once,
 * with which number. The billing then goes in with its invoice, and the invoice right after it.
 */
import { moveByHolidayRule, type LocalDate } from '../../domain';
import type { PlannedBilling } from '../../domain/billing/plan';
import type { Queryable } from '../../db/db';
import type { NewBillingRow } from '../../db/repos/billing.insert.repo';
import { profilesOf } from '../../db/repos/invoice.billing.repo';
import type { InvoiceRow, NewInvoice } from '../../db/repos/invoice.repo';
import { asStored, creditEnvOf, numberDrafts, statusOnInvoice, writeInvoices, type Drafted, type IssueEnv } from './issue';
import { creditAtIssue } from '../credit';
import { profileOf } from './profile';

/** A billing that waits for an invoice when it is made (not on hold). */
const WAITING = new Set(['UNBILLED', 'PAYMENT_UNNECESSARY']);

export interface NewBillingsInvoiced {
  billings: NewBillingRow[];
  invoices: NewInvoice[];
}

/** Numbers the invoices of the planned billings that are issued at once; the others go in without one. */
export async function invoiceNewBillings(
  trx: Queryable,
  env: IssueEnv,
  planned: readonly PlannedBilling[],
  issueDate: LocalDate,
): Promise<NewBillingsInvoiced> {
  const customers = [...new Set(planned.map((b) => b.customerId))];
  const profiles = new Map((await profilesOf(trx, env.tenantId, customers)).map((r) => [r.id, profileOf(r)]));
  const issued = planned.filter((b) => WAITING.has(b.status) && profiles.get(b.customerId)?.invoicing === 'PER_BILLING');
  // A billing is its own invoice: the figures are the billing's, the due date moved by the holiday rule.
  const drafted = issued.map((b): Drafted => {
    const profile = profiles.get(b.customerId)!;
    return {
      customerId: b.customerId,
      staffId: profile.recipientStaffIds[0] ?? b.customerStaffId,
      invoicing: 'PER_BILLING',
      replacesInvoiceId: null,
      closingDate: null,
      draft: {
        paymentMethodId: b.paymentMethodId,
        billingDueDate: b.dueDate as LocalDate,
        dueDate: moveByHolidayRule(b.dueDate as LocalDate, profile.holidayRule),
        taxes: b.taxes,
        subtotal: b.subtotal,
        tax: b.tax,
        total: b.total,
        billings: [{ billingId: b.id, taxes: b.taxes, subtotal: b.subtotal, tax: b.tax, total: b.total }],
      },
    };
  });
  const invoices = await numberDrafts(trx, env, drafted, issueDate);
  const byBilling = new Map(invoices.map((inv) => [inv.billingIds[0]!, inv]));
  const billings = planned.map((b): NewBillingRow => {
    const inv = byBilling.get(b.id);
    return inv
      ? { ...b, invoiceNumber: inv.invoiceNumber, invoiceId: inv.id, status: statusOnInvoice(b.status) }
      : { ...b, invoiceNumber: '', invoiceId: null };
  });
  return { billings, invoices };
}

/** Writes the invoices of `invoiceNewBillings` once their billings are in; the customers' credit meets them (docs/credit.md); returns them as stored then. */
export async function writeNewInvoices(trx: Queryable, env: IssueEnv, invoices: readonly NewInvoice[]): Promise<InvoiceRow[]> {
  const stored = await writeInvoices(trx, env, invoices);
  // Credit meets them by issue date (one bill run writes one issue date).
  const paid: string[] = [];
  for (const day of [...new Set(stored.map((i) => i.issue_date))])
    for (const id of await creditAtIssue(
      trx,
      creditEnvOf(env, day as LocalDate),
      stored.filter((i) => i.issue_date === day),
    ))
      paid.push(id);
  return asStored(trx, env.tenantId, stored, paid);
}
