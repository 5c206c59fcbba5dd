/** A customer's billing profile as the domain's value (docs/invoices.md "The billing profile"). */
import { DEFAULT_BILLING_PROFILE, HOLIDAY_RULES, INVOICINGS, SEND_METHODS, type BillingProfile } from '../../domain';
import type { ProfileRow } from '../../db/repos/invoice.billing.repo';

const pick = <T extends string>(values: readonly T[], stored: string, fallback: T): T => values.find((v) => v === stored) ?? fallback;

export function profileOf(row: Omit<ProfileRow, 'id'>): BillingProfile {
  return {
    invoicing: pick(INVOICINGS, row.invoicing, DEFAULT_BILLING_PROFILE.invoicing),
    closingDay: row.closing_day,
    holidayRule: pick(HOLIDAY_RULES, row.holiday_rule, DEFAULT_BILLING_PROFILE.holidayRule),
    sendMethod: pick(SEND_METHODS, row.send_method, DEFAULT_BILLING_PROFILE.sendMethod),
    recipientStaffIds: row.recipient_staff_ids,
  };
}
