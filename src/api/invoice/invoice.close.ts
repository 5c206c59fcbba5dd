import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { closeCustomer } from '../../services/invoice';
import { resolveCustomer } from '../../services/customer';
import { presentInvoice } from './invoice.present';
import { Invoice } from './invoice.schema';

export const CloseInvoicesRequest = Message({ customerId: Type.Optional(Id), customerOptionalId: Type.Optional(ManagementId) });
export const CloseInvoicesResponse = Message({ invoices: Type.Array(Invoice) });

export default defineRpc({
  path: '/v1/invoice/close',
  method: 'POST',
  summary: "Issue now what the customer's next closing would (extension)",
  description:
    'Monthly closing: the billings waiting for an invoice dated on or before the next closing day, one invoice per (payment method, due date), closing date = that closing day, issue date = today. Per billing: each waiting billing (released from hold, or of a voided invoice) on its own invoice. A billing of a voided invoice makes an invoice whose replacesInvoiceId names the void one. Nothing waiting: FAILED_PRECONDITION (NOTHING_TO_INVOICE).',
  tags: ['invoice'],
  input: CloseInvoicesRequest,
  output: CloseInvoicesResponse,
  handler: async (ctx, input) => {
    const customer = await resolveCustomer(ctx, { id: input.customerId, optionalId: input.customerOptionalId }, [
      'customerId',
      'customerOptionalId',
    ]);
    return { invoices: (await closeCustomer(ctx, customer.id)).map(presentInvoice) };
  },
});
