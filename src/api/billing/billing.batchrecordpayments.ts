import { defineRpc } from '../rpc';
import { DateTimeInput, DecimalIn, Enum, ManagementId, Message, Type, Named } from '../schema';
import { businessDateIn } from '../datetime';
import { invalidField } from '../../lib/errors';
import { decimalText } from '../wire';
import { batchRecordPayments } from '../../services/billing';
import { BatchError, BatchSummary } from './billing.schema';

export const PaymentInformation = Named('PaymentInformation', {
  billingId: Type.String({ maxLength: 64 }),
  amount: DecimalIn,
  paymentDate: DateTimeInput,
  optionalId: Type.Optional(ManagementId),
  type: Type.Optional(Enum(['TYPE_UNSPECIFIED', 'TYPE_PAYMENT', 'TYPE_REFUND'])),
  memo: Type.Optional(Type.String({ maxLength: 1000 })),
});
export const BatchRecordPaymentsRequest = Message({ payments: Type.Array(PaymentInformation, { minItems: 1, maxItems: 1000 }) });
export const BatchRecordPaymentsResponse = Message({ summary: BatchSummary, errors: Type.Array(BatchError) });

export default defineRpc({
  path: '/v1/billing/batchrecordpayments',
  method: 'POST',
  summary: 'Record payments (or refunds) for several billings',
  description:
    'A payment with an optionalId already recorded is not recorded again. Overpayment and refused transitions are per-row errors; a billing on an invoice takes no more than the invoice’s balance, earlier rows of the batch counted (per-row FAILED_PRECONDITION, message OVERPAYMENT: …).',
  tags: ['billing'],
  input: BatchRecordPaymentsRequest,
  output: BatchRecordPaymentsResponse,
  handler: async (ctx, input) => {
    const payments = input.payments.map((p, i) => {
      const amount = decimalText(p.amount, `payments[${i}].amount`);
      // JPY has no minor unit and every billing total is whole yen: a fraction of a yen is a client error.
      if (!/^[1-9][0-9]*(\.0+)?$/.test(amount)) throw invalidField(`payments[${i}].amount`, 'must be a whole number of yen > 0');
      return {
        billingId: p.billingId,
        amount,
        paymentDate: businessDateIn(`payments[${i}].paymentDate`, p.paymentDate),
        optionalId: p.optionalId ?? null,
        type: p.type === 'TYPE_REFUND' ? ('REFUND' as const) : ('PAYMENT' as const),
        memo: p.memo ?? '',
      };
    });
    return batchRecordPayments(ctx, payments);
  },
});
