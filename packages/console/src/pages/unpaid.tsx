/**
 * Unpaid billings of one environment (docs/console-ui.md "Unpaid billings"): billing/search once per
 * unpaid status with the filters as query terms, merged and ordered by due date. The filters live in the
 * address, so a filtered list can be bookmarked or shared.
 */
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Billing } from '../api/types';
import { Field } from '../components/field';
import { Loaded } from '../components/status';
import { Table } from '../components/table';
import { day, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Link, navigate } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

/** Issued and not fully paid; the last two are the statuses a billing takes once its due date passed. */
const UNPAID = ['STATUS_INVOICE_CREATED', 'STATUS_POSTED', 'STATUS_PARTIALLY_PAID', 'STATUS_PAYMENT_DUE', 'STATUS_PARTIALLY_UNPAID'];
const OVERDUE = ['STATUS_PAYMENT_DUE', 'STATUS_PARTIALLY_UNPAID'];
/** Rows read per status at most (pages of 100). */
const LIMIT = 1000;

/** total − paid, in whole yen (BigInt: no float on money). */
const outstanding = (b: Billing) => String(BigInt(b.total.split('.')[0]!) - BigInt(b.paidAmount.split('.')[0]!));

export interface UnpaidFilter {
  customerId: string;
  dueFrom: string;
  dueTo: string;
  overdue: boolean;
}

/** billing/search's query for one status and the filter (docs/billing-lifecycle.md, search terms). */
export function unpaidQuery(status: string, f: UnpaidFilter): string {
  return [
    `status=${status}`,
    ...(f.customerId ? [`customerId=${f.customerId}`] : []),
    ...(f.dueFrom ? [`billingDueDate>=${f.dueFrom}`] : []),
    ...(f.dueTo ? [`billingDueDate<=${f.dueTo}`] : []),
  ].join(' AND ');
}

async function loadUnpaid(tenant: Tenant, f: UnpaidFilter, signal: AbortSignal): Promise<{ rows: Billing[]; more: boolean }> {
  let more = false;
  const perStatus = await Promise.all(
    (f.overdue ? OVERDUE : UNPAID).map(async (status) => {
      const rows: Billing[] = [];
      let pageToken = '';
      do {
        const res = await call(
          '/admin/v1/tenant/billing/search',
          { ...scope(tenant), query: unpaidQuery(status, f), pageSize: 100, ...(pageToken ? { pageToken } : {}) },
          signal,
        );
        rows.push(...res.billings);
        pageToken = res.nextPageToken;
      } while (pageToken && rows.length < LIMIT);
      if (pageToken) more = true;
      return rows;
    }),
  );
  const rows = perStatus.flat().sort((a, b) => a.billingDueDate.localeCompare(b.billingDueDate) || a.id.localeCompare(b.id));
  return { rows, more };
}

export function UnpaidPage({ tenant, query }: { tenant: Tenant; query: URLSearchParams }) {
  const t = useT();
  const label = useEnum();
  const filter: UnpaidFilter = {
    customerId: query.get('customerId') ?? '',
    dueFrom: query.get('dueFrom') ?? '',
    dueTo: query.get('dueTo') ?? '',
    overdue: query.get('overdue') === '1',
  };
  const [form, setForm] = useState(filter);
  const found = useLoad(
    (signal) => loadUnpaid(tenant, filter, signal),
    [tenant.providerId, tenant.env, filter.customerId, filter.dueFrom, filter.dueTo, filter.overdue],
  );
  const submit = (e: Event) => {
    e.preventDefault();
    const q = new URLSearchParams();
    if (form.customerId.trim()) q.set('customerId', form.customerId.trim());
    if (form.dueFrom) q.set('dueFrom', form.dueFrom);
    if (form.dueTo) q.set('dueTo', form.dueTo);
    if (form.overdue) q.set('overdue', '1');
    navigate(to.unpaid(tenant, q));
  };
  return (
    <section>
      <h1>{t('unpaidBillings')}</h1>
      <p class="hint">{t('unpaidHint')}</p>
      <form class="inline-form" role="search" onSubmit={submit}>
        <Field label={t('customerId')} value={form.customerId} onValue={(v) => setForm({ ...form, customerId: v })} />
        <Field label={t('dueFrom')} type="date" value={form.dueFrom} onValue={(v) => setForm({ ...form, dueFrom: v })} />
        <Field label={t('dueTo')} type="date" value={form.dueTo} onValue={(v) => setForm({ ...form, dueTo: v })} />
        <label class="field">
          <span>{t('overdueOnly')}</span>
          <input type="checkbox" checked={form.overdue} onChange={(e) => setForm({ ...form, overdue: e.currentTarget.checked })} />
        </label>
        <button type="submit" class="primary">
          {t('apply')}
        </button>
      </form>
      <Loaded value={found}>
        {(res) => (
          <>
            <Table
              caption={t('unpaidBillings')}
              rows={res.rows}
              empty={t('noUnpaid')}
              columns={[
                { title: t('billing'), cell: (b) => <Link href={to.billing(tenant, b.id)}>{b.invoiceNumber || b.id}</Link> },
                { title: t('customer'), cell: (b) => <Link href={to.customer(tenant, b.customerId)}>{b.customerId}</Link> },
                { title: t('dueDate'), cell: (b) => day(b.billingDueDate) },
                { title: t('status'), cell: (b) => label(b.status) },
                { title: t('total'), cell: (b) => yen(b.total), num: true },
                { title: t('outstanding'), cell: (b) => yen(outstanding(b)), num: true },
              ]}
            />
            {res.more && <p class="hint">{t('moreCustomers', { count: String(LIMIT) })}</p>}
          </>
        )}
      </Loaded>
    </section>
  );
}
