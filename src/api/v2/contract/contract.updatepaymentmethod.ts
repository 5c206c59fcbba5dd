import { defineRpc } from '../../rpc';
import { Id, ManagementId, Message, Type } from '../../schema';
import { updatePaymentMethod } from '../../../services/contract';
import { presentContractV2 } from './contract.present';
import { ContractV2 } from './contract.schema';

export const UpdatePaymentMethodRequest = Message({
  contractId: Type.Optional(Id),
  contractOptionalId: Type.Optional(ManagementId),
  paymentMethodId: Type.Optional(Id),
  paymentMethodOptionalId: Type.Optional(ManagementId),
});
export const UpdatePaymentMethodResponse = Message({ contract: ContractV2 });

export default defineRpc({
  path: '/v2/contract/updatepaymentmethod',
  method: 'POST',
  summary: 'Change the payment method of a contract',
  description:
    'Contract by contractId or contractOptionalId; payment method by paymentMethodId or paymentMethodOptionalId. Applies to billings made from now on.',
  tags: ['contract'],
  input: UpdatePaymentMethodRequest,
  output: UpdatePaymentMethodResponse,
  handler: async (ctx, input) => {
    const ref = { id: input.contractId, optionalId: input.contractOptionalId, fields: ['contractId', 'contractOptionalId'] as const };
    const record = await updatePaymentMethod(ctx, ref, { id: input.paymentMethodId, optionalId: input.paymentMethodOptionalId });
    return { contract: presentContractV2(record) };
  },
});
