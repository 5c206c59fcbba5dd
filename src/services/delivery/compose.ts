/**
 * What one message says (docs/delivery.md "Templates"): the provider's template of its kind (or the
 * default), filled with the invoice's values; the subject on one line; the sender's name encoded by
 * the mailer. The values are the invoice's as fixed at issue (issuer, recipient), its figures now.
 */
import {
  DEFAULT_TEMPLATES,
  daysOverdue,
  dec,
  formatDecimal,
  oneLine,
  renderMail,
  type LocalDate,
  type MailKind,
  type MailTemplate,
  type TemplateValues,
} from '../../domain';
import { japaneseDate, yen } from '../../domain/invoice/document';
import type { InvoiceRow } from '../../db/repos/invoice.repo';
import type { MailTemplatesJson } from '../../db/schema/platform';

/** The key of a kind in the stored templates (and on the wire). */
export const TEMPLATE_KEY: Record<MailKind, 'invoice' | 'reminder' | 'creditNote'> = {
  INVOICE: 'invoice',
  REMINDER: 'reminder',
  CREDIT_NOTE: 'creditNote',
};

export function templateOf(stored: MailTemplatesJson, kind: MailKind): MailTemplate {
  return stored[TEMPLATE_KEY[kind]] ?? DEFAULT_TEMPLATES[kind];
}

export const balanceOfRow = (invoice: Pick<InvoiceRow, 'total' | 'paid_amount'>): string =>
  formatDecimal(dec(invoice.total).minus(dec(invoice.paid_amount)));

/** The placeholders' values for an invoice on `today` (the tenant's day). */
export function valuesOf(invoice: InvoiceRow, o: { staffNames: readonly string[]; portalUrl: string; today: LocalDate }): TemplateValues {
  const due = invoice.due_date as LocalDate;
  const late = daysOverdue(due, o.today);
  const balance = yen(balanceOfRow(invoice));
  return {
    customerName: invoice.recipient.customerName,
    staffName: o.staffNames.filter((n) => n !== '').join('、') || invoice.recipient.staffName || 'ご担当者',
    providerName: invoice.issuer.legalName || invoice.issuer.name,
    invoiceNumber: invoice.invoice_number,
    issueDate: japaneseDate(invoice.issue_date),
    dueDate: japaneseDate(invoice.due_date),
    total: yen(invoice.total),
    balance,
    bankAccount: invoice.issuer.bankAccount,
    portalUrl: o.portalUrl,
    daysOverdue: String(late),
    overdueSummary: `請求書番号 ${invoice.invoice_number}\u3000未払残高 ${balance}\u3000お支払期限 ${japaneseDate(invoice.due_date)}${
      late > 0 ? `（${late}日経過）` : '（期限前のご案内）'
    }`,
  };
}

/** The message of a kind for an invoice: subject and body. */
export function composeMail(stored: MailTemplatesJson, kind: MailKind, values: TemplateValues): MailTemplate {
  return renderMail(templateOf(stored, kind), values);
}

/** The sender's display name: the issuer's name, on one line. */
export const senderName = (invoice: InvoiceRow): string => oneLine(invoice.issuer.legalName || invoice.issuer.name);
