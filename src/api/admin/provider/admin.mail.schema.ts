import { Named, Type, type Static } from '../../schema';
import { PLACEHOLDERS, REMINDER_LIMITS, TEMPLATE_LIMITS } from '../../../domain';
import type { MailSettings } from '../../../services/delivery';

const template = (custom: boolean) =>
  Named(custom ? 'MailTemplate' : 'MailTemplateInput', {
    subject: Type.String({ maxLength: TEMPLATE_LIMITS.subject, description: 'the subject; placeholders as {{name}}' }),
    body: Type.String({ maxLength: TEMPLATE_LIMITS.body, description: 'the plain-text body; placeholders as {{name}}' }),
    ...(custom ? { custom: Type.Boolean({ description: "the provider's own (false: the default)" }) } : {}),
  });

/** A provider's mail settings (docs/delivery.md "Settings"). */
export const MailSettingsMessage = Named('MailSettings', {
  mailFrom: Type.String({ description: 'the sender address; "" = the server default (MAIL_FROM)' }),
  mailReplyTo: Type.String({ description: 'the reply-to address; "" = none' }),
  reminderDays: Type.Array(Type.Integer(), { description: 'reminder steps, days relative to the due date (-3 = three days before)' }),
  templates: Named('MailTemplates', { invoice: template(true), reminder: template(true), creditNote: template(true) }),
  placeholders: Type.Array(Named('MailPlaceholder', { name: Type.String(), description: Type.String() })),
});

const templateIn = template(false);
const nullable = Type.Optional(Type.Union([templateIn, Type.Null()], { description: 'a new template; null puts the default back' }));

export const MailSettingsInput = {
  mailFrom: Type.Optional(Type.String({ maxLength: 254, description: 'an e-mail address or ""' })),
  mailReplyTo: Type.Optional(Type.String({ maxLength: 254, description: 'an e-mail address or ""' })),
  reminderDays: Type.Optional(
    Type.Array(Type.Integer({ minimum: -REMINDER_LIMITS.days, maximum: REMINDER_LIMITS.days }), { maxItems: REMINDER_LIMITS.steps }),
  ),
  templates: Type.Optional(Named('MailTemplatesInput', { invoice: nullable, reminder: nullable, creditNote: nullable })),
};

export const presentMailSettings = (s: MailSettings): Static<typeof MailSettingsMessage> => ({
  ...s,
  placeholders: Object.entries(PLACEHOLDERS).map(([name, description]) => ({ name, description })),
});
