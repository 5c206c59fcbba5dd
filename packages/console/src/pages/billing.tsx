import { call, download } from '../api/client';
import { useCan } from '../lib/permissions';
import type { Billing } from '../api/types';
import { LineTable, TaxTable } from '../components/billing-tables';
import { DownloadButton } from '../components/download-button';
import { PaymentForm, ReleaseHold } from '../components/clerk-forms';
import { Loaded } from '../components/status';
import { Facts, Table } from '../components/table';
import { day, instant, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Link } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

function Payments({ rows }: { rows: Billing['payments'] }) {
  const t = useT();
  const label = useEnum();
  return (
    <Table
      caption={t('payments')}
      rows={rows}
      empty={t('noPayments')}
      columns={[
        { title: t('date'), cell: (p) => day(p.paymentDate) },
        { title: t('type'), cell: (p) => label(p.type) },
        { title: t('amount'), cell: (p) => yen(p.amount), num: true },
        { title: t('memo'), cell: (p) => p.memo || '—' },
      ]}
    />
  );
}

export function BillingPage({ tenant, id }: { tenant: Tenant; id: string }) {
  const t = useT();
  const can = useCan();
  const label = useEnum();
  const billing = useLoad(
    (signal) => call('/admin/v1/tenant/billing/get', { ...scope(tenant), id }, signal),
    [tenant.providerId, tenant.env, id],
  );
  return (
    <section>
      <Loaded value={billing}>
        {({ billing: b }) => (
          <>
            <nav class="crumbs" aria-label="breadcrumb">
              <Link href={to.customer(tenant, b.customerId)}>{t('customer')}</Link> ›{' '}
              <Link href={to.contract(tenant, b.contractId)}>{t('contract')}</Link>
            </nav>
            <div class="title-row">
              <h1>
                {t('billing')} {b.invoiceNumber || b.id}
              </h1>
              <DownloadButton
                label={t('downloadPdf')}
                download={() =>
                  download('/admin/v1/tenant/billing/document', { ...scope(tenant), id: b.id }, `invoice-${b.invoiceNumber || b.id}.pdf`)
                }
              />
            </div>
            <Facts
              items={[
                [t('status'), label(b.status)],
                [
                  t('invoice'),
                  b.invoiceId ? (
                    <Link href={to.invoice(tenant, b.invoiceId)}>{b.invoiceNumber || b.invoiceId}</Link>
                  ) : b.invoiceNumber ? (
                    t('none') // made before invoices existed: it keeps its own number
                  ) : (
                    t('waitingInvoice')
                  ),
                ],
                [t('billingDate'), day(b.billingDate)],
                [t('issueDate'), day(b.billingIssueDate)],
                [t('dueDate'), day(b.billingDueDate)],
                [t('subtotal'), yen(b.subtotal)],
                [t('tax'), yen(b.tax)],
                [t('total'), <strong data-testid="billing-total">{yen(b.total)}</strong>],
                [t('paid'), yen(b.paidAmount)],
                [t('created'), instant(b.createTime)],
              ]}
            />
            <h2>{t('lines')}</h2>
            <LineTable rows={b.billingItems} />
            <h2>{t('taxes')}</h2>
            <TaxTable rows={b.taxes} />
            {can('billing') && <ReleaseHold tenant={tenant} billing={b} onSaved={billing.reload} />}
            <h2>{t('payments')}</h2>
            <Payments rows={b.payments} />
            {can('billing') && <PaymentForm tenant={tenant} billing={b} onSaved={billing.reload} />}
          </>
        )}
      </Loaded>
    </section>
  );
}
