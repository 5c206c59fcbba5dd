/**
 * A billing clerk's writes (docs/console-ui.md "A billing clerk's day"): each form calls the provider
 * API's own path as the tenant (/admin/v1/tenant/…), so the rules and errors are the API's.
 */
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Billing, Customer, Staff } from '../api/types';
import { Field, Select } from './field';
import { ErrorBox } from './status';
import { useT } from '../lib/i18n';
import { scope, type Tenant } from '../lib/paths';

/** Runs one write at a time, keeping its error. */
function useWrite() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const run = async (write: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await write();
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** A batch path's per-row errors as one error (the console sends one row). */
function rowErrors(errors: { message: string }[]): void {
  if (errors.length > 0) throw new Error(errors.map((e) => e.message).join('; '));
}

const todayJst = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** Record a payment or a refund on a billing (billing/batchrecordpayments with one row). */
export function PaymentForm({ tenant, billing, onSaved }: { tenant: Tenant; billing: Billing; onSaved: () => void }) {
  const t = useT();
  const [type, setType] = useState<'TYPE_PAYMENT' | 'TYPE_REFUND'>('TYPE_PAYMENT');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayJst());
  const [memo, setMemo] = useState('');
  const { busy, error, run } = useWrite();
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const res = await call('/admin/v1/tenant/billing/batchrecordpayments', {
        ...scope(tenant),
        payments: [{ billingId: billing.id, amount: amount.trim(), paymentDate: `${date}T00:00:00+09:00`, type, memo: memo.trim() }],
      });
      rowErrors(res.errors);
      setAmount('');
      setMemo('');
      onSaved();
    });
  };
  return (
    <form class="inline-form" aria-label={t('recordPayment')} onSubmit={submit}>
      <Select
        label={t('type')}
        value={type}
        onValue={(v) => setType(v as typeof type)}
        options={[
          ['TYPE_PAYMENT', t('payment')],
          ['TYPE_REFUND', t('refundPayment')],
        ]}
      />
      <Field label={t('amount')} required pattern="[0-9]+" value={amount} onValue={setAmount} />
      <Field label={t('date')} type="date" required value={date} onValue={setDate} />
      <Field label={t('memo')} maxLength={1000} value={memo} onValue={setMemo} />
      <button type="submit" class="primary" disabled={busy}>
        {type === 'TYPE_REFUND' ? t('recordRefund') : t('recordPayment')}
      </button>
      {error && <ErrorBox error={error} />}
    </form>
  );
}

/** Release a billing held from invoicing (billing/batchupdatestatuses → UNBILLED). */
export function ReleaseHold({ tenant, billing, onSaved }: { tenant: Tenant; billing: Billing; onSaved: () => void }) {
  const t = useT();
  const { busy, error, run } = useWrite();
  if (billing.status !== 'STATUS_HOLD_INVOICE_CREATION') return null;
  const release = () =>
    run(async () => {
      const res = await call('/admin/v1/tenant/billing/batchupdatestatuses', {
        ...scope(tenant),
        byIds: { ids: [billing.id] },
        status: 'STATUS_UNBILLED',
      });
      rowErrors(res.errors);
      onSaved();
    });
  return (
    <div>
      <button type="button" onClick={() => void release()} disabled={busy}>
        {t('releaseHold')}
      </button>
      {error && <ErrorBox error={error} />}
    </div>
  );
}

/** A customer's name and ids: create (no customer) or edit. */
export function CustomerForm({ tenant, customer, onSaved }: { tenant: Tenant; customer?: Customer; onSaved: (c: Customer) => void }) {
  const t = useT();
  const [name, setName] = useState(customer?.name ?? '');
  const [optionalId, setOptionalId] = useState(customer?.optionalId ?? '');
  const [crm, setCrm] = useState(customer?.crmAccountId ?? '');
  const { busy, error, run } = useWrite();
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const fields = { name: name.trim(), optionalId: optionalId.trim(), crmAccountId: crm.trim() };
      const res = customer
        ? await call('/admin/v1/tenant/customer/update', { ...scope(tenant), id: customer.id, ...fields })
        : await call('/admin/v1/tenant/customer/create', { ...scope(tenant), ...fields });
      onSaved(res.customer);
    });
  };
  return (
    <form class="inline-form" aria-label={customer ? t('editCustomer') : t('newCustomer')} onSubmit={submit}>
      <Field label={t('name')} required maxLength={255} value={name} onValue={setName} />
      <Field label={t('managementId')} maxLength={64} value={optionalId} onValue={setOptionalId} />
      <Field label={t('crmId')} maxLength={255} value={crm} onValue={setCrm} />
      <button type="submit" class="primary" disabled={busy}>
        {customer ? t('save') : t('createCustomer')}
      </button>
      {error && <ErrorBox error={error} />}
    </form>
  );
}

/** A customer's staff member: create (no staff) or edit. */
export function StaffForm(props: { tenant: Tenant; customerId: string; staff?: Staff; onSaved: () => void }) {
  const { tenant, customerId, staff, onSaved } = props;
  const t = useT();
  const [lastName, setLastName] = useState(staff?.name.lastName ?? '');
  const [firstName, setFirstName] = useState(staff?.name.firstName ?? '');
  const [department, setDepartment] = useState(staff?.department ?? '');
  const [email, setEmail] = useState(staff?.emailAddress ?? '');
  const { busy, error, run } = useWrite();
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const fields = {
        name: { lastName: lastName.trim(), firstName: firstName.trim() },
        department: department.trim(),
        ...(email.trim() ? { emailAddress: email.trim() } : {}),
      };
      if (staff) await call('/admin/v1/tenant/customerstaff/update', { ...scope(tenant), id: staff.id, ...fields });
      else {
        await call('/admin/v1/tenant/customerstaff/create', { ...scope(tenant), customerId, ...fields });
        setLastName('');
        setFirstName('');
        setDepartment('');
        setEmail('');
      }
      onSaved();
    });
  };
  return (
    <form
      class="inline-form"
      aria-label={staff ? t('editStaff', { name: `${staff.name.lastName} ${staff.name.firstName}`.trim() }) : t('newStaff')}
      onSubmit={submit}
    >
      <Field label={t('lastName')} required maxLength={255} value={lastName} onValue={setLastName} />
      <Field label={t('firstName')} maxLength={255} value={firstName} onValue={setFirstName} />
      <Field label={t('department')} maxLength={255} value={department} onValue={setDepartment} />
      <Field label={t('email')} type="email" value={email} onValue={setEmail} />
      <button type="submit" class="primary" disabled={busy}>
        {staff ? t('save') : t('addStaff')}
      </button>
      {error && <ErrorBox error={error} />}
    </form>
  );
}
