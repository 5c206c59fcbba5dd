import { useCan } from '../lib/permissions';
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Contract, Customer, Staff } from '../api/types';
import { BillingProfileSection } from '../components/billing-profile';
import { CollectionsSection } from '../components/collections-section';
import { CustomerForm, StaffForm } from '../components/clerk-forms';
import { InvoiceTable } from '../components/invoice-table';
import { PagedView } from '../components/paged';
import { ErrorBox, Loaded } from '../components/status';
import { Facts, Table } from '../components/table';
import { day, instant, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { usePaged } from '../lib/paged';
import { Link } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

function StaffTable({ rows }: { rows: Staff[] }) {
  const t = useT();
  return (
    <Table
      caption={t('staff')}
      rows={rows}
      empty={t('noStaff')}
      columns={[
        { title: t('name'), cell: (s) => `${s.name.lastName} ${s.name.firstName}`.trim() || '—' },
        { title: t('department'), cell: (s) => s.department || '—' },
        { title: t('email'), cell: (s) => s.emailAddress || '—' },
        { title: t('managementId'), cell: (s) => s.optionalId || '—' },
      ]}
    />
  );
}

export function ContractTable({ tenant, rows }: { tenant: Tenant; rows: Contract[] }) {
  const t = useT();
  const label = useEnum();
  return (
    <Table
      caption={t('contracts')}
      rows={rows}
      empty={t('noContracts')}
      columns={[
        { title: t('contract'), cell: (c) => <Link href={to.contract(tenant, c.id)}>{c.optionalId || c.id}</Link> },
        { title: t('items'), cell: (c) => c.mainItems.map((i) => i.name).join(', ') || '—' },
        { title: t('status'), cell: (c) => (c.isDraft ? t('draft') : label(c.mainItems[0]?.status)) },
        { title: t('start'), cell: (c) => day(c.mainItems[0]?.startDate) },
        { title: t('end'), cell: (c) => day(c.mainItems[0]?.endDate) },
        { title: t('version'), cell: (c) => c.version, num: true },
      ]}
    />
  );
}

/**
 * invoice/close after a confirmation: for a monthly-closing customer "Close now" (what its next closing
 * would issue), for a per-billing one "Issue waiting billings" (released from hold, or of a void invoice).
 */
function CloseNow(props: { tenant: Tenant; customerId: string; monthly: boolean; onClosed: () => void }) {
  const { tenant, customerId, onClosed } = props;
  const t = useT();
  const name = props.monthly ? t('closeNow') : t('issueWaiting');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [issued, setIssued] = useState<number | null>(null);
  const close = async () => {
    setBusy(true);
    setError(null);
    try {
      const { invoices } = await call('/admin/v1/tenant/invoice/close', { ...scope(tenant), customerId });
      setIssued(invoices.length);
      setAsking(false);
      onClosed();
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      {asking ? (
        <div class="confirm" role="group" aria-label={name}>
          <span>{props.monthly ? t('closeConfirm') : t('issueWaitingConfirm')}</span>
          <button type="button" class="primary" onClick={close} disabled={busy} autoFocus>
            {name}
          </button>
          <button type="button" onClick={() => setAsking(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => {
            setIssued(null);
            setError(null);
            setAsking(true);
          }}
        >
          {name}
        </button>
      )}
      {issued !== null && (
        <p role="status" class="ok">
          {t('closedCount', { count: issued })}
        </p>
      )}
      {error && <ErrorBox error={error} />}
    </div>
  );
}

export function CustomerPage({ tenant, id }: { tenant: Tenant; id: string }) {
  const t = useT();
  const can = useCan();
  const deps = [tenant.providerId, tenant.env, id];
  const customer = useLoad((signal) => call('/admin/v1/tenant/customer/get', { ...scope(tenant), id }, signal), deps);
  const staff = useLoad(
    (signal) => call('/admin/v1/tenant/customerstaff/list', { ...scope(tenant), customerId: id, pageSize: 100 }, signal),
    deps,
  );
  const contracts = useLoad(
    (signal) => call('/admin/v1/tenant/contract/search', { ...scope(tenant), conditions: { customerId: id }, pageSize: 100 }, signal),
    deps,
  );
  // The answer of the last save of the billing profile (the form shows it without reading the customer again).
  const [saved, setSaved] = useState<Customer | null>(null);
  const shown = saved?.id === id ? saved : customer.state === 'ok' ? customer.data.customer : null;
  const invoices = usePaged(
    (pageToken, signal) =>
      call(
        '/admin/v1/tenant/invoice/list',
        { ...scope(tenant), customerId: id, pageSize: 20, ...(pageToken ? { pageToken } : {}) },
        signal,
      ).then((r) => ({ items: r.invoices, nextPageToken: r.nextPageToken })),
    deps,
  );
  return (
    <section>
      <Loaded value={customer}>
        {({ customer: c }) => (
          <>
            <h1>{c.name}</h1>
            <Facts
              items={[
                [t('id'), <code>{c.id}</code>],
                [t('managementId'), c.optionalId || '—'],
                [t('crmId'), c.crmAccountId || '—'],
                [t('created'), instant(c.createTime)],
              ]}
            />
            {can('billing') && (
              <details>
                <summary>{t('editCustomer')}</summary>
                <CustomerForm tenant={tenant} customer={c} onSaved={customer.reload} />
              </details>
            )}
          </>
        )}
      </Loaded>
      <h2>{t('billingProfile')}</h2>
      {shown && (
        <Loaded value={staff}>
          {(s) => (
            <BillingProfileSection
              tenant={tenant}
              customer={shown}
              staff={s.customerStaffs}
              onSaved={(c) => {
                setSaved(c);
                // Leaving monthly closing issues what waited: the list may have grown.
                invoices.reload();
              }}
            />
          )}
        </Loaded>
      )}
      <h2>{t('collections')}</h2>
      {shown && <CollectionsSection tenant={tenant} customer={shown} onSaved={setSaved} />}
      <h2>{t('staff')}</h2>
      <Loaded value={staff}>
        {(s) => (
          <>
            <StaffTable rows={s.customerStaffs} />
            {can('billing') &&
              s.customerStaffs.map((m) => (
                <details>
                  <summary>{t('editStaff', { name: `${m.name.lastName} ${m.name.firstName}`.trim() })}</summary>
                  <StaffForm tenant={tenant} customerId={id} staff={m} onSaved={staff.reload} />
                </details>
              ))}
          </>
        )}
      </Loaded>
      {can('billing') && <StaffForm tenant={tenant} customerId={id} onSaved={staff.reload} />}
      <h2>{t('contracts')}</h2>
      <Loaded value={contracts}>{(s) => <ContractTable tenant={tenant} rows={s.contracts} />}</Loaded>
      <h2>{t('creditBalance')}</h2>
      <CustomerCredit tenant={tenant} customerId={id} />
      <h2>{t('invoices')}</h2>
      {shown && can('billing') && (
        <CloseNow
          tenant={tenant}
          customerId={id}
          monthly={shown.billingProfile.invoicing === 'INVOICING_MONTHLY_CLOSING'}
          onClosed={invoices.reload}
        />
      )}
      <PagedView paged={invoices}>{(rows) => <InvoiceTable tenant={tenant} rows={rows} />}</PagedView>
    </section>
  );
}

/** The customer's credit (docs/credit.md): the balance and its latest movements. */
function CustomerCredit({ tenant, customerId }: { tenant: Tenant; customerId: string }) {
  const t = useT();
  const credit = useLoad(
    (signal) => call('/admin/v1/tenant/customer/getcredit', { ...scope(tenant), customerId, pageSize: 100 }, signal),
    [tenant.providerId, tenant.env, customerId],
  );
  return (
    <Loaded value={credit}>
      {(c) => (
        <>
          <p>
            {t('credit')}: <strong data-testid="customer-credit">{yen(c.credit)}</strong>
          </p>
          <Table
            caption={t('creditMovements')}
            rows={c.transactions}
            empty={t('noCreditMovements')}
            columns={[
              { title: t('created'), cell: (m) => instant(m.createTime) },
              { title: t('kind'), cell: (m) => m.kind.replace(/^KIND_/, '') },
              { title: t('amount'), cell: (m) => yen(m.amount), num: true },
              { title: t('memo'), cell: (m) => m.memo || '—' },
            ]}
          />
        </>
      )}
    </Loaded>
  );
}
