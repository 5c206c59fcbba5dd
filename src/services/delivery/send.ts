/**
 * `/v1/invoice/send` and `/v1/invoice/listdeliveries` (docs/delivery.md): queue the invoice's message
 * (again), to chosen staff of its customer or to its default recipients; list what was queued.
 */
import { isMailAddress } from '../../domain';
import { defaultRecipients, insertMail, listMailDeliveries, staffOfCustomer, type MailDeliveryRow } from '../../db/repos/mail.repo';
import { failedPrecondition, invalidField } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { getInvoiceRow } from '../invoice';

/** The addresses of the chosen staff; each must be the customer's and have a deliverable address. */
async function chosenAddresses(ctx: ServiceCtx, customerId: string, staffIds: readonly string[]): Promise<string[]> {
  const found = new Map((await staffOfCustomer(ctx.db, ctx.caller.tenantId, customerId, staffIds)).map((s) => [s.id, s.email_address]));
  return staffIds.map((id, i) => {
    const address = found.get(id);
    if (address === undefined) throw invalidField(`staffIds[${i}]`, `${id} is not a staff member of the invoice's customer`);
    if (address === '') throw invalidField(`staffIds[${i}]`, `staff ${id} has no e-mail address`);
    if (!isMailAddress(address)) throw invalidField(`staffIds[${i}]`, `the e-mail address of staff ${id} cannot be delivered to`);
    return address;
  });
}

export async function sendInvoice(ctx: ServiceCtx, input: { id: string; staffIds?: readonly string[] }): Promise<MailDeliveryRow> {
  const invoice = await getInvoiceRow(ctx, { id: input.id });
  if (invoice.status === 'VOID') throw failedPrecondition('a void invoice is not sent', 'INVOICE_VOID');
  let to: string[];
  if (input.staffIds && input.staffIds.length > 0) to = await chosenAddresses(ctx, invoice.customer_id, [...new Set(input.staffIds)]);
  else {
    to = (await defaultRecipients(ctx.db, ctx.caller.tenantId, invoice.id)).map((s) => s.email_address).filter(isMailAddress);
    if (to.length === 0)
      throw failedPrecondition(
        "none of the staff the invoice goes to has a deliverable e-mail address; give staffIds or set the staff's emailAddress",
        'NO_MAIL_RECIPIENT',
      );
  }
  return insertMail(ctx.db, {
    tenantId: ctx.caller.tenantId,
    id: newId(),
    invoiceId: invoice.id,
    kind: Number(invoice.total) < 0 ? 'CREDIT_NOTE' : 'INVOICE',
    recipients: [...new Set(to)],
  });
}

export async function listInvoiceDeliveries(ctx: ServiceCtx, invoiceId: string): Promise<MailDeliveryRow[]> {
  const invoice = await getInvoiceRow(ctx, { id: invoiceId });
  return listMailDeliveries(ctx.db, ctx.caller.tenantId, invoice.id);
}
