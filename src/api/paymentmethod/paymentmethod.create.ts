import { defineRpc } from '../rpc';
import { ManagementId, Message, NameText, Type } from '../schema';
import { createPaymentMethod } from '../../services/catalog';
import { presentPaymentMethod } from './paymentmethod.present';
import { PaymentMethod, PaymentMethodType } from './paymentmethod.schema';

export const CreatePaymentMethodRequest = Message({
  optionalId: Type.Optional(ManagementId),
  name: NameText(),
  type: PaymentMethodType,
  holdInvoiceCreation: Type.Optional(Type.Boolean({ description: 'default false' })),
});
export const CreatePaymentMethodResponse = Message({ paymentMethod: PaymentMethod });

export default defineRpc({
  path: '/v1/paymentmethod/create',
  method: 'POST',
  summary: 'Create a payment method (extension)',
  description: 'type is required (TYPE_UNSPECIFIED is refused). optionalId is unique per tenant (ALREADY_EXISTS otherwise).',
  tags: ['paymentmethod'],
  input: CreatePaymentMethodRequest,
  output: CreatePaymentMethodResponse,
  handler: async (ctx, input) => ({ paymentMethod: presentPaymentMethod(await createPaymentMethod(ctx, input)) }),
});
