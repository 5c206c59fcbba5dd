import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { getUsageUnit } from '../../services/catalog';
import { presentUsageUnit } from './usageunit.present';
import { UsageUnit } from './usageunit.schema';

export const GetUsageUnitRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
});
export const GetUsageUnitResponse = Message({ usageUnit: UsageUnit });

export default defineRpc({
  path: '/v1/usageunit/get',
  method: 'G+P',
  summary: 'Get a usage unit',
  description: 'By id or optionalId (management id); both given must name the same usage unit.',
  tags: ['usageunit'],
  input: GetUsageUnitRequest,
  output: GetUsageUnitResponse,
  handler: async (ctx, input) => ({ usageUnit: presentUsageUnit(await getUsageUnit(ctx, input)) }),
});
