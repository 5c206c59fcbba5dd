/**
 * One imported statement (docs/console-ui.md "Month end: deposits"): its counts, and its deposits in
 * file order with their status, the rule that matched them and what each was applied to (invoices,
 * transfer fees, credit); a matched deposit can be unmatched (its payments reversed), an unmatched one
 * is matched from the queue.
 */
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import { customerName, customerNames } from '../api/customers';
import type { StatementLine } from '../api/types';
import { ConfirmAction } from '../components/confirm-action';
import { PagedView } from '../components/paged';
import { Loaded } from '../components/status';
import { Facts, Table } from '../components/table';
import { ruleWords, wholeYen } from '../lib/collections';
import { day, instant, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { usePaged } from '../lib/paged';
import { useCan } from '../lib/permissions';
import { Link } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

/** What a line applied: each invoice (a link, with the transfer fee taken on it) and the part that became credit. */
function Applied({ tenant, line }: { tenant: Tenant; line: StatementLine }) {
  const t = useT();
  if (line.applications.length === 0) return <>—</>;
  return (
    <ul class="applied">
      {line.applications.map((a) => (
        <li>
          {a.invoiceId ? (
            <>
              <Link href={to.invoice(tenant, a.invoiceId)}>{a.invoiceNumber || a.invoiceId}</Link> {yen(a.amount)}
              {wholeYen(a.feeAmount) > 0n && ` ${t('feePart', { amount: yen(a.feeAmount) })}`}
            </>
          ) : (
            t('creditPart', { amount: yen(a.amount) })
          )}
        </li>
      ))}
    </ul>
  );
}

export function StatementPage({ tenant, id }: { tenant: Tenant; id: string }) {
  const t = useT();
  const label = useEnum();
  const can = useCan();
  const [message, setMessage] = useState('');
  const deps = [tenant.providerId, tenant.env, id];
  const statement = useLoad((signal) => call('/admin/v1/tenant/bankstatement/get', { ...scope(tenant), id }, signal), deps);
  const lines = usePaged(async (pageToken, signal) => {
    const r = await call(
      '/admin/v1/tenant/bankstatement/listlines',
      { ...scope(tenant), statementId: id, pageSize: 50, ...(pageToken ? { pageToken } : {}) },
      signal,
    );
    await customerNames(
      tenant,
      r.lines.flatMap((l) => l.customerId || []),
      signal,
    );
    return { items: r.lines, nextPageToken: r.nextPageToken };
  }, deps);
  const unmatch = (line: StatementLine) => async () => {
    await call('/admin/v1/tenant/bankstatement/unmatch', { ...scope(tenant), lineId: line.id });
    setMessage(t('unmatchedMessage', { inquiry: line.inquiryNumber }));
    statement.reload();
    lines.reload();
  };
  const action = (line: StatementLine) => {
    if (line.status === 'STATUS_UNMATCHED') return <Link href={to.unmatched(tenant)}>{t('matchInQueue')}</Link>;
    if (line.status !== 'STATUS_MATCHED' || !can('billing')) return null;
    return <ConfirmAction name={t('unmatchLine')} question={t('unmatchConfirm', { inquiry: line.inquiryNumber })} run={unmatch(line)} />;
  };
  return (
    <section>
      <Loaded value={statement}>
        {({ statement: s }) => (
          <>
            <h1>{t('statementTitle', { time: instant(s.createTime) })}</h1>
            <Facts
              items={[
                [t('format'), label(s.format)],
                [t('depositCount'), s.lineCount],
                [t('newLines'), s.newLineCount],
                [t('matchedCount'), <span data-testid="statement-matched">{s.matchedCount}</span>],
                [t('unmatchedCount'), <span data-testid="statement-unmatched">{s.unmatchedCount}</span>],
                [t('ignoredCount'), <span data-testid="statement-ignored">{s.ignoredCount}</span>],
                [t('cancelledCount'), <span data-testid="statement-cancelled">{s.cancelledCount}</span>],
                [t('matchedAmount'), yen(s.matchedAmount)],
                [t('depositTotal'), yen(s.depositTotal)],
              ]}
            />
          </>
        )}
      </Loaded>
      {message && (
        <p role="status" class="ok">
          {message}
        </p>
      )}
      <PagedView paged={lines}>
        {(rows) => (
          <Table
            caption={t('statementLines')}
            rows={rows}
            empty={t('noLines')}
            columns={[
              { title: t('record'), cell: (l) => l.record, num: true },
              { title: t('valueDate'), cell: (l) => day(l.valueDate) },
              { title: t('inquiryNumber'), cell: (l) => l.inquiryNumber },
              { title: t('payerName'), cell: (l) => l.payerName || '—' },
              { title: t('amount'), cell: (l) => yen(l.amount), num: true },
              { title: t('status'), cell: (l) => label(l.status) },
              { title: t('rule'), cell: (l) => ruleWords(t, l.rule) },
              {
                title: t('customer'),
                cell: (l) =>
                  l.customerId ? <Link href={to.customer(tenant, l.customerId)}>{customerName(tenant, l.customerId)}</Link> : '—',
              },
              { title: t('appliedTo'), cell: (l) => <Applied tenant={tenant} line={l} /> },
              { title: t('action'), cell: action },
            ]}
          />
        )}
      </PagedView>
    </section>
  );
}
