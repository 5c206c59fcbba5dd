import { useCan } from '../lib/permissions';
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { BillingProfile, Customer, Staff } from '../api/types';
import { useEnum } from '../lib/enums';
import { useT, type Translate } from '../lib/i18n';
import { scope, type Tenant } from '../lib/paths';
import { Select } from './field';
import { ErrorBox } from './status';
import { Facts } from './table';

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

function ProfileForm(props: { tenant: Tenant; customer: Customer; staff: Staff[]; onSaved: (c: Customer) => void; onCancel: () => void }) {
  const t = useT();
  const label = useEnum();
  const [p, setP] = useState<BillingProfile>(props.customer.billingProfile);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const toggle = (id: string, on: boolean) =>
    setP({ ...p, recipientStaffIds: on ? [...p.recipientStaffIds, id] : p.recipientStaffIds.filter((x) => x !== id) });

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { customer } = await call('/admin/v1/tenant/customer/update', {
        ...scope(props.tenant),
        id: props.customer.id,
        billingProfile: p,
      });
      props.onSaved(customer);
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="grid-form" onSubmit={submit} aria-label={t('billingProfile')}>
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
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {t('save')}
        </button>
        <button type="button" onClick={props.onCancel}>
          {t('cancel')}
        </button>
      </div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}

/** A customer's billing profile: how its billings become invoices; "Edit" opens the form, "Save" sends every field. */
export function BillingProfileSection(props: { tenant: Tenant; customer: Customer; staff: Staff[]; onSaved: (c: Customer) => void }) {
  const t = useT();
  const label = useEnum();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const p = props.customer.billingProfile;
  const names = p.recipientStaffIds.map((id) => {
    const s = props.staff.find((x) => x.id === id);
    return s ? staffName(s) : id;
  });
  if (editing)
    return (
      <ProfileForm
        {...props}
        onCancel={() => setEditing(false)}
        onSaved={(c) => {
          setEditing(false);
          setSaved(true);
          props.onSaved(c);
        }}
      />
    );
  return (
    <div data-testid="billing-profile">
      <Facts
        items={[
          [t('invoicing'), label(p.invoicing)],
          [t('closingDay'), closingDayText(t, p.closingDay)],
          [t('holidayRule'), label(p.holidayRule)],
          [t('sendMethod'), label(p.sendMethod)],
          [t('recipients'), names.length ? names.join(', ') : t('recipientsDefault')],
        ]}
      />
      <p class="inline-form">
        {can('billing') && (
          <button
            type="button"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('edit')}
          </button>
        )}
        {saved && (
          <span role="status" class="ok">
            {t('saved')}
          </span>
        )}
      </p>
    </div>
  );
}
