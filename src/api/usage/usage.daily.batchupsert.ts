import { defineRpc } from '../rpc';
import { Message, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { decimalText } from '../wire';
import { batchUpsertUsage } from '../../services/usage';
import { BatchError, BatchSummary } from '../billing/billing.schema';
import { UpsertDailyUsageRequest } from './usage.daily.upsert';

export const BatchUpsertDailyUsageRequest = Message({ items: Type.Array(UpsertDailyUsageRequest, { minItems: 1, maxItems: 1000 }) });
export const BatchUpsertDailyUsageResponse = Message({ summary: BatchSummary, errors: Type.Array(BatchError) });

export default defineRpc({
  path: '/v1/usage/daily/batchupsert',
  method: 'POST',
  summary: 'Create or replace up to 1,000 daily usage values in one request',
  description:
    'Each item is a /v1/usage/daily/upsert request and follows its rules; an item that breaks one is reported in errors (index, the charge item it named, code, message) and not written, the others are. One transaction; items of the same charge item, usage unit and day apply in order (the last valid one wins).',
  tags: ['usage'],
  input: BatchUpsertDailyUsageRequest,
  output: BatchUpsertDailyUsageResponse,
  handler: async (ctx, input) =>
    batchUpsertUsage(
      ctx,
      input.items.map((item, i) => ({
        customer: { id: item.customerId, optionalId: item.customerOptionalId },
        chargeItem: { id: item.contractChargeItemId, optionalId: item.contractChargeItemOptionalId },
        unit: { id: item.usageUnitId, optionalId: item.usageUnitOptionalId },
        targetDate: businessDateIn(`items[${i}].targetDate`, item.targetDate),
        quantity: decimalText(item.quantity, `items[${i}].quantity`),
      })),
    ),
});
