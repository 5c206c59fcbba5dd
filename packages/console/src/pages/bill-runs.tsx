import { call } from '../api/client';
import type { BillRun } from '../api/types';
import { Loaded } from '../components/status';
import { Table } from '../components/table';
import { day, instant } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Link } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

function Parked({ tenant, run }: { tenant: Tenant; run: BillRun }) {
  if (run.parkedContracts.length === 0) return <>0</>;
  return (
    <ul class="plain">
      {run.parkedContracts.map((p) => (
        <li>
          <Link href={to.contract(tenant, p.contractId)}>{p.contractId}</Link>: {p.reason}
        </li>
      ))}
    </ul>
  );
}

export function BillRuns({ tenant }: { tenant: Tenant }) {
  const t = useT();
  const label = useEnum();
  const runs = useLoad(
    (signal) => call('/admin/v1/tenant/billrun/list', { ...scope(tenant), pageSize: 100 }, signal),
    [tenant.providerId, tenant.env],
  );
  return (
    <section>
      <h1>{t('billRuns')}</h1>
      <Loaded value={runs}>
        {({ billRuns }) => (
          <Table
            caption={t('billRuns')}
            rows={billRuns}
            empty={t('noBillRuns')}
            columns={[
              { title: t('businessDate'), cell: (r) => day(r.businessDate) },
              { title: t('status'), cell: (r) => label(r.status) },
              { title: t('start'), cell: (r) => instant(r.startTime) },
              { title: t('end'), cell: (r) => instant(r.endTime) },
              { title: t('contractsBilled'), cell: (r) => r.contractsBilled, num: true },
              { title: t('billingsCreated'), cell: (r) => r.billingsCreated, num: true },
              { title: t('parked'), cell: (r) => <Parked tenant={tenant} run={r} /> },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
