/**
 * Issuing invoices (docs/invoices.md): the one path every invoice takes, whether per billing when the
 * billing is made, at a monthly closing, or on request. Inside the caller's transaction: draft (domain),
 * take numbers from the tenant's counter (gap-free), write the invoices and put their billings on them,
 * record the events; then the customers' credit meets the new invoices (a negative invoice becomes
 * credit, credit is applied to what asks for payment: docs/credit.md), and they are answered as stored.
 */
import {
  dec,
  draftInvoices,
  type BillingProfile,
  type InvoiceDraft,
  type InvoiceableBilling,
  type Invoicing,
  type LocalDate,
  type RoundingMode,
} from '../../domain';
import { invoiceNumber } from '../../domain/billing/plan';
import type { Queryable } from '../../db/db';
import { billingsByIds, type BillingRow } from '../../db/repos/billing.repo';
import { paymentMethodsByIds } from '../../db/repos/billrun.repo';
import { billingViews } from '../../db/repos/billing.view.repo';
import {
  assignBillings,
  insertInvoices,
  lockInvoices,
  recipientsOf,
  takeInvoiceNumbers,
  type BillingOnInvoice,
  type InvoiceRow,
  type NewInvoice,
} from '../../db/repos/invoice.repo';
import { queueMails } from '../../db/repos/mail.repo';
import { newId } from '../../lib/ids';
import { storeDocument } from '../document';
import { recordEvents, statusChangedEvents } from '../events';
import { documentOfInvoice } from './document';
import { creditAtIssue, type CreditEnv } from '../credit';
import type { EventPresenters } from '../kernel';

/** What issuing needs to know of the tenant and the moment. */
export interface IssueEnv {
  tenantId: string;
  taxRounding: RoundingMode;
  invoiceNumberPrefix: string;
  /** The tenant's clock (events' createTime). */
  now: Date;
  present: EventPresenters;
  /** false: no events (only the bill-run bench, to measure their cost). */
  events?: boolean;
}

/** One customer's billings to put on invoices. */
export interface IssueGroup {
  customerId: string;
  profile: BillingProfile;
  billings: readonly BillingRow[];
  invoicing: Invoicing;
  /** The closing day the invoices close (monthly closing), else null. */
  closingDate: LocalDate | null;
}

/** A draft with what the invoice row needs beyond its figures. */
export interface Drafted {
  customerId: string;
  staffId: string | null;
  invoicing: Invoicing;
  replacesInvoiceId: string | null;
  closingDate: LocalDate | null;
  draft: InvoiceDraft;
}

/** An issued invoice's status before anything happens to it: a credit, paid (nothing to pay), or issued. */
export function statusAtIssue(total: string): string {
  const t = dec(total);
  return t.isNegative() ? 'CREDIT' : t.isZero() ? 'PAID' : 'ISSUED';
}

/** The billing status once on an invoice: a waiting billing becomes INVOICE_CREATED; one that needs no payment stays so. */
export const statusOnInvoice = (status: string): string => (status === 'UNBILLED' ? 'INVOICE_CREATED' : status);

export function asInvoiceable(
  b: Pick<BillingRow, 'id' | 'billing_date' | 'billing_due_date' | 'payment_method_id' | 'taxes'>,
): InvoiceableBilling {
  return {
    id: b.id,
    billingDate: b.billing_date as LocalDate,
    dueDate: b.billing_due_date as LocalDate,
    paymentMethodId: b.payment_method_id,
    rates: b.taxes.map((t) => ({ taxPercentage: t.taxPercentage, subtotal: t.subtotal })),
  };
}

/**
 * Numbers the drafts (one take from the counter) as invoice rows to insert, with their recipient blocks
 * as they are now. The counter is taken last: its row stays locked until the transaction ends.
 */
export async function numberDrafts(
  trx: Queryable,
  env: IssueEnv,
  drafted: readonly Drafted[],
  issueDate: LocalDate,
): Promise<NewInvoice[]> {
  if (drafted.length === 0) return [];
  const recipient = await recipientsOf(trx, env.tenantId, drafted);
  // The payment method's name is part of what the invoice says, fixed at issue like the recipient (docs/records.md).
  const methodIds = [...new Set(drafted.flatMap((d) => d.draft.paymentMethodId ?? []))];
  const methodName = new Map((await paymentMethodsByIds(trx, env.tenantId, methodIds)).map((m) => [m.id, m.name]));
  const first = await takeInvoiceNumbers(trx, env.tenantId, drafted.length);
  return drafted.map((d, n) => ({
    id: newId(),
    invoiceNumber: invoiceNumber(env.invoiceNumberPrefix, first + n),
    customerId: d.customerId,
    recipient: {
      ...recipient(d.customerId, d.staffId),
      paymentMethod: d.draft.paymentMethodId ? (methodName.get(d.draft.paymentMethodId) ?? '') : '',
    },
    paymentMethodId: d.draft.paymentMethodId,
    status: statusAtIssue(d.draft.total),
    invoicing: d.invoicing,
    issueDate,
    dueDate: d.draft.dueDate,
    closingDate: d.closingDate,
    billingIds: d.draft.billings.map((b) => b.billingId),
    subtotal: d.draft.subtotal,
    tax: d.draft.tax,
    total: d.draft.total,
    taxes: d.draft.taxes,
    replacesInvoiceId: d.replacesInvoiceId,
  }));
}

/**
 * Writes numbered invoices, records their documents (rendered in the background) and their
 * invoice.issued events, and queues the mail of those whose customer receives invoices by e-mail
 * (docs/delivery.md; one statement, in the issuing transaction).
 */
export async function writeInvoices(trx: Queryable, env: IssueEnv, invoices: readonly NewInvoice[]): Promise<InvoiceRow[]> {
  const stored = await insertInvoices(trx, env.tenantId, invoices);
  await storeDocument(trx, env.tenantId, stored.map(documentOfInvoice));
  await queueMails(
    trx,
    env.tenantId,
    stored.map((row) => ({ id: newId(), invoiceId: row.id, kind: null, step: null })),
    true,
  );
  if (env.events === false) return stored;
  await recordEvents(
    trx,
    env.tenantId,
    env.now,
    stored.map((row) => ({ type: 'invoice.issued', object: env.present.invoice(row) })),
  );
  return stored;
}

/** The recipient staff: the profile's first recipient, else the first billing's billing staff. */
function staffOf(profile: BillingProfile, first: BillingRow | undefined): string | null {
  return profile.recipientStaffIds[0] ?? first?.customer_staff_id ?? null;
}

/** Issues the invoices of these groups of stored billings on `trx`; returns them as stored. */
export async function issueInvoices(
  trx: Queryable,
  env: IssueEnv,
  groups: readonly IssueGroup[],
  issueDate: LocalDate,
  /** false: the caller records the billings' status changes itself. */
  billingEvents = true,
): Promise<InvoiceRow[]> {
  const rows = new Map(groups.flatMap((g) => g.billings.map((b) => [b.id, b] as const)));
  const drafted = groups.flatMap((group) =>
    draftInvoices({
      billings: group.billings.map(asInvoiceable),
      invoicing: group.invoicing,
      holidayRule: group.profile.holidayRule,
      taxRounding: env.taxRounding,
    }).map((draft): Drafted => {
      const first = rows.get(draft.billings[0]!.billingId);
      return {
        customerId: group.customerId,
        staffId: staffOf(group.profile, first),
        invoicing: group.invoicing,
        replacesInvoiceId: first?.replaced_invoice_id ?? null,
        closingDate: group.closingDate,
        draft,
      };
    }),
  );
  const invoices = await numberDrafts(trx, env, drafted, issueDate);
  const onInvoice: BillingOnInvoice[] = [];
  const before = new Map<string, string>();
  for (const [n, { draft }] of drafted.entries()) {
    const invoice = invoices[n]!;
    for (const share of draft.billings) {
      const row = rows.get(share.billingId)!;
      const status = statusOnInvoice(row.status);
      if (status !== row.status) before.set(row.id, row.status);
      onInvoice.push({ ...share, invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, status });
    }
  }
  const stored = await writeInvoices(trx, env, invoices);
  await assignBillings(trx, env.tenantId, onInvoice);
  if (billingEvents && env.events !== false && before.size > 0) {
    const moved = await billingViews(trx, env.tenantId, await billingsByIds(trx, env.tenantId, [...before.keys()]));
    await recordEvents(trx, env.tenantId, env.now, statusChangedEvents(env.present, moved, before));
  }
  return asStored(trx, env.tenantId, stored, await creditAtIssue(trx, creditEnvOf(env, issueDate), stored));
}

/**
 * The invoices as stored now, in the order given: those credit paid at issue (`paid`) are read again,
 * locked, so callers answer paidAmount and status as /v1/invoice/get would (docs/credit.md "Applying credit").
 */
export async function asStored(
  trx: Queryable,
  tenantId: string,
  invoices: readonly InvoiceRow[],
  paid: readonly string[],
): Promise<InvoiceRow[]> {
  const now = new Map((await lockInvoices(trx, tenantId, paid)).map((r) => [r.id, r]));
  return invoices.map((i) => now.get(i.id) ?? i);
}

/** The payment path's environment at issue: the issue date is the tenant's today. */
export const creditEnvOf = (env: IssueEnv, issueDate: LocalDate): CreditEnv => ({
  tenantId: env.tenantId,
  today: issueDate,
  now: env.now,
  present: env.present,
  ...(env.events === false ? { events: false } : {}),
});
