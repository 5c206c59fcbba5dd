/**
 * A customer's payment details for collections (docs/collections.md "Customers", docs/console-ui.md):
 * the payer names its transfers arrive under, its virtual account and its direct-debit mandate; "Edit"
 * opens the form and "Save" sends them to customer/update (every mandate field empty removes it).
 */
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Customer, Mandate } from '../api/types';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import { scope, type Tenant } from '../lib/paths';
import { Field, Select } from './field';
import { ErrorBox } from './status';
import { Facts } from './table';

const ACCOUNT_TYPES: Mandate['accountType'][] = ['ACCOUNT_TYPE_UNSPECIFIED', 'ACCOUNT_TYPE_ORDINARY', 'ACCOUNT_TYPE_CURRENT'];
type MandateText = Exclude<keyof Mandate, 'accountType'>;

function CollectionsForm(props: { tenant: Tenant; customer: Customer; onSaved: (c: Customer) => void; onCancel: () => void }) {
  const t = useT();
  const label = useEnum();
  const [names, setNames] = useState(props.customer.payerNames.join('\n'));
  const [account, setAccount] = useState(props.customer.virtualAccountNumber);
  const [mandate, setMandate] = useState<Mandate>(props.customer.directDebitMandate);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const text = (key: MandateText, title: string, pattern?: string, maxLength?: number) => (
    <Field
      label={title}
      value={mandate[key]}
      onValue={(v) => setMandate({ ...mandate, [key]: v })}
      {...(pattern ? { pattern } : {})}
      {...(maxLength ? { maxLength } : {})}
    />
  );
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { customer } = await call('/admin/v1/tenant/customer/update', {
        ...scope(props.tenant),
        id: props.customer.id,
        payerNames: names
          .split('\n')
          .map((n) => n.trim())
          .filter(Boolean),
        virtualAccountNumber: account.trim(),
        directDebitMandate: { ...mandate, holderName: mandate.holderName.trim(), customerNumber: mandate.customerNumber.trim() },
      });
      props.onSaved(customer);
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="grid-form" onSubmit={(e) => void submit(e)} aria-label={t('editCollections')}>
      <label class="field">
        <span>{t('payerNames')}</span>
        <textarea rows={3} value={names} onInput={(e) => setNames(e.currentTarget.value)} />
        <span class="hint">{t('payerNamesHint')}</span>
      </label>
      <Field label={t('virtualAccount')} pattern="[0-9]{7}" value={account} onValue={setAccount} />
      <fieldset>
        <legend>{t('mandate')}</legend>
        {text('bankCode', t('bankCode'), '[0-9]{4}')}
        {text('branchCode', t('branchCode'), '[0-9]{3}')}
        <Select
          label={t('accountType')}
          value={mandate.accountType}
          onValue={(v) => setMandate({ ...mandate, accountType: v as Mandate['accountType'] })}
          options={ACCOUNT_TYPES.map((v) => [v, v === 'ACCOUNT_TYPE_UNSPECIFIED' ? '—' : label(v)])}
        />
        {text('accountNumber', t('accountNumber'), '[0-9]{7}')}
        {text('holderName', t('holderName'), undefined, 30)}
        {text('customerNumber', t('customerNumber'), undefined, 20)}
        <span class="hint">{t('mandateHint')}</span>
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

export function CollectionsSection(props: { tenant: Tenant; customer: Customer; onSaved: (c: Customer) => void }) {
  const t = useT();
  const label = useEnum();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const c = props.customer;
  const m = c.directDebitMandate;
  if (editing)
    return (
      <CollectionsForm
        {...props}
        onCancel={() => setEditing(false)}
        onSaved={(next) => {
          setEditing(false);
          setSaved(true);
          props.onSaved(next);
        }}
      />
    );
  return (
    <div data-testid="collections">
      <Facts
        items={[
          [t('payerNames'), c.payerNames.length ? c.payerNames.join('、') : t('none')],
          [t('virtualAccount'), c.virtualAccountNumber || t('none')],
          [
            t('mandate'),
            m.bankCode
              ? `${m.bankCode}-${m.branchCode} ${label(m.accountType)} ${m.accountNumber} ${m.holderName} (${t('customerNumber')} ${m.customerNumber})`
              : t('none'),
          ],
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
            {t('editCollections')}
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
