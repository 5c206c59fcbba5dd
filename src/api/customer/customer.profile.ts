/** The billing profile on the wire ↔ the domain's (docs/invoices.md "The billing profile"). */
import type { BillingProfile as DomainProfile, HolidayRule, Invoicing, SendMethod } from '../../domain';
import type { CustomerRow } from '../../db/repos/customer.repo';
import type { MandateJson } from '../../db/schema/customers';
import { invalidField } from '../../lib/errors';
import type { BillingProfile, BillingProfileIn, DirectDebitMandate, DirectDebitMandateIn } from './customer.schema';

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

/** A request's mandate: undefined = unchanged, null = remove (every field ""), else all fields given. */
export function mandateIn(m: DirectDebitMandateIn | undefined): MandateJson | null | undefined {
  if (!m) return undefined;
  const { accountType, ...texts } = m;
  if (Object.values(texts).every((v) => v === '') && accountType === 'ACCOUNT_TYPE_UNSPECIFIED') return null;
  for (const [field, v] of Object.entries(texts))
    if (v === '') throw invalidField(`directDebitMandate.${field}`, 'is required (or leave every field "" to remove the mandate)');
  if (accountType === 'ACCOUNT_TYPE_UNSPECIFIED') throw invalidField('directDebitMandate.accountType', 'is required');
  return { ...texts, accountType: accountType === 'ACCOUNT_TYPE_CURRENT' ? 'CURRENT' : 'ORDINARY' };
}

export function presentMandate(m: MandateJson | null): DirectDebitMandate {
  if (!m)
    return { bankCode: '', branchCode: '', accountType: 'ACCOUNT_TYPE_UNSPECIFIED', accountNumber: '', holderName: '', customerNumber: '' };
  return { ...m, accountType: `ACCOUNT_TYPE_${m.accountType}` };
}
