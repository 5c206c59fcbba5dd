import { defineRpc } from '../rpc';
import { decimalText } from '../wire';
import { Id, ManagementId, Message, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { upsertUsageByContract } from '../../services/usage';
import { UsageResponse, UsageValueFields } from './usage.schema';

export const UpsertDailyUsageByContractAndUsageUnitRequest = Message({
  contractId: Type.Optional(Id),
  contractOptionalId: Type.Optional(ManagementId),
  usageUnitId: Type.Optional(Id),
  usageUnitOptionalId: Type.Optional(ManagementId),
  ...UsageValueFields,
});

export default defineRpc({
  path: '/v1/usage/daily/upsertbycontractandusageunit',
  method: 'POST',
  summary: "Create or replace a day's usage of the contract's charge item that uses the usage unit",
  tags: ['usage'],
  input: UpsertDailyUsageByContractAndUsageUnitRequest,
  output: UsageResponse,
  handler: async (ctx, input) => ({
    usage: await upsertUsageByContract(ctx, {
      contract: { id: input.contractId, optionalId: input.contractOptionalId },
      contractFields: ['contractId', 'contractOptionalId'],
      unit: { id: input.usageUnitId, optionalId: input.usageUnitOptionalId },
      targetDate: businessDateIn('targetDate', input.targetDate),
      quantity: decimalText(input.quantity, 'quantity'),
    }),
  }),
});
