import { useState } from 'preact/hooks';
import { call } from '../api/client';
import { customerName, customerNames } from '../api/customers';
import type { InvoiceTotals } from '../api/types';
import { Field } from '../components/field';
import { InvoiceTable } from '../components/invoice-table';
import { PagedView } from '../components/paged';
import { Loaded } from '../components/status';
import { Facts, Table } from '../components/table';
import { yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { isMonth, monthOf, monthRange, shiftMonth } from '../lib/month';
import { usePaged } from '../lib/paged';
import { Link, navigate } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

/** The month the tenant's clock is in (Japan): the sandbox's test clock, production's real time. */
export async function clockMonth(tenant: Tenant, signal: AbortSignal): Promise<string> {
  if (tenant.env !== 'sandbox') return monthOf(new Date().toISOString());
  return monthOf((await call('/admin/v1/tenant/testclock/get', scope(tenant), signal)).now);
}

function Totals({ totals }: { totals: InvoiceTotals }) {
  const t = useT();
  const label = useEnum();
  return (
    <>
      <Facts
        items={[
          [t('invoiceCount'), <span data-testid="totals-count">{totals.count}</span>],
          [t('subtotal'), yen(totals.subtotal)],
          [t('tax'), yen(totals.tax)],
          [t('total'), <strong data-testid="totals-total">{yen(totals.total)}</strong>],
          [t('paid'), yen(totals.paidAmount)],
          [t('balance'), <span data-testid="totals-balance">{yen(totals.balance)}</span>],
        ]}
      />
      <p class="hint">{t('totalsNote')}</p>
      <Table
        caption={t('byStatus')}
        rows={totals.byStatus}
        empty={t('noInvoices')}
        columns={[
          { title: t('status'), cell: (s) => label(s.status) },
          { title: t('invoiceCount'), cell: (s) => s.count, num: true },
          { title: t('total'), cell: (s) => yen(s.total), num: true },
          { title: t('balance'), cell: (s) => yen(s.balance), num: true },
        ]}
      />
    </>
  );
}

function MonthInvoices({ tenant, month }: { tenant: Tenant; month: string }) {
  const t = useT();
  const [picked, setPicked] = useState(month);
  const { from, to: last } = monthRange(month);
  const deps = [tenant.providerId, tenant.env, month];
  const range = { issueDateFrom: from, issueDateTo: last };
  const totals = useLoad((signal) => call('/admin/v1/tenant/invoice/totals', { ...scope(tenant), ...range }, signal), deps);
  const invoices = usePaged(
    (pageToken, signal) =>
      call('/admin/v1/tenant/invoice/list', { ...scope(tenant), ...range, pageSize: 20, ...(pageToken ? { pageToken } : {}) }, signal).then(
        (r) => ({ items: r.invoices, nextPageToken: r.nextPageToken }),
      ),
    deps,
  );
  const customerIds = invoices.items.map((i) => i.customerId);
  // Re-renders once the names of newly listed customers are known.
  useLoad((signal) => customerNames(tenant, customerIds, signal), [tenant.providerId, tenant.env, [...new Set(customerIds)].join()]);

  return (
    <>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (isMonth(picked)) navigate(to.invoices(tenant, picked));
        }}
      >
        <Field label={t('month')} type="month" required value={picked} onValue={setPicked} />
        <button type="submit">{t('show')}</button>
        <Link href={to.invoices(tenant, shiftMonth(month, -1))}>{t('previousMonth')}</Link>
        <Link href={to.invoices(tenant, shiftMonth(month, 1))}>{t('nextMonth')}</Link>
      </form>
      <h2>{t('monthInvoices', { month })}</h2>
      <h3 class="sub">{t('totals')}</h3>
      <Loaded value={totals}>{(x) => <Totals totals={x} />}</Loaded>
      <h3 class="sub">{t('invoices')}</h3>
      <PagedView paged={invoices}>
        {(rows) => <InvoiceTable tenant={tenant} rows={rows} customerName={(id) => customerName(tenant, id)} />}
      </PagedView>
    </>
  );
}

/** A month's invoices (by issue date, JST) with their totals; the month of the tenant's clock unless `?month=YYYY-MM`. */
export function InvoicesPage({ tenant, query }: { tenant: Tenant; query: URLSearchParams }) {
  const t = useT();
  const asked = query.get('month');
  const month = useLoad(
    (signal) => (isMonth(asked) ? Promise.resolve(asked) : clockMonth(tenant, signal)),
    [tenant.providerId, tenant.env, asked],
  );
  return (
    <section>
      <h1>{t('invoices')}</h1>
      <Loaded value={month}>{(m) => <MonthInvoices key={m} tenant={tenant} month={m} />}</Loaded>
    </section>
  );
}
