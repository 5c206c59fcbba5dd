import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { sendInvoice } from '../../services/delivery';
import { InvoiceDelivery, presentDelivery } from './invoice.delivery';

export const SendInvoiceRequest = Message({
  id: Id,
  staffIds: Type.Optional(
    Type.Array(Id, { maxItems: 20, description: "staff of the invoice's customer to send to; absent or [] = the invoice's recipients" }),
  ),
});
export const SendInvoiceResponse = Message({ delivery: InvoiceDelivery });

export default defineRpc({
  path: '/v1/invoice/send',
  method: 'POST',
  summary: 'Send an invoice by e-mail (again) (extension)',
  description:
    "Queues one message with the invoice's PDF and a customer page link (docs/delivery.md) and answers it as STATUS_PENDING; /v1/invoice/listdeliveries shows when the server accepted it. Without staffIds it goes to the customer's recipient staff, else the contracts' billing staff (FAILED_PRECONDITION NO_MAIL_RECIPIENT when none has an e-mail address). A staff member of another customer, or one without a deliverable address, is INVALID_ARGUMENT naming staffIds[i]; a void invoice is FAILED_PRECONDITION INVOICE_VOID.",
  tags: ['invoice'],
  input: SendInvoiceRequest,
  output: SendInvoiceResponse,
  handler: async (ctx, input) => ({ delivery: presentDelivery(await sendInvoice(ctx, { id: input.id, staffIds: input.staffIds ?? [] })) }),
});
