import { defineRpc } from '../rpc';
import { decimalText } from '../wire';
import { Id, ManagementId, Message, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { upsertUsage } from '../../services/usage';
import { UsageResponse, UsageValueFields } from './usage.schema';

export const UpsertDailyUsageRequest = Message({
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  contractChargeItemId: Type.Optional(Id),
  contractChargeItemOptionalId: Type.Optional(ManagementId),
  usageUnitId: Type.Optional(Id),
  usageUnitOptionalId: Type.Optional(ManagementId),
  ...UsageValueFields,
});

export default defineRpc({
  path: '/v1/usage/daily/upsert',
  method: 'POST',
  summary: 'Create or replace the usage of one charge item and usage unit on one JST day',
  tags: ['usage'],
  input: UpsertDailyUsageRequest,
  output: UsageResponse,
  handler: async (ctx, input) => ({
    usage: await upsertUsage(ctx, {
      customer: { id: input.customerId, optionalId: input.customerOptionalId },
      chargeItem: { id: input.contractChargeItemId, optionalId: input.contractChargeItemOptionalId },
      unit: { id: input.usageUnitId, optionalId: input.usageUnitOptionalId },
      targetDate: businessDateIn('targetDate', input.targetDate),
      quantity: decimalText(input.quantity, 'quantity'),
    }),
  }),
});
