import { useState } from 'preact/hooks';
import { call, download } from '../api/client';
import { DownloadButton } from '../components/download-button';
import { Field } from '../components/field';
import { PagedView } from '../components/paged';
import { Loaded } from '../components/status';
import { Table } from '../components/table';
import { yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { isMonth, shiftMonth } from '../lib/month';
import { usePaged } from '../lib/paged';
import { scope, type Tenant } from '../lib/paths';
import { clockMonth } from './invoices';

/** The export formats: the button's name, the request's format, the file's name ending. */
const FORMATS = [
  ['freee', 'FORMAT_FREEE', 'freee'],
  ['Money Forward', 'FORMAT_MONEYFORWARD', 'moneyforward'],
  ['弥生', 'FORMAT_YAYOI', 'yayoi'],
  ['CSV', 'FORMAT_CSV', 'csv'],
] as const;

function MonthJournal({ tenant, month }: { tenant: Tenant; month: string }) {
  const t = useT();
  const label = useEnum();
  const entries = usePaged(
    (pageToken, signal) =>
      call('/admin/v1/tenant/journal/list', { ...scope(tenant), month, pageSize: 100, ...(pageToken ? { pageToken } : {}) }, signal).then(
        (r) => ({ items: r.entries, nextPageToken: r.nextPageToken }),
      ),
    [tenant.providerId, tenant.env, month],
  );
  const side = (e: { lines: Array<{ side: string; accountName: string; amount: string }> }, which: string) =>
    e.lines
      .filter((l) => l.side === which)
      .map((l) => (
        <div>
          {l.accountName} {yen(l.amount)}
        </div>
      ));
  return (
    <>
      <div class="actions" role="group" aria-label={t('exportJournal')}>
        {FORMATS.map(([name, format, file]) => (
          <DownloadButton
            label={t('exportAs', { format: name })}
            download={() =>
              download('/admin/v1/tenant/journal/export', { ...scope(tenant), month, format }, `journal-${month}-${file}.csv`)
            }
          />
        ))}
      </div>
      <PagedView paged={entries}>
        {(rows) => (
          <Table
            caption={t('journal')}
            rows={rows}
            empty={t('noEntries')}
            columns={[
              { title: t('date'), cell: (e) => e.date },
              { title: t('entryKind'), cell: (e) => label(e.kind) },
              { title: t('documentNumber'), cell: (e) => e.documentNumber },
              { title: t('customer'), cell: (e) => e.customerName },
              { title: t('description'), cell: (e) => e.description },
              { title: t('debit'), cell: (e) => side(e, 'SIDE_DEBIT'), num: true },
              { title: t('creditSide'), cell: (e) => side(e, 'SIDE_CREDIT'), num: true },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}

/** A closed month's journal (the month before the tenant's clock unless `?month=YYYY-MM`) and its exports. */
export function JournalPage({ tenant, query }: { tenant: Tenant; query: URLSearchParams }) {
  const t = useT();
  const asked = query.get('month');
  const month = useLoad(
    (signal) => (isMonth(asked) ? Promise.resolve(asked) : clockMonth(tenant, signal).then((m) => shiftMonth(m, -1))),
    [tenant.providerId, tenant.env, asked],
  );
  return (
    <section>
      <h1>{t('journal')}</h1>
      <p class="hint">{t('journalHint')}</p>
      <Loaded value={month}>{(m) => <Picked key={m} tenant={tenant} initial={m} />}</Loaded>
    </section>
  );
}

function Picked({ tenant, initial }: { tenant: Tenant; initial: string }) {
  const t = useT();
  const [picked, setPicked] = useState(initial);
  const [month, setMonth] = useState(initial);
  return (
    <>
      <form
        class="inline-form"
        aria-label={t('month')}
        onSubmit={(e) => {
          e.preventDefault();
          if (isMonth(picked)) setMonth(picked);
        }}
      >
        <Field label={t('month')} type="month" required value={picked} onValue={setPicked} />
        <button type="submit">{t('show')}</button>
      </form>
      <h2>{t('monthJournal', { month })}</h2>
      <MonthJournal key={month} tenant={tenant} month={month} />
    </>
  );
}
