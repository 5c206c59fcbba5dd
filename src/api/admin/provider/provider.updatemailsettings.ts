import { defineRpc } from '../../rpc';
import { Id, Message } from '../../schema';
import { updateMailSettings } from '../../../services/delivery';
import { MailSettingsInput, presentMailSettings } from './admin.mail.schema';
import { MailSettingsResponse } from './provider.getmailsettings';

export default defineRpc({
  path: '/admin/v1/provider/updatemailsettings',
  method: 'POST',
  auth: 'operator',
  permission: 'platform',
  write: true,
  tags: ['admin'],
  summary: "Change a provider's mail settings",
  description:
    'Only the fields given change. A template naming a placeholder that does not exist is refused (INVALID_ARGUMENT naming templates.<kind>.<part>); addresses must be e-mail addresses; reminder steps are unique whole days.',
  input: Message({ providerId: Id, ...MailSettingsInput }),
  output: MailSettingsResponse,
  handler: async (ctx, input) => {
    const { providerId, templates, ...rest } = input;
    const settings = await updateMailSettings(ctx.db, providerId, {
      ...rest,
      ...(templates ? { templates: Object.fromEntries(Object.entries(templates).filter(([, v]) => v !== undefined)) } : {}),
    });
    return { mailSettings: presentMailSettings(settings) };
  },
});
