import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { getPaymentMethod } from '../../services/catalog';
import { presentPaymentMethod } from './paymentmethod.present';
import { PaymentMethod } from './paymentmethod.schema';

export const GetPaymentMethodRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
});
export const GetPaymentMethodResponse = Message({ paymentMethod: PaymentMethod });

export default defineRpc({
  path: '/v1/paymentmethod/get',
  method: 'G+P',
  summary: 'Get a payment method',
  description: 'By id or optionalId (management id); both given must name the same payment method.',
  tags: ['paymentmethod'],
  input: GetPaymentMethodRequest,
  output: GetPaymentMethodResponse,
  handler: async (ctx, input) => ({ paymentMethod: presentPaymentMethod(await getPaymentMethod(ctx, input)) }),
});
