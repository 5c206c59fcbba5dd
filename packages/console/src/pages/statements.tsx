/**
 * Bank statements (docs/console-ui.md "Month end: deposits"): the import of a bank's file (全銀協
 * 振込入金通知 or 入出金取引明細, or a CSV with its columns) and the statements imported, newest first,
 * with their counts — each linking to its deposits and what each was applied to.
 */
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { BankStatement } from '../api/types';
import { Field, Select } from '../components/field';
import { PagedView } from '../components/paged';
import { ErrorBox } from '../components/status';
import { Table } from '../components/table';
import { fileBase64 } from '../lib/collections';
import { instant, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { usePaged } from '../lib/paged';
import { useCan } from '../lib/permissions';
import { Link } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

const FORMATS = ['FORMAT_ZENGIN_TRANSFER_NOTICE', 'FORMAT_ZENGIN_STATEMENT', 'FORMAT_CSV'] as const;
type Format = (typeof FORMATS)[number];

/** bankstatement/import: a file read as base64; for a CSV, which column holds what (1-based). */
function ImportForm({ tenant, onImported }: { tenant: Tenant; onImported: () => void }) {
  const t = useT();
  const label = useEnum();
  const [format, setFormat] = useState<Format>('FORMAT_ZENGIN_TRANSFER_NOTICE');
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState({ valueDate: '1', amount: '2', payerName: '3', inquiryNumber: '', header: true });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [imported, setImported] = useState<BankStatement | null>(null);
  const column = (key: 'valueDate' | 'amount' | 'payerName' | 'inquiryNumber', text: string, required = true) => (
    <Field
      label={text}
      type="number"
      min={1}
      required={required}
      value={columns[key]}
      onValue={(v) => setColumns({ ...columns, [key]: v })}
    />
  );
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    setImported(null);
    try {
      const csvColumns = {
        valueDate: Number(columns.valueDate),
        amount: Number(columns.amount),
        payerName: Number(columns.payerName),
        ...(columns.inquiryNumber ? { inquiryNumber: Number(columns.inquiryNumber) } : {}),
        header: columns.header,
      };
      const { statement } = await call('/admin/v1/tenant/bankstatement/import', {
        ...scope(tenant),
        format,
        content: await fileBase64(file),
        ...(format === 'FORMAT_CSV' ? { csvColumns } : {}),
      });
      setImported(statement);
      onImported();
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="inline-form" aria-label={t('importStatement')} onSubmit={(e) => void submit(e)}>
      <Select label={t('format')} value={format} onValue={(v) => setFormat(v as Format)} options={FORMATS.map((f) => [f, label(f)])} />
      <label class="field">
        <span>{t('file')}</span>
        <input type="file" required onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
      </label>
      {format === 'FORMAT_CSV' && (
        <>
          {column('valueDate', t('csvDate'))}
          {column('amount', t('csvAmount'))}
          {column('payerName', t('csvPayer'))}
          {column('inquiryNumber', t('csvInquiry'), false)}
          <label class="field">
            <span>{t('csvHeader')}</span>
            <input type="checkbox" checked={columns.header} onChange={(e) => setColumns({ ...columns, header: e.currentTarget.checked })} />
          </label>
        </>
      )}
      <button type="submit" class="primary" disabled={busy || !file}>
        {busy ? t('loading') : t('importFile')}
      </button>
      {imported && (
        <p role="status" class="ok">
          {t('importedSummary', {
            count: imported.lineCount,
            fresh: imported.newLineCount,
            matched: imported.matchedCount,
            unmatched: imported.unmatchedCount,
          })}{' '}
          {imported.cancellationCount > 0 && <>{t('importedCancellations', { cancelled: imported.cancellationCount })} </>}
          <Link href={to.statement(tenant, imported.id)}>{t('openStatement')}</Link>
        </p>
      )}
      {error && <ErrorBox error={error} />}
    </form>
  );
}

export function StatementsPage({ tenant }: { tenant: Tenant }) {
  const t = useT();
  const label = useEnum();
  const can = useCan();
  const statements = usePaged(
    (pageToken, signal) =>
      call('/admin/v1/tenant/bankstatement/list', { ...scope(tenant), pageSize: 20, ...(pageToken ? { pageToken } : {}) }, signal).then(
        (r) => ({ items: r.statements, nextPageToken: r.nextPageToken }),
      ),
    [tenant.providerId, tenant.env],
  );
  return (
    <section>
      <h1>{t('bankStatements')}</h1>
      <p class="hint">{t('statementsHint')}</p>
      {can('billing') && (
        <>
          <h2>{t('importStatement')}</h2>
          <ImportForm tenant={tenant} onImported={statements.reload} />
        </>
      )}
      <h2>{t('statements')}</h2>
      <PagedView paged={statements}>
        {(rows) => (
          <Table
            caption={t('bankStatements')}
            rows={rows}
            empty={t('noStatements')}
            columns={[
              { title: t('imported'), cell: (s) => <Link href={to.statement(tenant, s.id)}>{instant(s.createTime)}</Link> },
              { title: t('format'), cell: (s) => label(s.format) },
              { title: t('depositCount'), cell: (s) => s.lineCount, num: true },
              { title: t('newLines'), cell: (s) => s.newLineCount, num: true },
              { title: t('matchedCount'), cell: (s) => s.matchedCount, num: true },
              { title: t('unmatchedCount'), cell: (s) => s.unmatchedCount, num: true },
              { title: t('ignoredCount'), cell: (s) => s.ignoredCount, num: true },
              { title: t('cancelledCount'), cell: (s) => s.cancelledCount, num: true },
              { title: t('matchedAmount'), cell: (s) => yen(s.matchedAmount), num: true },
              { title: t('depositTotal'), cell: (s) => yen(s.depositTotal), num: true },
            ]}
          />
        )}
      </PagedView>
    </section>
  );
}
