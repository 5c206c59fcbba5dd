import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { VOID_REASON_MAX, voidInvoice } from '../../services/invoice';
import { presentInvoice } from './invoice.present';
import { Invoice } from './invoice.schema';

export const VoidInvoiceRequest = Message({
  id: Id,
  reason: Type.String({
    minLength: 1,
    maxLength: VOID_REASON_MAX,
    pattern: '^[^\\u0000]*$',
    description: 'why the invoice is void (kept on it)',
  }),
});
export const VoidInvoiceResponse = Message({ invoice: Invoice });

export default defineRpc({
  path: '/v1/invoice/void',
  method: 'POST',
  summary: 'Void an invoice (extension)',
  description:
    'Refused once a payment is recorded on it (FAILED_PRECONDITION INVOICE_HAS_PAYMENTS), once a credit note was issued against it (INVOICE_HAS_CREDIT_NOTES) or when it is void already (INVOICE_VOID). A return invoice (total below zero) takes back the credit it became at issue; refused once that credit is used (CREDIT_ALREADY_USED). Its number stays used; its billings return to UNBILLED and wait for the next closing (or /v1/invoice/close), whose invoice names this one in replacesInvoiceId.',
  tags: ['invoice'],
  input: VoidInvoiceRequest,
  output: VoidInvoiceResponse,
  handler: async (ctx, input) => ({ invoice: presentInvoice(await voidInvoice(ctx, input.id, input.reason)) }),
});
