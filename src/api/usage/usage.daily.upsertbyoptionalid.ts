import { defineRpc } from '../rpc';
import { decimalText } from '../wire';
import { ManagementId, Message } from '../schema';
import { businessDateIn } from '../datetime';
import { upsertUsageByContract } from '../../services/usage';
import { UsageResponse, UsageValueFields } from './usage.schema';

export const UpsertDailyUsageByOptionalIdRequest = Message({
  contractOptionalId: ManagementId,
  usageUnitOptionalId: ManagementId,
  ...UsageValueFields,
});

export default defineRpc({
  path: '/v1/usage/daily/upsertbyoptionalid',
  method: 'POST',
  summary: 'Deprecated: use /v1/usage/daily/upsertbycontractandusageunit',
  deprecated: true,
  tags: ['usage'],
  input: UpsertDailyUsageByOptionalIdRequest,
  output: UsageResponse,
  handler: async (ctx, input) => ({
    usage: await upsertUsageByContract(ctx, {
      contract: { optionalId: input.contractOptionalId },
      contractFields: ['contractOptionalId', 'contractOptionalId'],
      unit: { optionalId: input.usageUnitOptionalId },
      targetDate: businessDateIn('targetDate', input.targetDate),
      quantity: decimalText(input.quantity, 'quantity'),
    }),
  }),
});
