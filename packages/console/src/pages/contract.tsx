import { call } from '../api/client';
import type { Amendment } from '../api/types';
import { BillingTable, ExpectedTable } from '../components/billing-tables';
import { ContractItems } from '../components/contract-items';
import { ServicesOnDay } from '../components/services-on-day';
import { Loaded } from '../components/status';
import { Facts, Table } from '../components/table';
import { day, instant } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Link, useLocation } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

function AmendmentTable({ rows }: { rows: Amendment[] }) {
  const t = useT();
  const label = useEnum();
  return (
    <Table
      caption={t('amendments')}
      rows={rows}
      empty={t('noAmendments')}
      columns={[
        { title: t('version'), cell: (a) => a.version, num: true },
        { title: t('type'), cell: (a) => label(a.type) },
        { title: t('effective'), cell: (a) => day(a.effectiveStartDate) },
        { title: t('memo'), cell: (a) => a.memo || '—' },
        { title: t('status'), cell: (a) => (a.canceled ? t('canceledMark') : '—') },
      ]}
    />
  );
}

/** Links to every version snapshot of the contract, 1 … latest. */
function Versions({ tenant, id, latest, shown }: { tenant: Tenant; id: string; latest: number; shown: number }) {
  const t = useT();
  const versions = Array.from({ length: latest }, (_, i) => i + 1);
  return (
    <nav class="versions" aria-label={t('versions')}>
      {t('versions')}:{' '}
      {versions.map((v) => (
        <Link href={`${to.contract(tenant, id)}${v === latest ? '' : `?version=${v}`}`} aria-current={v === shown ? 'page' : undefined}>
          {v === latest ? `${v} (${t('latest')})` : v}
        </Link>
      ))}
    </nav>
  );
}

export function ContractPage({ tenant, id }: { tenant: Tenant; id: string }) {
  const t = useT();
  const label = useEnum();
  const version = Number(useLocation().query.get('version') ?? 0) || 0;
  const deps = [tenant.providerId, tenant.env, id];
  const s = scope(tenant);
  const contract = useLoad(
    (signal) => call('/admin/v1/tenant/contract/get', { ...s, id, ...(version ? { version } : {}) }, signal),
    [...deps, version],
  );
  const latest = useLoad((signal) => call('/admin/v1/tenant/contract/get', { ...s, id }, signal), deps);
  const amendments = useLoad((signal) => call('/admin/v1/tenant/amendment/listbycontract', { ...s, id, pageSize: 100 }, signal), deps);
  const billings = useLoad((signal) => call('/admin/v1/tenant/billing/listbycontract', { ...s, id, pageSize: 100 }, signal), deps);
  const expected = useLoad((signal) => call('/admin/v1/tenant/expectedbilling/listbycontract', { ...s, id, pageSize: 12 }, signal), deps);
  return (
    <section>
      <Loaded value={contract}>
        {({ contract: c }) => (
          <>
            <nav class="crumbs" aria-label="breadcrumb">
              <Link href={to.customer(tenant, c.customerId)}>{t('customer')}</Link>
            </nav>
            <h1>
              {t('contract')} {c.optionalId || c.id}
            </h1>
            <Facts
              items={[
                [t('id'), <code>{c.id}</code>],
                [t('version'), c.version],
                [t('status'), c.isDraft ? t('draft') : label(c.mainItems[0]?.status)],
                [t('updated'), instant(c.updateTime)],
              ]}
            />
            {latest.state === 'ok' && <Versions tenant={tenant} id={id} latest={latest.data.contract.version} shown={c.version} />}
            <h2>{t('items')}</h2>
            <ContractItems items={c.mainItems} />
          </>
        )}
      </Loaded>
      <h2>{t('amendments')}</h2>
      <Loaded value={amendments}>{(a) => <AmendmentTable rows={a.amendments} />}</Loaded>
      <h2>{t('servicesOnDay')}</h2>
      <ServicesOnDay tenant={tenant} id={id} />
      <h2>{t('billings')}</h2>
      <Loaded value={billings}>{(b) => <BillingTable tenant={tenant} rows={b.billings} />}</Loaded>
      <h2>{t('expectedBillings')}</h2>
      <Loaded value={expected}>{(e) => <ExpectedTable rows={e.expectedBillings} />}</Loaded>
    </section>
  );
}
