import { defineRpc } from '../../rpc';
import { Id, Message } from '../../schema';
import { getMailSettings } from '../../../services/delivery';
import { MailSettingsMessage, presentMailSettings } from './admin.mail.schema';

export const MailSettingsResponse = Message({ mailSettings: MailSettingsMessage });

export default defineRpc({
  path: '/admin/v1/provider/getmailsettings',
  method: 'POST',
  auth: 'operator',
  permission: 'platform',
  tags: ['admin'],
  summary: "A provider's mail settings: sender, reminder steps, templates (docs/delivery.md)",
  input: Message({ providerId: Id }),
  output: MailSettingsResponse,
  handler: async (ctx, input) => ({ mailSettings: presentMailSettings(await getMailSettings(ctx.db, input.providerId)) }),
});
