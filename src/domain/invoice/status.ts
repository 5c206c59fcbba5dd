/**
 * An invoice's status follows from its figures (docs/invoices.md "Statuses"), recomputed whenever one of
 * them changes: a payment, a refund, the due date passing (the daily sweep), a send, a void.
 */
import type { LocalDate } from '../calendar';
import { dec, type DecimalInput } from '../money';

export type InvoiceStatus = 'ISSUED' | 'SENT' | 'PARTIALLY_PAID' | 'PAID' | 'OVERDUE' | 'VOID' | 'CREDIT';

export interface InvoiceState {
  voided: boolean;
  total: DecimalInput;
  paid: DecimalInput;
  dueDate: LocalDate;
  /** The tenant's today (JST). */
  today: LocalDate;
  /** The invoice has been sent to the customer. */
  sent: boolean;
}

/**
 * VOID once voided; CREDIT when the total is below zero (a return invoice: nothing to collect); PAID once
 * what was paid covers the total (a zero invoice is paid); OVERDUE after the due date while a balance
 * remains; PARTIALLY_PAID; SENT; else ISSUED.
 */
export function invoiceStatus(s: InvoiceState): InvoiceStatus {
  if (s.voided) return 'VOID';
  const total = dec(s.total);
  if (total.isNegative()) return 'CREDIT';
  const paid = dec(s.paid);
  if (paid.greaterThanOrEqualTo(total)) return 'PAID';
  if (s.today > s.dueDate) return 'OVERDUE';
  if (paid.greaterThan(0)) return 'PARTIALLY_PAID';
  return s.sent ? 'SENT' : 'ISSUED';
}
