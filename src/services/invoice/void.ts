/**
 * /v1/invoice/void (docs/invoices.md "Void and reissue"): an issued invoice is cancelled with a reason,
 * as long as nothing was paid on it. Its number stays used (numbers never come back once committed);
 * its billings leave it — UNBILLED again, to be invoiced at the next closing or by /v1/invoice/close,
 * whose new invoice names the void one in `replacesInvoiceId`. A return invoice's credit is taken back with
 * it (docs/credit.md), refused once that credit is used.
 */
import { billingsByIds } from '../../db/repos/billing.repo';
import { billingViews } from '../../db/repos/billing.view.repo';
import { creditNotesOfInvoice } from '../../db/repos/creditnote.repo';
import { billingsOnInvoices, releaseFromInvoice } from '../../db/repos/invoice.billing.repo';
import { lockInvoices, setInvoiceState, type InvoiceRow } from '../../db/repos/invoice.repo';
import { dec } from '../../domain';
import { failedPrecondition, invalidField, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { takeBackReturnCredit } from '../credit';
import { recordEvents, statusChangedEvents } from '../events';
import { payEnvOf } from '../payment';

export const VOID_REASON_MAX = 500;

export async function voidInvoice(ctx: ServiceCtx, id: string, reason: string): Promise<InvoiceRow> {
  if (reason.trim() === '') throw invalidField('reason', 'must not be blank');
  if (reason.length > VOID_REASON_MAX) throw invalidField('reason', `at most ${VOID_REASON_MAX} characters`);
  const { tenantId } = ctx.caller;
  const [invoice] = isUuid(id) ? await lockInvoices(ctx.db, tenantId, [id]) : [];
  if (!invoice) throw notFound('invoice');
  if (invoice.status === 'VOID') throw failedPrecondition('the invoice is void already', 'INVOICE_VOID');
  const billings = await billingsOnInvoices(ctx.db, tenantId, [invoice.id]);
  if (dec(invoice.paid_amount).greaterThan(0) || billings.some((b) => !dec(b.paid_amount).isZero()))
    throw failedPrecondition('a payment is recorded on this invoice: refund it before voiding', 'INVOICE_HAS_PAYMENTS');
  if ((await creditNotesOfInvoice(ctx.db, tenantId, invoice.id)).length > 0)
    throw failedPrecondition('a credit note was issued against this invoice: it stays as issued', 'INVOICE_HAS_CREDIT_NOTES');
  await takeBackReturnCredit(ctx.db, payEnvOf(ctx), invoice);
  const before = new Map(billings.map((b) => [b.id, b.status]));
  const released = await releaseFromInvoice(ctx.db, tenantId, invoice.id);
  const now = ctx.caller.now;
  await setInvoiceState(ctx.db, tenantId, invoice.id, { status: 'VOID', voidReason: reason, voidTime: now });
  const voided: InvoiceRow = { ...invoice, status: 'VOID', void_reason: reason, void_time: now, update_time: now };
  const moved = await billingViews(ctx.db, tenantId, await billingsByIds(ctx.db, tenantId, released));
  await recordEvents(ctx.db, tenantId, now, [
    { type: 'invoice.voided', object: ctx.ports.present.invoice(voided), previousAttributes: { status: `STATUS_${invoice.status}` } },
    ...statusChangedEvents(ctx.ports.present, moved, before),
  ]);
  return voided;
}
