import { defineRpc } from '../rpc';
import { Message } from '../schema';
import { updateSettings, type CollectionSettings } from '../../services/collections';
import { CollectionSettingsIn, CollectionSettingsMsg } from './collectionsettings.schema';
import { presentSettings } from './collectionsettings.get';

export const UpdateSettingsRequest = CollectionSettingsIn;
export const UpdateSettingsResponse = Message({ settings: CollectionSettingsMsg });

export default defineRpc({
  path: '/v1/collectionsettings/update',
  method: 'PATCH',
  summary: 'Update the collection settings (extension)',
  description: 'Partial: fields present replace, absent ones stay (docs/collections.md "Settings").',
  tags: ['collectionsettings'],
  input: UpdateSettingsRequest,
  output: UpdateSettingsResponse,
  handler: async (ctx, input) => {
    const { transferFeeTreatment, accountType, ...rest } = input;
    const patch: Partial<CollectionSettings> = { ...rest };
    if (transferFeeTreatment && transferFeeTreatment !== 'FEE_UNSPECIFIED')
      patch.transferFeeTreatment = transferFeeTreatment === 'FEE_AS_DISCOUNT' ? 'DISCOUNT' : 'EXPENSE';
    if (accountType && accountType !== 'ACCOUNT_TYPE_UNSPECIFIED')
      patch.accountType = accountType === 'ACCOUNT_TYPE_CURRENT' ? 'CURRENT' : 'ORDINARY';
    return { settings: presentSettings(await updateSettings(ctx, patch)) };
  },
});
