/** The billing profile on the wire ↔ the domain's (docs/invoices.md "The billing profile"). */
import type { BillingProfile as DomainProfile, HolidayRule, Invoicing, SendMethod } from '../../domain';
import type { CustomerRow } from '../../db/repos/customer.repo';
import type { BillingProfile, BillingProfileIn } from './customer.schema';

const strip = <T extends string>(prefix: string, value: string | undefined): T | undefined =>
  value === undefined || value.endsWith('_UNSPECIFIED') ? undefined : (value.slice(prefix.length) as T);

/** A request's profile as a patch: absent and _UNSPECIFIED fields are left out. */
export function billingProfileIn(p: BillingProfileIn | undefined): Partial<DomainProfile> | undefined {
  if (!p) return undefined;
  const invoicing = strip<Invoicing>('INVOICING_', p.invoicing);
  const holidayRule = strip<HolidayRule>('HOLIDAY_RULE_', p.holidayRule);
  const sendMethod = strip<SendMethod>('SEND_METHOD_', p.sendMethod);
  return {
    ...(invoicing ? { invoicing } : {}),
    ...(p.closingDay !== undefined ? { closingDay: p.closingDay } : {}),
    ...(holidayRule ? { holidayRule } : {}),
    ...(sendMethod ? { sendMethod } : {}),
    ...(p.recipientStaffIds !== undefined ? { recipientStaffIds: p.recipientStaffIds } : {}),
  };
}

export function presentBillingProfile(c: CustomerRow): BillingProfile {
  return {
    invoicing: `INVOICING_${c.invoicing}` as BillingProfile['invoicing'],
    closingDay: c.closing_day,
    holidayRule: `HOLIDAY_RULE_${c.holiday_rule}` as BillingProfile['holidayRule'],
    sendMethod: `SEND_METHOD_${c.send_method}` as BillingProfile['sendMethod'],
    recipientStaffIds: c.recipient_staff_ids,
  };
}
