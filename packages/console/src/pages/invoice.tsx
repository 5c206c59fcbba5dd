import { useCan } from '../lib/permissions';
import { useState } from 'preact/hooks';
import { call, download } from '../api/client';
import type { Billing, Invoice } from '../api/types';
import { TaxTable } from '../components/billing-tables';
import { DownloadButton } from '../components/download-button';
import { CreditNoteForm, CreditNotes } from '../components/credit-note-form';
import { InvoiceDeliveries } from '../components/invoice-deliveries';
import { Field } from '../components/field';
import { ErrorBox, Loaded } from '../components/status';
import { Facts, Table } from '../components/table';
import { day, instant, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { monthOf } from '../lib/month';
import { Link } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

/** The invoice's billings, each read with billing/get (one call per billing of this invoice), with their payments. */
function InvoiceBillings({ tenant, invoice }: { tenant: Tenant; invoice: Invoice }) {
  const t = useT();
  const label = useEnum();
  const billings = useLoad(
    (signal) => Promise.all(invoice.billingIds.map((id) => call('/admin/v1/tenant/billing/get', { ...scope(tenant), id }, signal))),
    [tenant.providerId, tenant.env, invoice.id, invoice.updateTime],
  );
  const billingLink = (b: Billing) => <Link href={to.billing(tenant, b.id)}>{day(b.billingDate)}</Link>;
  return (
    <Loaded value={billings}>
      {(answers) => {
        const rows = answers.map((a) => a.billing);
        const payments = rows.flatMap((b) => b.payments.map((p) => ({ b, p })));
        return (
          <>
            <Table
              caption={t('billings')}
              rows={rows}
              empty={t('noBillings')}
              columns={[
                { title: t('billingDate'), cell: billingLink },
                { title: t('items'), cell: (b) => b.billingItems.map((i) => i.name).join(', ') || '—' },
                { title: t('status'), cell: (b) => label(b.status) },
                { title: t('total'), cell: (b) => yen(b.total), num: true },
                { title: t('paid'), cell: (b) => yen(b.paidAmount), num: true },
              ]}
            />
            <h2>{t('billingPayments')}</h2>
            <Table
              caption={t('payments')}
              rows={payments}
              empty={t('noPayments')}
              columns={[
                { title: t('billing'), cell: ({ b }) => billingLink(b) },
                { title: t('date'), cell: ({ p }) => day(p.paymentDate) },
                { title: t('type'), cell: ({ p }) => label(p.type) },
                { title: t('amount'), cell: ({ p }) => yen(p.amount), num: true },
                { title: t('memo'), cell: ({ p }) => p.memo || '—' },
              ]}
            />
          </>
        );
      }}
    </Loaded>
  );
}

/** The invoice's credit notes, read again whenever the invoice changes. */
function InvoiceCreditNotes({ tenant, invoice }: { tenant: Tenant; invoice: Invoice }) {
  const notes = useLoad(
    (signal) => call('/admin/v1/tenant/creditnote/list', { ...scope(tenant), invoiceId: invoice.id, pageSize: 100 }, signal),
    [tenant.providerId, tenant.env, invoice.id, invoice.updateTime],
  );
  return <Loaded value={notes}>{(answer) => <CreditNotes tenant={tenant} notes={answer.creditNotes} />}</Loaded>;
}

/** "Void" with a reason, after a confirmation; the server's refusal (a payment recorded, void already) is shown. */
function VoidForm({ tenant, invoice, onVoided }: { tenant: Tenant; invoice: Invoice; onVoided: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await call('/admin/v1/tenant/invoice/void', { ...scope(tenant), id: invoice.id, reason: reason.trim() });
      setAsking(false);
      onVoided();
    } catch (e) {
      setError(e as Error);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <form
        class="inline-form"
        aria-label={t('voidTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (reason.trim()) setAsking(true);
        }}
      >
        <Field label={t('voidReason')} required maxLength={500} value={reason} onValue={setReason} />
        <button type="submit" class="danger" disabled={asking || busy}>
          {t('voidInvoice')}
        </button>
      </form>
      {asking && (
        <div class="confirm" role="group" aria-label={t('voidTitle')}>
          <span>
            {t(invoice.invoicing === 'INVOICING_MONTHLY_CLOSING' ? 'voidConfirm' : 'voidConfirmPerBilling', {
              number: invoice.invoiceNumber,
            })}
          </span>
          <button type="button" class="danger" onClick={confirm} disabled={busy} autoFocus>
            {t('voidInvoice')}
          </button>
          <button type="button" onClick={() => setAsking(false)}>
            {t('cancel')}
          </button>
        </div>
      )}
      {error && <ErrorBox error={error} />}
    </>
  );
}

export function InvoicePage({ tenant, id }: { tenant: Tenant; id: string }) {
  const t = useT();
  const can = useCan();
  const label = useEnum();
  const invoice = useLoad(
    (signal) => call('/admin/v1/tenant/invoice/get', { ...scope(tenant), id }, signal),
    [tenant.providerId, tenant.env, id],
  );
  return (
    <section>
      <Loaded value={invoice}>
        {({ invoice: i }) => (
          <>
            <nav class="crumbs" aria-label="breadcrumb">
              <Link href={to.customer(tenant, i.customerId)}>{t('customer')}</Link> ›{' '}
              <Link href={to.invoices(tenant, monthOf(i.issueDate))}>{t('monthInvoices', { month: monthOf(i.issueDate) })}</Link>
            </nav>
            <div class="title-row">
              <h1>
                {t('invoice')} {i.invoiceNumber}
              </h1>
              <DownloadButton
                label={t('downloadPdf')}
                download={() =>
                  download('/admin/v1/tenant/invoice/document', { ...scope(tenant), id: i.id }, `invoice-${i.invoiceNumber}.pdf`)
                }
              />
            </div>
            <Facts
              items={[
                [t('status'), <strong data-testid="invoice-status">{label(i.status)}</strong>],
                [t('invoicing'), label(i.invoicing)],
                [t('issueDate'), day(i.issueDate)],
                [t('dueDate'), day(i.dueDate)],
                [t('closingDate'), day(i.closingDate)],
                [t('subtotal'), yen(i.subtotal)],
                [t('tax'), yen(i.tax)],
                [t('total'), <strong data-testid="invoice-total">{yen(i.total)}</strong>],
                [t('paid'), yen(i.paidAmount)],
                [t('balance'), <span data-testid="invoice-balance">{yen(i.balance)}</span>],
                ...(i.replacesInvoiceId
                  ? [
                      [t('replaces'), <Link href={to.invoice(tenant, i.replacesInvoiceId)}>{t('invoice')}</Link>] as [
                        string,
                        preact.JSX.Element,
                      ],
                    ]
                  : []),
                ...(i.voidReason
                  ? [[t('voidedReason'), <span data-testid="void-reason">{i.voidReason}</span>] as [string, preact.JSX.Element]]
                  : []),
                [t('id'), <code>{i.id}</code>],
                [t('created'), instant(i.createTime)],
              ]}
            />
            <h2>{t('taxes')}</h2>
            <TaxTable rows={i.taxes} />
            <h2>{t('billings')}</h2>
            <InvoiceBillings tenant={tenant} invoice={i} />
            <h2>{t('creditNotes')}</h2>
            <InvoiceCreditNotes tenant={tenant} invoice={i} />
            {i.status !== 'STATUS_VOID' && i.status !== 'STATUS_CREDIT' && can('billing') && (
              <>
                <h2>{t('creditNoteTitle')}</h2>
                <CreditNoteForm tenant={tenant} invoice={i} onIssued={invoice.reload} />
              </>
            )}
            <h2>{t('deliveries')}</h2>
            <InvoiceDeliveries tenant={tenant} invoiceId={i.id} canSend={i.status !== 'STATUS_VOID' && can('billing')} />
            {i.status !== 'STATUS_VOID' && can('billing') && (
              <>
                <h2>{t('voidTitle')}</h2>
                <VoidForm tenant={tenant} invoice={i} onVoided={invoice.reload} />
              </>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
