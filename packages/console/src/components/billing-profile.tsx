import { useState } from 'preact/hooks';
import type { BillingProfile, Customer, Staff } from '../api/types';
import { useEnum } from '../lib/enums';
import { useT, type Translate } from '../lib/i18n';
import type { Tenant } from '../lib/paths';
import { CustomerSection, CustomerUpdateForm, type SectionForm } from './customer-section';
import { Select } from './field';

const INVOICING: BillingProfile['invoicing'][] = ['INVOICING_PER_BILLING', 'INVOICING_MONTHLY_CLOSING'];
const HOLIDAY_RULES: BillingProfile['holidayRule'][] = [
  'HOLIDAY_RULE_NONE',
  'HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY',
  'HOLIDAY_RULE_NEXT_BUSINESS_DAY',
];
const SEND_METHODS: BillingProfile['sendMethod'][] = ['SEND_METHOD_NONE', 'SEND_METHOD_EMAIL'];
/** 0 = the month's last day (月末締め), else the day of the month (docs/invoices.md "The billing profile"). */
const CLOSING_DAYS = Array.from({ length: 29 }, (_, d) => d);

export const closingDayText = (t: Translate, d: number): string => (d === 0 ? t('monthEnd') : t('closingDayN', { day: d }));
export const staffName = (s: Staff): string => `${s.name.lastName} ${s.name.firstName}`.trim() || s.id;

function ProfileForm(props: SectionForm & { tenant: Tenant; customer: Customer; staff: Staff[] }) {
  const t = useT();
  const label = useEnum();
  const [p, setP] = useState<BillingProfile>(props.customer.billingProfile);
  const toggle = (id: string, on: boolean) =>
    setP({ ...p, recipientStaffIds: on ? [...p.recipientStaffIds, id] : p.recipientStaffIds.filter((x) => x !== id) });
  return (
    <CustomerUpdateForm {...props} label={t('billingProfile')} update={() => ({ billingProfile: p })}>
      <Select
        label={t('invoicing')}
        value={p.invoicing}
        onValue={(v) => setP({ ...p, invoicing: v as BillingProfile['invoicing'] })}
        options={INVOICING.map((v) => [v, label(v)])}
      />
      <Select
        label={t('closingDay')}
        value={String(p.closingDay)}
        onValue={(v) => setP({ ...p, closingDay: Number(v) })}
        options={CLOSING_DAYS.map((d) => [String(d), closingDayText(t, d)])}
      />
      <Select
        label={t('holidayRule')}
        value={p.holidayRule}
        onValue={(v) => setP({ ...p, holidayRule: v as BillingProfile['holidayRule'] })}
        options={HOLIDAY_RULES.map((v) => [v, label(v)])}
      />
      <Select
        label={t('sendMethod')}
        value={p.sendMethod}
        onValue={(v) => setP({ ...p, sendMethod: v as BillingProfile['sendMethod'] })}
        options={SEND_METHODS.map((v) => [v, label(v)])}
      />
      <fieldset class="checks">
        <legend>{t('recipients')}</legend>
        {props.staff.length === 0 && <span class="hint">{t('noStaff')}</span>}
        {props.staff.map((s) => (
          <label class="check">
            <input type="checkbox" checked={p.recipientStaffIds.includes(s.id)} onChange={(e) => toggle(s.id, e.currentTarget.checked)} />
            {staffName(s)}
          </label>
        ))}
        <span class="hint">{t('recipientsHint')}</span>
      </fieldset>
    </CustomerUpdateForm>
  );
}

/** A customer's billing profile: how its billings become invoices; "Edit" opens the form, "Save" sends every field. */
export function BillingProfileSection(props: { tenant: Tenant; customer: Customer; staff: Staff[]; onSaved: (c: Customer) => void }) {
  const t = useT();
  const label = useEnum();
  const p = props.customer.billingProfile;
  const names = p.recipientStaffIds.map((id) => {
    const s = props.staff.find((x) => x.id === id);
    return s ? staffName(s) : id;
  });
  return (
    <CustomerSection
      testId="billing-profile"
      editLabel={t('edit')}
      onSaved={props.onSaved}
      form={(done) => <ProfileForm {...props} {...done} />}
      facts={[
        [t('invoicing'), label(p.invoicing)],
        [t('closingDay'), closingDayText(t, p.closingDay)],
        [t('holidayRule'), label(p.holidayRule)],
        [t('sendMethod'), label(p.sendMethod)],
        [t('recipients'), names.length ? names.join(', ') : t('recipientsDefault')],
      ]}
    />
  );
}
