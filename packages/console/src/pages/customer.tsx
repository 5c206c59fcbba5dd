import { call } from '../api/client';
import type { Contract, Staff } from '../api/types';
import { Loaded } from '../components/status';
import { Facts, Table } from '../components/table';
import { day, instant } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
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

export function CustomerPage({ tenant, id }: { tenant: Tenant; id: string }) {
  const t = useT();
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
          </>
        )}
      </Loaded>
      <h2>{t('staff')}</h2>
      <Loaded value={staff}>{(s) => <StaffTable rows={s.customerStaffs} />}</Loaded>
      <h2>{t('contracts')}</h2>
      <Loaded value={contracts}>{(s) => <ContractTable tenant={tenant} rows={s.contracts} />}</Loaded>
    </section>
  );
}
