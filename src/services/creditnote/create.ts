/**
 * /v1/creditnote/create (docs/credit.md): a credit note (返還インボイス) against one issued invoice, in one
 * transaction: the invoice is locked, the lines drafted (domain draftCreditNote: the invoice's rates only,
 * at most what it still holds, tax once per rate), a number taken from the tenant's own credit note
 * counter (gap-free), the note written with its issuer block fixed, its document recorded for keeping
 * (docs/records.md), creditnote.issued recorded; then the
 * money goes back: REFUND_TO_CREDIT puts the total on the customer's credit and applies it at once to the
 * corrected invoice as far as that is still open (the rest waits for the next invoices); REFUND_OUTSIDE
 * records that it was paid back outside (a bank transfer back), without credit.
 */
import { draftCreditNote, type CreditNoteLine } from '../../domain';
import { invoiceNumber } from '../../domain/billing/plan';
import { itemsOfBillings } from '../../db/repos/billing.repo';
import {
  creditNotesOfInvoice,
  insertCreditNote,
  takeCreditNoteNumber,
  type CreditNoteRow,
  type NewCreditNote,
} from '../../db/repos/creditnote.repo';
import { lockInvoices, type InvoiceRow } from '../../db/repos/invoice.repo';
import { listTenantSettings } from '../../db/repos/billrun.repo';
import { ApiError, failedPrecondition, invalidField, notFound } from '../../lib/errors';
import { isUuid, newId } from '../../lib/ids';
import { taxRoundingOf, todayOf } from '../kernel';
import type { ServiceCtx } from '../context';
import { applyCredit, moveCredit, type CreditEnv } from '../credit';
import { storeDocument } from '../document';
import { emit } from '../events';
import { documentOfCreditNote } from './document';

export type Refund = 'TO_CREDIT' | 'OUTSIDE';

export const CREDIT_NOTE_REASON_MAX = 500;
export const CREDIT_NOTE_DESCRIPTION_MAX = 200;

export interface CreateCreditNote {
  invoiceId: string;
  lines: readonly CreditNoteLine[];
  reason: string;
  refund: Refund;
}

/** The note's number: the tenant's invoice number prefix, "CN", 8 digits of its own sequence. */
export const creditNoteNumber = (invoicePrefix: string, n: number): string => invoiceNumber(`${invoicePrefix}CN`, n);

/** Checks the request against the locked invoice and drafts the note (nothing written). */
async function prepare(
  ctx: ServiceCtx,
  input: CreateCreditNote,
): Promise<{ invoice: InvoiceRow; note: Omit<NewCreditNote, 'id' | 'creditNoteNumber'> }> {
  const { tenantId } = ctx.caller;
  if (input.reason.trim() === '') throw invalidField('reason', 'must not be blank');
  if (input.reason.length > CREDIT_NOTE_REASON_MAX) throw invalidField('reason', `at most ${CREDIT_NOTE_REASON_MAX} characters`);
  for (const [i, l] of input.lines.entries()) {
    if (l.description.trim() === '') throw invalidField(`lines[${i}].description`, 'must not be blank');
    if (l.description.length > CREDIT_NOTE_DESCRIPTION_MAX)
      throw invalidField(`lines[${i}].description`, `at most ${CREDIT_NOTE_DESCRIPTION_MAX} characters`);
  }
  const [invoice] = isUuid(input.invoiceId) ? await lockInvoices(ctx.db, tenantId, [input.invoiceId]) : [];
  if (!invoice) throw notFound('invoice');
  if (invoice.status === 'VOID') throw failedPrecondition('the invoice is void: there is nothing to credit', 'INVOICE_VOID');
  if (invoice.status === 'CREDIT')
    throw failedPrecondition('the invoice is a return invoice (below zero): there is nothing to credit', 'CREDIT_NOTE_EXCEEDS_INVOICE');
  const earlier = await creditNotesOfInvoice(ctx.db, tenantId, invoice.id);
  const draft = draftCreditNote({
    lines: input.lines,
    invoice: { taxes: invoice.taxes, total: invoice.total, credited: earlier.map((n) => ({ taxes: n.taxes, total: n.total })) },
    taxRounding: taxRoundingOf(ctx.caller.taxRounding),
  });
  if (!draft.ok) {
    if (draft.field) throw invalidField(draft.field, draft.reason);
    throw new ApiError('FAILED_PRECONDITION', draft.reason, { reason: 'CREDIT_NOTE_EXCEEDS_INVOICE' });
  }
  const items = await itemsOfBillings(ctx.db, tenantId, invoice.billing_ids);
  const starts = items.map((i) => i.period_start).sort();
  const ends = items.map((i) => i.period_end).sort();
  return {
    invoice,
    note: {
      invoiceId: invoice.id,
      customerId: invoice.customer_id,
      issueDate: todayOf(ctx),
      originalInvoiceNumber: invoice.invoice_number,
      originalIssueDate: invoice.issue_date,
      saleStart: starts[0] ?? invoice.issue_date,
      saleEnd: ends[ends.length - 1] ?? invoice.issue_date,
      lines: draft.value.lines,
      taxes: draft.value.taxes,
      subtotal: draft.value.subtotal,
      tax: draft.value.tax,
      total: draft.value.total,
      returnInvoiceRequired: draft.value.returnInvoiceRequired,
      reason: input.reason,
      refund: input.refund,
      recipient: invoice.recipient,
    },
  };
}

/** The note as it would be issued now, without writing anything (the console's preview): no id, no number yet. */
export async function previewCreditNote(ctx: ServiceCtx, input: CreateCreditNote): Promise<CreditNoteRow> {
  const { invoice, note } = await prepare(ctx, input);
  return {
    tenant_id: ctx.caller.tenantId,
    id: '',
    credit_note_number: '',
    invoice_id: note.invoiceId,
    customer_id: note.customerId,
    issue_date: note.issueDate,
    original_invoice_number: note.originalInvoiceNumber,
    original_issue_date: note.originalIssueDate,
    sale_start: note.saleStart,
    sale_end: note.saleEnd,
    lines: note.lines,
    taxes: note.taxes,
    subtotal: note.subtotal,
    tax: note.tax,
    total: note.total,
    return_invoice_required: note.returnInvoiceRequired,
    reason: note.reason,
    refund: note.refund,
    issuer: invoice.issuer,
    recipient: note.recipient,
    create_time: ctx.caller.now,
  };
}

export async function createCreditNote(ctx: ServiceCtx, input: CreateCreditNote): Promise<CreditNoteRow> {
  const { tenantId } = ctx.caller;
  const { invoice, note: drafted } = await prepare(ctx, input);
  const tenant = (await listTenantSettings(ctx.db, { tenantId }))[0];
  const number = await takeCreditNoteNumber(ctx.db, tenantId);
  const note = await insertCreditNote(ctx.db, tenantId, {
    ...drafted,
    id: newId(),
    creditNoteNumber: creditNoteNumber(tenant?.invoice_number_prefix ?? '', number),
  });
  await storeDocument(ctx.db, tenantId, documentOfCreditNote(note));
  await emit(ctx, 'creditnote.issued', ctx.ports.present.creditNote(note));
  if (input.refund === 'TO_CREDIT') {
    const env: CreditEnv = { tenantId, today: todayOf(ctx), now: ctx.caller.now, present: ctx.ports.present };
    await moveCredit(ctx.db, env, [
      {
        customerId: invoice.customer_id,
        amount: note.total,
        kind: 'CREDIT_NOTE',
        sourceId: note.id,
        invoiceId: invoice.id,
        memo: `credit note ${note.credit_note_number}`,
      },
    ]);
    await applyCredit(ctx.db, env, invoice.customer_id, [invoice.id]);
  }
  return note;
}
