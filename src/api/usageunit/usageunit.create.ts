import { defineRpc } from '../rpc';
import { ManagementId, Message, NameText, Text, Type } from '../schema';
import { createUsageUnit } from '../../services/catalog';
import { presentUsageUnit } from './usageunit.present';
import { UsageUnit } from './usageunit.schema';

export const CreateUsageUnitRequest = Message({
  optionalId: Type.Optional(ManagementId),
  name: NameText(),
  description: Type.Optional(Text(2000)),
});
export const CreateUsageUnitResponse = Message({ usageUnit: UsageUnit });

export default defineRpc({
  path: '/v1/usageunit/create',
  method: 'POST',
  summary: 'Create a usage unit (extension)',
  description: 'A unit daily usage is recorded in (API calls, GB, seats…). optionalId is unique per tenant (ALREADY_EXISTS otherwise).',
  tags: ['usageunit'],
  input: CreateUsageUnitRequest,
  output: CreateUsageUnitResponse,
  handler: async (ctx, input) => ({ usageUnit: presentUsageUnit(await createUsageUnit(ctx, input)) }),
});
