/**
 * A customer's payment details for collections (docs/collections.md "Customers", docs/console-ui.md):
 * the payer names its transfers arrive under, its virtual account and its direct-debit mandate; "Edit"
 * opens the form and "Save" sends them to customer/update (every mandate field empty removes it).
 */
import { useState } from 'preact/hooks';
import type { Customer, Mandate } from '../api/types';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import type { Tenant } from '../lib/paths';
import { CustomerSection, CustomerUpdateForm, type SectionForm } from './customer-section';
import { Field, Select } from './field';

const ACCOUNT_TYPES: Mandate['accountType'][] = ['ACCOUNT_TYPE_UNSPECIFIED', 'ACCOUNT_TYPE_ORDINARY', 'ACCOUNT_TYPE_CURRENT'];
type MandateText = Exclude<keyof Mandate, 'accountType'>;

function CollectionsForm(props: SectionForm & { tenant: Tenant; customer: Customer }) {
  const t = useT();
  const label = useEnum();
  const [names, setNames] = useState(props.customer.payerNames.join('\n'));
  const [account, setAccount] = useState(props.customer.virtualAccountNumber);
  const [mandate, setMandate] = useState<Mandate>(props.customer.directDebitMandate);
  const text = (key: MandateText, title: string, pattern?: string, maxLength?: number) => (
    <Field
      label={title}
      value={mandate[key]}
      onValue={(v) => setMandate({ ...mandate, [key]: v })}
      {...(pattern ? { pattern } : {})}
      {...(maxLength ? { maxLength } : {})}
    />
  );
  const update = () => ({
    payerNames: names
      .split('\n')
      .map((n) => n.trim())
      .filter(Boolean),
    virtualAccountNumber: account.trim(),
    directDebitMandate: { ...mandate, holderName: mandate.holderName.trim(), customerNumber: mandate.customerNumber.trim() },
  });
  return (
    <CustomerUpdateForm {...props} label={t('editCollections')} update={update}>
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
    </CustomerUpdateForm>
  );
}

export function CollectionsSection(props: { tenant: Tenant; customer: Customer; onSaved: (c: Customer) => void }) {
  const t = useT();
  const label = useEnum();
  const c = props.customer;
  const m = c.directDebitMandate;
  return (
    <CustomerSection
      testId="collections"
      editLabel={t('editCollections')}
      onSaved={props.onSaved}
      form={(done) => <CollectionsForm {...props} {...done} />}
      facts={[
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
  );
}
