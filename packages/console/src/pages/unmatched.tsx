/**
 * The unmatched queue (docs/console-ui.md "Month end: deposits", docs/collections.md "The unmatched
 * queue"): each deposit no customer or invoice was found for, with the invoices suggested for it; the
 * operator matches it to invoices (amounts per invoice, the rest to the customer's credit) or ignores
 * it — through the provider API's own paths as the tenant.
 */
import { useState } from 'preact/hooks';
import { call } from '../api/client';
import { customerName, customerNames } from '../api/customers';
import type { Invoice, StatementLine } from '../api/types';
import { ConfirmAction } from '../components/confirm-action';
import { PagedView } from '../components/paged';
import { Empty, ErrorBox, Loaded } from '../components/status';
import { Facts } from '../components/table';
import { minYen, wholeYen } from '../lib/collections';
import { day, yen } from '../lib/format';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { usePaged } from '../lib/paged';
import { useCan } from '../lib/permissions';
import { Link } from '../lib/router';
import { scope, to, type Tenant } from '../lib/paths';

/** The suggested invoices with an amount to apply to each (the first one prefilled), and "Match". */
function MatchForm(props: { tenant: Tenant; line: StatementLine; invoices: Invoice[]; onMatched: () => void }) {
  const { tenant, line, invoices, onMatched } = props;
  const t = useT();
  const can = useCan();
  const first = invoices[0];
  const [amounts, setAmounts] = useState<Record<string, string>>(first ? { [first.id]: minYen(line.amount, first.balance) } : {});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  if (invoices.length === 0) return <Empty>{t('noSuggestions')}</Empty>;
  const allocations = invoices
    .filter((i) => wholeYen(amounts[i.id] ?? '') > 0n)
    .map((i) => ({ invoiceId: i.id, amount: String(wholeYen(amounts[i.id]!)) }));
  const left = wholeYen(line.amount) - allocations.reduce((sum, a) => sum + BigInt(a.amount), 0n);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await call('/admin/v1/tenant/bankstatement/match', { ...scope(tenant), lineId: line.id, allocations });
      onMatched();
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-label={t('suggestedInvoices')} onSubmit={(e) => void submit(e)}>
      <div class="table-wrap">
        <table>
          <caption class="visually-hidden">{t('suggestedInvoices')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoiceNumber')}</th>
              <th scope="col">{t('customer')}</th>
              <th scope="col">{t('dueDate')}</th>
              <th scope="col" class="num">
                {t('balance')}
              </th>
              {can('billing') && (
                <th scope="col" class="num">
                  {t('applyAmount')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {invoices.map((i) => (
              <tr>
                <td>
                  <Link href={to.invoice(tenant, i.id)}>{i.invoiceNumber}</Link>
                </td>
                <td>
                  <Link href={to.customer(tenant, i.customerId)}>{customerName(tenant, i.customerId)}</Link>
                </td>
                <td>{day(i.dueDate)}</td>
                <td class="num">{yen(i.balance)}</td>
                {can('billing') && (
                  <td class="num">
                    <input
                      class="amount"
                      aria-label={t('applyTo', { number: i.invoiceNumber })}
                      inputMode="numeric"
                      pattern="[0-9]*"
                      value={amounts[i.id] ?? ''}
                      onInput={(e) => setAmounts({ ...amounts, [i.id]: e.currentTarget.value })}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {can('billing') && (
        <p>
          {left < 0n ? (
            <span class="error-text">{t('overAllocated')}</span>
          ) : (
            left > 0n && <span data-testid="left-to-credit">{t('leftToCredit', { amount: yen(String(left)) })}</span>
          )}{' '}
          <button type="submit" class="primary" disabled={busy || left < 0n || allocations.length === 0}>
            {t('matchLine')}
          </button>
        </p>
      )}
      {error && <ErrorBox error={error} />}
    </form>
  );
}

/** One deposit of the queue: what the bank says, the suggested invoices, "Match" and "Ignore". */
function UnmatchedLine({ tenant, line, onDone }: { tenant: Tenant; line: StatementLine; onDone: (message: string) => void }) {
  const t = useT();
  const can = useCan();
  const inquiry = line.inquiryNumber;
  const suggested = useLoad(
    async (signal) => {
      const { invoices } = await call('/admin/v1/tenant/bankstatement/suggest', { ...scope(tenant), lineId: line.id }, signal);
      await customerNames(
        tenant,
        invoices.map((i) => i.customerId),
        signal,
      );
      return invoices;
    },
    [tenant.providerId, tenant.env, line.id],
  );
  const ignore = async () => {
    await call('/admin/v1/tenant/bankstatement/ignore', { ...scope(tenant), lineId: line.id });
    onDone(t('ignoredMessage', { inquiry }));
  };
  return (
    <section class="card" aria-label={t('depositOf', { inquiry })}>
      <h2>
        {t('depositOf', { inquiry })} · {yen(line.amount)}
      </h2>
      <Facts
        items={[
          [t('valueDate'), day(line.valueDate)],
          [t('payerName'), line.payerName || '—'],
          [t('account'), [line.bankCode, line.branchCode, line.accountNumber].filter(Boolean).join('-') || '—'],
          [t('statement'), <Link href={to.statement(tenant, line.statementId)}>{t('openStatement')}</Link>],
        ]}
      />
      <h3>{t('suggestedInvoices')}</h3>
      <Loaded value={suggested}>
        {(invoices) => (
          <MatchForm tenant={tenant} line={line} invoices={invoices} onMatched={() => onDone(t('matchedMessage', { inquiry }))} />
        )}
      </Loaded>
      {can('billing') && <ConfirmAction name={t('ignoreLine')} question={t('ignoreConfirm', { inquiry })} run={ignore} />}
    </section>
  );
}

export function UnmatchedPage({ tenant }: { tenant: Tenant }) {
  const t = useT();
  const [message, setMessage] = useState('');
  const lines = usePaged(
    (pageToken, signal) =>
      call(
        '/admin/v1/tenant/bankstatement/listlines',
        { ...scope(tenant), status: 'STATUS_UNMATCHED', pageSize: 20, ...(pageToken ? { pageToken } : {}) },
        signal,
      ).then((r) => ({ items: r.lines, nextPageToken: r.nextPageToken })),
    [tenant.providerId, tenant.env],
  );
  const done = (text: string) => {
    setMessage(text);
    lines.reload();
  };
  return (
    <section>
      <h1>{t('unmatchedTitle')}</h1>
      <p class="hint">{t('unmatchedHint')}</p>
      {message && (
        <p role="status" class="ok">
          {message}
        </p>
      )}
      <PagedView paged={lines}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty>{t('noUnmatched')}</Empty>
          ) : (
            rows.map((line) => <UnmatchedLine key={line.id} tenant={tenant} line={line} onDone={done} />)
          )
        }
      </PagedView>
    </section>
  );
}
