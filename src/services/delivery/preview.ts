/**
 * A template's preview (the console's template editor): the message it makes for a sample invoice,
 * or the field naming an unknown placeholder, as saving would refuse it.
 */
import {
  DEFAULT_TEMPLATES,
  PLACEHOLDERS,
  renderMail,
  unknownPlaceholders,
  type MailKind,
  type MailTemplate,
  type TemplateValues,
} from '../../domain';
import { invalidField } from '../../lib/errors';

export const SAMPLE_VALUES: TemplateValues = {
  customerName: '株式会社サンプル商事',
  staffName: '山田 太郎',
  providerName: '株式会社ビリング',
  invoiceNumber: 'INV-00000042',
  issueDate: '2031年4月1日',
  dueDate: '2031年4月30日',
  total: '¥11,000',
  balance: '¥11,000',
  bankAccount: 'みずほ銀行 本店 普通 1234567 カ）ビリング',
  portalUrl: 'https://billing.example.com/portal/…',
  daysOverdue: '7',
  overdueSummary: '請求書番号 INV-00000042　未払残高 ¥11,000　お支払期限 2031年4月30日（7日経過）',
};

export function previewMail(kind: MailKind, template: MailTemplate | undefined): MailTemplate {
  const t = template ?? DEFAULT_TEMPLATES[kind];
  for (const part of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(t[part]);
    if (unknown.length > 0)
      throw invalidField(
        part,
        `unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(', ')}; known: ${Object.keys(PLACEHOLDERS).join(', ')}`,
      );
  }
  return renderMail(t, SAMPLE_VALUES);
}
