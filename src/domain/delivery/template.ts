/**
 * Mail templates (docs/delivery.md "Templates"): a subject and a body per kind of message, with
 * placeholders written `{{name}}`. Only the names of PLACEHOLDERS exist; a template naming another is
 * refused when it is saved, so a message never goes out with a hole in it.
 */

export type MailKind = 'INVOICE' | 'REMINDER' | 'CREDIT_NOTE';
export const MAIL_KINDS: readonly MailKind[] = ['INVOICE', 'REMINDER', 'CREDIT_NOTE'];

/** Every placeholder, with what it is replaced by (the documentation of docs/delivery.md). */
export const PLACEHOLDERS = {
  customerName: 'the customer’s name',
  staffName: 'the recipients’ names (the staff the message is addressed to), "様" not included',
  providerName: 'the provider’s name (its legal name when set)',
  invoiceNumber: 'the invoice number',
  issueDate: 'the issue date (2031年4月1日)',
  dueDate: 'the due date (2031年4月30日)',
  total: 'the invoice total with tax (¥11,000)',
  balance: 'what is still to pay (¥11,000)',
  bankAccount: 'the bank account text of the invoice (振込先)',
  portalUrl: 'the link to the customer page of the invoice',
  daysOverdue: 'days past the due date (0 before it; reminders)',
  overdueSummary: 'a line naming what is overdue: number, balance, due date (reminders)',
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;
export type TemplateValues = Record<Placeholder, string>;

export interface MailTemplate {
  subject: string;
  body: string;
}

/** Limits on a template's parts (characters). */
export const TEMPLATE_LIMITS = { subject: 200, body: 10_000 } as const;

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is Placeholder => Object.prototype.hasOwnProperty.call(PLACEHOLDERS, name);

/** The placeholder names a text uses that do not exist, in order of appearance, each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const m of text.matchAll(TOKEN)) if (!isPlaceholder(m[1]!)) unknown.add(m[1]!);
  return [...unknown];
}

/** A header value on one line: line breaks and other control characters become spaces. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** Fills the placeholders (an unknown one stays as written; saving refuses it first). */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(TOKEN, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}

/** The message of a template: the subject on one line (no header can be injected through a value), the body as filled. */
export function renderMail(template: MailTemplate, values: TemplateValues): MailTemplate {
  return { subject: oneLine(fillTemplate(template.subject, values)), body: fillTemplate(template.body, values) };
}

/** The templates a provider starts with (Japanese business mail). */
export const DEFAULT_TEMPLATES: Record<MailKind, MailTemplate> = {
  INVOICE: {
    subject: '【請求書送付】{{invoiceNumber}} {{providerName}}',
    body: [
      '{{customerName}}',
      '{{staffName}} 様',
      '',
      'いつもお世話になっております。{{providerName}}です。',
      '請求書（{{invoiceNumber}}）を送付いたします。添付のPDFをご確認ください。',
      '',
      'ご請求金額: {{total}}',
      'お支払期限: {{dueDate}}',
      'お振込先: {{bankAccount}}',
      '',
      '請求書の確認とダウンロードは次のページからもできます。',
      '{{portalUrl}}',
      '',
      '何卒よろしくお願い申し上げます。',
    ].join('\n'),
  },
  REMINDER: {
    subject: '【お支払いのお願い】{{invoiceNumber}} {{providerName}}',
    body: [
      '{{customerName}}',
      '{{staffName}} 様',
      '',
      'いつもお世話になっております。{{providerName}}です。',
      '下記の請求書のお支払いについてご案内いたします。',
      '',
      '{{overdueSummary}}',
      '',
      'お振込先: {{bankAccount}}',
      '請求書の確認とダウンロード: {{portalUrl}}',
      '',
      '本状と行き違いでお支払いいただいている場合は、ご容赦ください。',
      '何卒よろしくお願い申し上げます。',
    ].join('\n'),
  },
  CREDIT_NOTE: {
    subject: '【返還請求書送付】{{invoiceNumber}} {{providerName}}',
    body: [
      '{{customerName}}',
      '{{staffName}} 様',
      '',
      'いつもお世話になっております。{{providerName}}です。',
      '返還請求書（{{invoiceNumber}}）を送付いたします。添付のPDFをご確認ください。',
      '',
      '金額: {{total}}',
      '{{portalUrl}}',
    ].join('\n'),
  },
};

/**
 * A deliverable address: the WHATWG form of an e-mail address (dot-atom local part, a domain of
 * labels). Narrower than what a staff record may hold, so nothing that reads as several addresses or
 * a header (`,`, `;`, `<`, quotes, line breaks) reaches the mail.
 */
const MAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isMailAddress(text: string): boolean {
  return text.length <= 254 && MAIL_ADDRESS.test(text);
}
