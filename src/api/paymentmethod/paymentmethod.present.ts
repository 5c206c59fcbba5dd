import type { PaymentMethodRow } from '../../db/repos/paymentmethod.repo';
import { instantOut } from '../datetime';
import type { PaymentMethod, PaymentMethodType } from './paymentmethod.schema';

export function presentPaymentMethod(p: PaymentMethodRow): PaymentMethod {
  return {
    id: p.id,
    optionalId: p.optional_id ?? '',
    name: p.name,
    type: p.type as PaymentMethodType,
    holdInvoiceCreation: p.hold_invoice_creation,
    createTime: instantOut(p.create_time),
    updateTime: instantOut(p.update_time),
  };
}
