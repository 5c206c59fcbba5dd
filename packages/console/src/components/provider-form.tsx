import { useState } from 'preact/hooks';
import type { Provider } from '../api/types';
import { useT } from '../lib/i18n';
import { Field, Select } from './field';
import { ErrorBox } from './status';

/** The form's values: every field as the text the operator typed. */
export interface ProviderValues {
  name: string;
  emailAddress: string;
  phoneNumber: string;
  address: string;
  lastName: string;
  firstName: string;
  taxRounding: string;
  rateLimitPerMinute: string;
  invoiceNumberPrefix: string;
  billRunHourJst: string;
  registrationNumber: string;
  legalName: string;
  bankAccount: string;
  invoiceNote: string;
}

export function valuesOf(p?: Provider): ProviderValues {
  const s = p?.settings;
  return {
    name: p?.name ?? '',
    emailAddress: p?.emailAddress ?? '',
    phoneNumber: p?.phoneNumber ?? '',
    address: p?.address ?? '',
    lastName: p?.representativeName.lastName ?? '',
    firstName: p?.representativeName.firstName ?? '',
    taxRounding: s?.taxRounding ?? 'ROUNDING_ROUND_DOWN',
    rateLimitPerMinute: s && s.rateLimitPerMinute ? String(s.rateLimitPerMinute) : '',
    invoiceNumberPrefix: s?.invoiceNumberPrefix ?? '',
    billRunHourJst: String(s?.billRunHourJst ?? 6),
    registrationNumber: s?.registrationNumber ?? '',
    legalName: s?.legalName ?? '',
    bankAccount: s?.bankAccount ?? '',
    invoiceNote: s?.invoiceNote ?? '',
  };
}

/** The request fields of provider/create and provider/update. */
export function bodyOf(v: ProviderValues) {
  return {
    name: v.name.trim(),
    emailAddress: v.emailAddress.trim(),
    phoneNumber: v.phoneNumber.trim(),
    address: v.address.trim(),
    representativeName: { lastName: v.lastName.trim(), firstName: v.firstName.trim() },
    settings: {
      taxRounding: v.taxRounding as Provider['settings']['taxRounding'],
      rateLimitPerMinute: v.rateLimitPerMinute.trim() === '' ? 0 : Number(v.rateLimitPerMinute),
      invoiceNumberPrefix: v.invoiceNumberPrefix.trim(),
      billRunHourJst: Number(v.billRunHourJst),
      registrationNumber: v.registrationNumber.trim(),
      legalName: v.legalName.trim(),
      bankAccount: v.bankAccount.trim(),
      invoiceNote: v.invoiceNote.trim(),
    },
  };
}

const ROUNDINGS = ['ROUNDING_ROUND_DOWN', 'ROUNDING_ROUND_UP', 'ROUNDING_ROUND_HALF_UP'];
const HOURS = Array.from({ length: 24 }, (_, h) => String(h));

export function ProviderForm(props: { initial: ProviderValues; submitLabel: string; onSubmit: (v: ProviderValues) => Promise<void> }) {
  const t = useT();
  const [v, setV] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [done, setDone] = useState(false);
  const bind = (key: keyof ProviderValues) => ({ value: v[key], onValue: (x: string) => (setDone(false), setV({ ...v, [key]: x })) });

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(v);
      setDone(true);
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="grid-form" aria-label={t('settings')} onSubmit={submit}>
      <Field label={t('providerName')} required maxLength={200} {...bind('name')} />
      <Field label={t('email')} type="email" {...bind('emailAddress')} />
      <Field label={t('phone')} {...bind('phoneNumber')} />
      <Field label={t('address')} {...bind('address')} />
      <fieldset>
        <legend>{t('representative')}</legend>
        <Field label={t('lastName')} {...bind('lastName')} />
        <Field label={t('firstName')} {...bind('firstName')} />
      </fieldset>
      <Select
        label={t('taxRounding')}
        options={ROUNDINGS.map((r) => [r, r.replace('ROUNDING_', '').toLowerCase()])}
        {...bind('taxRounding')}
      />
      <Field label={t('rateLimit')} type="number" min={0} {...bind('rateLimitPerMinute')} />
      <Field label={t('invoicePrefix')} {...bind('invoiceNumberPrefix')} />
      <Select label={t('billRunHour')} options={HOURS.map((h) => [h, `${h}:00`])} {...bind('billRunHourJst')} />
      <Field label={t('registrationNumber')} pattern="T\d{13}" {...bind('registrationNumber')} />
      <Field label={t('legalName')} {...bind('legalName')} />
      <Field label={t('bankAccount')} {...bind('bankAccount')} />
      <Field label={t('invoiceNote')} {...bind('invoiceNote')} />
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          {props.submitLabel}
        </button>
        {done && (
          <span role="status" class="ok">
            {t('saved')}
          </span>
        )}
      </div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}
