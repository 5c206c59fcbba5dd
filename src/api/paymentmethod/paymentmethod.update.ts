import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, NameText, Type } from '../schema';
import { updatePaymentMethod } from '../../services/catalog';
import { presentPaymentMethod } from './paymentmethod.present';
import { PaymentMethod } from './paymentmethod.schema';

export const UpdatePaymentMethodRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
  name: Type.Optional(NameText()),
  holdInvoiceCreation: Type.Optional(Type.Boolean()),
});
export const UpdatePaymentMethodResponse = Message({ paymentMethod: PaymentMethod });

export default defineRpc({
  path: '/v1/paymentmethod/update',
  method: 'PATCH',
  summary: 'Update a payment method',
  description:
    'The payment method by id or optionalId; name and holdInvoiceCreation given replace, absent ones stay. The hold applies to billings created afterwards.',
  tags: ['paymentmethod'],
  input: UpdatePaymentMethodRequest,
  output: UpdatePaymentMethodResponse,
  handler: async (ctx, input) => ({ paymentMethod: presentPaymentMethod(await updatePaymentMethod(ctx, input)) }),
});
