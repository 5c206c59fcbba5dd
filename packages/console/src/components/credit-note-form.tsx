/**
 * "Issue a credit note" on an invoice's page (docs/credit.md "Console"): lines at the invoice's rates,
 * the reason and the refund kind; "Preview" asks the service for the note as it would be issued
 * (validateOnly: its per-rate tax and total, nothing written), "Issue" issues exactly that; the invoice
 * then reloads with the note among its credit notes.
 */
import { useState } from 'preact/hooks';
import { call, download } from '../api/client';
import type { Answer, Invoice } from '../api/types';
import { Field, Select } from './field';
import { DownloadButton } from './download-button';
import { ErrorBox } from './status';
import { Table } from './table';
import { TaxTable } from './billing-tables';
import { yen } from '../lib/format';
import { useT } from '../lib/i18n';
import { scope, type Tenant } from '../lib/paths';

type Note = Answer<'/admin/v1/tenant/creditnote/create'>['creditNote'];
interface Line {
  description: string;
  amount: string;
  taxPercentage: string;
}

export function CreditNoteForm({ tenant, invoice, onIssued }: { tenant: Tenant; invoice: Invoice; onIssued: () => void }) {
  const t = useT();
  const rates = invoice.taxes.map((r) => r.taxPercentage);
  const [lines, setLines] = useState<Line[]>([{ description: '', amount: '', taxPercentage: rates[0] ?? '10' }]);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState('REFUND_TO_CREDIT');
  const [preview, setPreview] = useState<Note | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  const body = () => ({
    ...scope(tenant),
    invoiceId: invoice.id,
    lines: lines.map((l) => ({ description: l.description.trim(), amount: l.amount.trim(), taxPercentage: l.taxPercentage })),
    reason: reason.trim(),
    refund: refund as Note['refund'],
  });
  const send = async (validateOnly: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const res = await call('/admin/v1/tenant/creditnote/create', { ...body(), validateOnly });
      if (validateOnly) setPreview(res.creditNote);
      else {
        setPreview(null);
        onIssued();
      }
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };
  const edit = (i: number, patch: Partial<Line>) => {
    setPreview(null);
    setLines(lines.map((l, n) => (n === i ? { ...l, ...patch } : l)));
  };
  return (
    <>
      <form
        class="credit-note-form"
        aria-label={t('creditNoteTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          void send(false);
        }}
      >
        {lines.map((l, i) => (
          <div class="inline-form" role="group" aria-label={t('creditNoteLine', { n: String(i + 1) })}>
            <Field label={t('description')} required maxLength={200} value={l.description} onValue={(v) => edit(i, { description: v })} />
            <Field label={t('amountBeforeTax')} required pattern="[0-9]+" value={l.amount} onValue={(v) => edit(i, { amount: v })} />
            <Select
              label={t('taxRate')}
              value={l.taxPercentage}
              onValue={(v) => edit(i, { taxPercentage: v })}
              options={rates.map((r) => [r, `${r}%`])}
            />
          </div>
        ))}
        <button type="button" onClick={() => setLines([...lines, { description: '', amount: '', taxPercentage: rates[0] ?? '10' }])}>
          {t('addLine')}
        </button>
        <div class="inline-form">
          <Field label={t('creditReason')} required maxLength={500} value={reason} onValue={(v) => (setPreview(null), setReason(v))} />
          <Select
            label={t('refund')}
            value={refund}
            onValue={(v) => (setPreview(null), setRefund(v))}
            options={[
              ['REFUND_TO_CREDIT', t('refundToCredit')],
              ['REFUND_OUTSIDE', t('refundOutside')],
            ]}
          />
        </div>
        <div class="inline-form">
          <button type="button" onClick={() => void send(true)} disabled={busy}>
            {t('preview')}
          </button>
          <button type="submit" disabled={busy || preview === null}>
            {t('issueCreditNote')}
          </button>
        </div>
      </form>
      {preview && (
        <div data-testid="credit-note-preview">
          <TaxTable rows={preview.taxes} />
          <p>
            {t('creditNoteTotal')} <strong data-testid="preview-total">{yen(preview.total)}</strong>{' '}
            {preview.returnInvoiceRequired ? t('returnInvoiceRequired') : t('returnInvoiceNotRequired')}
          </p>
        </div>
      )}
      {error && <ErrorBox error={error} />}
    </>
  );
}

/** The credit notes of an invoice, each with its kept document (docs/records.md) to download as stored. */
export function CreditNotes({ tenant, notes }: { tenant: Tenant; notes: Note[] }) {
  const t = useT();
  return (
    <Table
      caption={t('creditNotes')}
      rows={notes}
      empty={t('noCreditNotes')}
      columns={[
        { title: t('number'), cell: (n) => n.creditNoteNumber },
        { title: t('creditReason'), cell: (n) => n.reason },
        { title: t('refund'), cell: (n) => (n.refund === 'REFUND_OUTSIDE' ? t('refundOutside') : t('refundToCredit')) },
        { title: t('total'), cell: (n) => yen(n.total), num: true },
        {
          title: 'PDF',
          cell: (n) => (
            <DownloadButton
              label={t('downloadDocument')}
              download={() =>
                download('/admin/v1/tenant/creditnote/document', { ...scope(tenant), id: n.id }, `credit-note-${n.creditNoteNumber}.pdf`)
              }
            />
          ),
        },
      ]}
    />
  );
}
