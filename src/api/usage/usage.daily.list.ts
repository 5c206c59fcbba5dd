import { defineRpc } from '../rpc';
import { DateTimeInput, Id, ManagementId, Message, Type, pagingFields, Named } from '../schema';
import { businessDateIn, businessDateOut, instantOut } from '../datetime';
import { keysetPaging, pageOf } from '../paging';
import type { DailyUsageRow } from '../../db/repos/usage.repo';
import { listUsage } from '../../services/usage';

export const DailyUsage = Named('DailyUsage', {
  id: Type.String(),
  contractId: Type.String(),
  contractChargeItemId: Type.String(),
  usageUnitId: Type.String(),
  targetDate: Type.String({ description: 'the JST day of the usage' }),
  quantity: Type.String(),
  recordedOn: Type.String({ description: 'the JST day the value was last written (the tenant clock)' }),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export const ListDailyUsageRequest = Message({
  ...pagingFields,
  contractId: Type.Optional(Id),
  contractOptionalId: Type.Optional(ManagementId),
  contractChargeItemId: Type.Optional(Id),
  targetDateFrom: Type.Optional(DateTimeInput),
  targetDateTo: Type.Optional(DateTimeInput),
});
export const ListDailyUsageResponse = Message({ dailyUsages: Type.Array(DailyUsage), nextPageToken: Type.String() });

const present = (u: DailyUsageRow) => ({
  id: u.id,
  contractId: u.contract_id,
  contractChargeItemId: u.contract_charge_item_id,
  usageUnitId: u.usage_unit_id,
  targetDate: businessDateOut(u.target_date),
  quantity: u.quantity,
  recordedOn: businessDateOut(u.recorded_on),
  createTime: instantOut(u.create_time),
  updateTime: instantOut(u.update_time),
});

export default defineRpc({
  path: '/v1/usage/daily/list',
  method: 'G+P',
  summary: 'List recorded daily usage',
  description:
    'Of a contract (contractId or contractOptionalId) and/or one contract charge item (one of them is required), optionally within targetDateFrom..targetDateTo (JST days, both inclusive); by day, then id; keyset paged.',
  tags: ['usage'],
  input: ListDailyUsageRequest,
  output: ListDailyUsageResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 2 });
    const rows = await listUsage(ctx, {
      contract: { id: input.contractId, optionalId: input.contractOptionalId },
      chargeItemId: input.contractChargeItemId,
      from: input.targetDateFrom === undefined ? undefined : businessDateIn('targetDateFrom', input.targetDateFrom),
      to: input.targetDateTo === undefined ? undefined : businessDateIn('targetDateTo', input.targetDateTo),
      ...(p.after ? { after: p.after } : {}),
      limit: p.pageSize,
    });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.target_date, r.id]);
    return { dailyUsages: page.items.map(present), nextPageToken: page.nextPageToken };
  },
});
