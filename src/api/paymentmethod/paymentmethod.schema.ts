import { Enum, Type, type Static, Named } from '../schema';

export const PaymentMethodType = Enum([
  'TYPE_UNSPECIFIED',
  'TYPE_BANK_TRANSFER',
  'TYPE_CREDIT_CARD',
  'TYPE_DIRECT_DEBIT',
  'TYPE_CONVENIENCE_STORE',
  'TYPE_OTHER',
]);
export type PaymentMethodType = Static<typeof PaymentMethodType>;

export const PaymentMethod = Named('PaymentMethod', {
  id: Type.String(),
  optionalId: Type.String({ description: 'management id; empty when none' }),
  name: Type.String(),
  type: PaymentMethodType,
  holdInvoiceCreation: Type.Boolean({ description: 'new billings paid by this method start in HOLD_INVOICE_CREATION' }),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type PaymentMethod = Static<typeof PaymentMethod>;
