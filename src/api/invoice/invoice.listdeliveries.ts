import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { listInvoiceDeliveries } from '../../services/delivery';
import { InvoiceDelivery, presentDelivery } from './invoice.delivery';

export const ListInvoiceDeliveriesRequest = Message({ invoiceId: Id });
export const ListInvoiceDeliveriesResponse = Message({ deliveries: Type.Array(InvoiceDelivery) });

export default defineRpc({
  path: '/v1/invoice/listdeliveries',
  method: 'G+P',
  summary: "An invoice's e-mail messages (extension)",
  description: 'The invoice, reminder and credit note messages of the invoice, newest first (docs/delivery.md).',
  tags: ['invoice'],
  input: ListInvoiceDeliveriesRequest,
  output: ListInvoiceDeliveriesResponse,
  handler: async (ctx, input) => ({ deliveries: (await listInvoiceDeliveries(ctx, input.invoiceId)).map(presentDelivery) }),
});
