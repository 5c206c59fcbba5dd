/**
 * A provider's mail settings as the console edits them (docs/delivery.md "Settings"): the sender, the
 * reply-to address, the reminder steps, and each kind's template — its own, or the default.
 */
import { DEFAULT_REMINDER_DAYS, DEFAULT_TEMPLATES, MAIL_KINDS, type MailKind, type MailTemplate } from '../../domain';
import type { Queryable } from '../../db/db';
import { providerMailSettings } from '../../db/repos/mail.repo';
import { notFound } from '../../lib/errors';
import { updateProviderSettings, type MailTemplateKey } from '../platform';
import { TEMPLATE_KEY } from './compose';

export interface MailSettings {
  mailFrom: string;
  mailReplyTo: string;
  reminderDays: number[];
  templates: Record<MailTemplateKey, MailTemplate & { custom: boolean }>;
}

export async function getMailSettings(db: Queryable, providerId: string): Promise<MailSettings> {
  const p = await providerMailSettings(db, providerId);
  if (!p) throw notFound('provider');
  const templates = Object.fromEntries(
    MAIL_KINDS.map((kind: MailKind) => {
      const key = TEMPLATE_KEY[kind];
      const own = p.mail_templates[key];
      return [key, { ...(own ?? DEFAULT_TEMPLATES[kind]), custom: own !== undefined }];
    }),
  ) as MailSettings['templates'];
  return { mailFrom: p.mail_from, mailReplyTo: p.mail_reply_to, reminderDays: p.reminder_days ?? [...DEFAULT_REMINDER_DAYS], templates };
}

export interface MailSettingsUpdate {
  mailFrom?: string;
  mailReplyTo?: string;
  reminderDays?: number[];
  /** A kind's new template; null puts the default back. */
  templates?: Partial<Record<MailTemplateKey, MailTemplate | null>>;
}

export async function updateMailSettings(db: Queryable, providerId: string, u: MailSettingsUpdate): Promise<MailSettings> {
  const updated = await updateProviderSettings(db, providerId, {
    ...(u.mailFrom !== undefined ? { mailFrom: u.mailFrom } : {}),
    ...(u.mailReplyTo !== undefined ? { mailReplyTo: u.mailReplyTo } : {}),
    ...(u.reminderDays !== undefined ? { reminderDays: u.reminderDays } : {}),
    ...(u.templates !== undefined ? { mailTemplates: u.templates } : {}),
  });
  if (!updated) throw notFound('provider');
  return getMailSettings(db, providerId);
}
