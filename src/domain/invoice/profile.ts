/** A customer's billing profile (docs/invoices.md "The billing profile"): how its billings become invoices. */
import type { HolidayRule } from '../businessday';
import type { Invoicing } from './issue';

export type SendMethod = 'NONE' | 'EMAIL';
export const SEND_METHODS: readonly SendMethod[] = ['NONE', 'EMAIL'];
export const INVOICINGS: readonly Invoicing[] = ['PER_BILLING', 'MONTHLY_CLOSING'];

export interface BillingProfile {
  invoicing: Invoicing;
  /** 1..28, or 0 for the month's last day; used by monthly closing. */
  closingDay: number;
  holidayRule: HolidayRule;
  sendMethod: SendMethod;
  /** Staff whose e-mail address receives the invoices; empty = each contract's billing staff. */
  recipientStaffIds: readonly string[];
}

export const DEFAULT_BILLING_PROFILE: BillingProfile = {
  invoicing: 'PER_BILLING',
  closingDay: 0,
  holidayRule: 'NONE',
  sendMethod: 'NONE',
  recipientStaffIds: [],
};

export const MAX_CLOSING_DAY = 28;
