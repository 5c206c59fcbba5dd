import { useState } from 'preact/hooks';
import { useCan } from '../lib/permissions';
import { CUSTOMER_PAGE, searchCustomers, type SearchBy } from '../api/customers';
import type { Customer } from '../api/types';
import { Field, Select } from '../components/field';
import { CustomerForm } from '../components/clerk-forms';
import { Loaded } from '../components/status';
import { Table } from '../components/table';
import { instant } from '../lib/format';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Link, navigate } from '../lib/router';
import { to, type Tenant } from '../lib/paths';

function CustomerTable({ tenant, rows }: { tenant: Tenant; rows: Customer[] }) {
  const t = useT();
  return (
    <Table
      caption={t('customers')}
      rows={rows}
      empty={t('noCustomers')}
      columns={[
        { title: t('name'), cell: (c) => <Link href={to.customer(tenant, c.id)}>{c.name}</Link> },
        { title: t('managementId'), cell: (c) => c.optionalId || '—' },
        { title: t('crmId'), cell: (c) => c.crmAccountId || '—' },
        { title: t('created'), cell: (c) => instant(c.createTime) },
      ]}
    />
  );
}

export function Customers({ tenant, query }: { tenant: Tenant; query: URLSearchParams }) {
  const t = useT();
  const can = useCan();
  const by = (['name', 'managementId', 'crmId'].includes(query.get('by') ?? '') ? query.get('by') : 'name') as SearchBy;
  const q = query.get('q') ?? '';
  const [form, setForm] = useState({ by, q });
  const found = useLoad((signal) => searchCustomers(tenant, by, q, signal), [tenant.providerId, tenant.env, by, q]);

  const submit = (e: Event) => {
    e.preventDefault();
    navigate(to.customers(tenant, `?${new URLSearchParams({ by: form.by, q: form.q.trim() })}`));
  };

  return (
    <section>
      <h1>{t('customers')}</h1>
      <form class="inline-form" role="search" onSubmit={submit}>
        <Select
          label={t('searchBy')}
          value={form.by}
          onValue={(v) => setForm({ ...form, by: v as SearchBy })}
          options={[
            ['name', t('byName')],
            ['managementId', t('byManagementId')],
            ['crmId', t('byCrmId')],
          ]}
        />
        <Field label={t('searchText')} type="search" value={form.q} onValue={(v) => setForm({ ...form, q: v })} />
        <button type="submit" class="primary">
          {t('search')}
        </button>
      </form>
      <Loaded value={found}>
        {(res) => (
          <>
            <CustomerTable tenant={tenant} rows={res.customers} />
            {res.more && <p class="hint">{t('moreCustomers', { count: String(CUSTOMER_PAGE) })}</p>}
          </>
        )}
      </Loaded>
      {can('billing') && (
        <>
          <h2>{t('newCustomer')}</h2>
          <CustomerForm tenant={tenant} onSaved={(c) => navigate(to.customer(tenant, c.id))} />
        </>
      )}
    </section>
  );
}
