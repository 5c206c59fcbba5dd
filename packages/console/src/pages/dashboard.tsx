import { useState } from 'preact/hooks';
import { call } from '../api/client';
import { Chart } from '../components/chart';
import { Field } from '../components/field';
import { Loaded } from '../components/status';
import { Table } from '../components/table';
import { yen } from '../lib/format';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { isMonth, monthRange, shiftMonth } from '../lib/month';
import { scope, type Tenant } from '../lib/paths';
import { clockMonth } from './invoices';

const num = (v: string) => Number(v);

/** Revenue and MRR of closed months, and receivables aging at the last one's end (docs/console-ui.md "Dashboard"). */
function Figures({ tenant, from, to: last }: { tenant: Tenant; from: string; to: string }) {
  const t = useT();
  const deps = [tenant.providerId, tenant.env, from, last];
  const revenue = useLoad(
    (signal) => call('/admin/v1/tenant/report/revenue', { ...scope(tenant), monthFrom: from, monthTo: last }, signal),
    deps,
  );
  const asOf = monthRange(last).to;
  const aging = useLoad((signal) => call('/admin/v1/tenant/report/receivables', { ...scope(tenant), asOf, pageSize: 100 }, signal), deps);
  return (
    <>
      <Loaded value={revenue}>
        {({ months }) => {
          const names = months.map((m) => m.month);
          return (
            <>
              <h2>{t('mrr')}</h2>
              <Chart
                title={t('mrr')}
                categories={names}
                series={[
                  { label: t('mrr'), values: months.map((m) => num(m.mrr)), color: '#1f5fbf' },
                  { label: t('newMrr'), values: months.map((m) => num(m.newMrr)), color: '#2e8b57', bars: true },
                  { label: t('expansion'), values: months.map((m) => num(m.expansion)), color: '#7fb800', bars: true },
                  { label: t('contraction'), values: months.map((m) => -num(m.contraction)), color: '#e0a000', bars: true },
                  { label: t('churned'), values: months.map((m) => -num(m.churned)), color: '#c0392b', bars: true },
                ]}
              />
              <h2>{t('revenue')}</h2>
              <Chart
                title={t('revenue')}
                categories={names}
                series={[
                  { label: t('invoicedRevenue'), values: months.map((m) => num(m.invoiced)), color: '#7f8c8d', bars: true },
                  { label: t('recognisedRevenue'), values: months.map((m) => num(m.recognised)), color: '#1f5fbf' },
                ]}
              />
              <Table
                caption={t('revenue')}
                rows={months}
                empty={t('noMonths')}
                columns={[
                  { title: t('month'), cell: (m) => m.month },
                  { title: t('invoicedRevenue'), cell: (m) => yen(m.invoiced), num: true },
                  { title: t('recognisedRevenue'), cell: (m) => yen(m.recognised), num: true },
                  { title: t('deferredRevenue'), cell: (m) => yen(m.deferred), num: true },
                  { title: t('mrr'), cell: (m) => yen(m.mrr), num: true },
                  { title: t('newMrr'), cell: (m) => yen(m.newMrr), num: true },
                  { title: t('expansion'), cell: (m) => yen(m.expansion), num: true },
                  { title: t('contraction'), cell: (m) => yen(m.contraction), num: true },
                  { title: t('churned'), cell: (m) => yen(m.churned), num: true },
                ]}
              />
            </>
          );
        }}
      </Loaded>
      <h2>{t('receivablesAging', { day: asOf })}</h2>
      <Loaded value={aging}>
        {({ totals, customers }) => {
          const buckets: [string, string][] = [
            [t('agingCurrent'), totals.current],
            [t('aging1To30'), totals.days1To30],
            [t('aging31To60'), totals.days31To60],
            [t('aging61To90'), totals.days61To90],
            [t('agingOver90'), totals.over90],
          ];
          return (
            <>
              <Chart
                title={t('receivablesAging', { day: asOf })}
                categories={buckets.map(([name]) => name)}
                series={[{ label: t('open'), values: buckets.map(([, v]) => num(v)), color: '#8e44ad', bars: true }]}
              />
              <Table
                caption={t('receivablesAging', { day: asOf })}
                rows={[{ customerName: t('allCustomers'), ...totals }, ...customers]}
                empty={t('noReceivables')}
                columns={[
                  { title: t('customer'), cell: (r) => r.customerName },
                  { title: t('agingCurrent'), cell: (r) => yen(r.current), num: true },
                  { title: t('aging1To30'), cell: (r) => yen(r.days1To30), num: true },
                  { title: t('aging31To60'), cell: (r) => yen(r.days31To60), num: true },
                  { title: t('aging61To90'), cell: (r) => yen(r.days61To90), num: true },
                  { title: t('agingOver90'), cell: (r) => yen(r.over90), num: true },
                  { title: t('total'), cell: (r) => yen(r.total), num: true },
                ]}
              />
            </>
          );
        }}
      </Loaded>
    </>
  );
}

function Dashboard({ tenant, current }: { tenant: Tenant; current: string }) {
  const t = useT();
  const [to, setTo] = useState(shiftMonth(current, -1));
  const [from, setFrom] = useState(shiftMonth(current, -12));
  const [asked, setAsked] = useState({ from, to });
  return (
    <>
      <form
        class="inline-form"
        aria-label={t('months')}
        onSubmit={(e) => {
          e.preventDefault();
          if (isMonth(from) && isMonth(to)) setAsked({ from, to });
        }}
      >
        <Field label={t('monthFrom')} type="month" required value={from} onValue={setFrom} />
        <Field label={t('monthTo')} type="month" required value={to} onValue={setTo} />
        <button type="submit">{t('show')}</button>
      </form>
      <Figures key={`${asked.from}/${asked.to}`} tenant={tenant} from={asked.from} to={asked.to} />
    </>
  );
}

/** The dashboard: the closed months up to the one before the tenant's clock (12 of them unless changed). */
export function DashboardPage({ tenant }: { tenant: Tenant }) {
  const t = useT();
  const month = useLoad((signal) => clockMonth(tenant, signal), [tenant.providerId, tenant.env]);
  return (
    <section>
      <h1>{t('dashboard')}</h1>
      <p class="hint">{t('dashboardHint')}</p>
      <Loaded value={month}>{(m) => <Dashboard key={m} tenant={tenant} current={m} />}</Loaded>
    </section>
  );
}
