import { defineRpc } from '../rpc';
import { Message } from '../schema';
import { getSettings, type CollectionSettings } from '../../services/collections';
import { CollectionSettingsMsg } from './collectionsettings.schema';
import type { Static } from '../schema';

export function presentSettings(s: CollectionSettings): Static<typeof CollectionSettingsMsg> {
  return {
    ...s,
    transferFeeTreatment: s.transferFeeTreatment === 'DISCOUNT' ? 'FEE_AS_DISCOUNT' : 'FEE_AS_EXPENSE',
    accountType: s.accountType === 'CURRENT' ? 'ACCOUNT_TYPE_CURRENT' : 'ACCOUNT_TYPE_ORDINARY',
  };
}

export const GetSettingsRequest = Message({});
export const GetSettingsResponse = Message({ settings: CollectionSettingsMsg });

export default defineRpc({
  path: '/v1/collectionsettings/get',
  method: 'G+P',
  summary: 'Get the collection settings: transfer fee, consignor (extension)',
  tags: ['collectionsettings'],
  input: GetSettingsRequest,
  output: GetSettingsResponse,
  handler: async (ctx) => ({ settings: presentSettings(await getSettings(ctx)) }),
});
