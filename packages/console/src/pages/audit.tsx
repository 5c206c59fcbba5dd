import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Answer, Body } from '../api/types';
import { Field } from '../components/field';
import { PagedView } from '../components/paged';
import { Table } from '../components/table';
import { instant } from '../lib/format';
import { useT } from '../lib/i18n';
import { usePaged } from '../lib/paged';
import { navigate } from '../lib/router';
import { to } from '../lib/paths';

type Entry = Answer<'/admin/v1/audit/list'>['entries'][number];
const FILTERS = ['actorId', 'action', 'resourceId', 'providerId', 'timeFrom', 'timeTo'] as const;
type Filter = (typeof FILTERS)[number];

/** The audit log (docs/records.md): every change, newest first, with the filters of /admin/v1/audit/list, kept in the address. */
export function AuditPage({ query }: { query: URLSearchParams }) {
  const t = useT();
  const current = Object.fromEntries(FILTERS.map((f) => [f, query.get(f) ?? ''])) as Record<Filter, string>;
  const [form, setForm] = useState(current);
  const key = FILTERS.map((f) => current[f]).join('\u0000');
  const entries = usePaged<Entry>(
    async (pageToken, signal) => {
      const body: Body<'/admin/v1/audit/list'> = { pageSize: 50, ...(pageToken ? { pageToken } : {}) };
      for (const f of FILTERS) if (current[f]) (body as Record<string, string>)[f] = current[f];
      const page = await call('/admin/v1/audit/list', body, signal);
      return { items: page.entries, nextPageToken: page.nextPageToken };
    },
    [key],
  );
  const words: Record<Filter, string> = {
    actorId: t('actor'),
    action: t('action'),
    resourceId: t('resourceId'),
    providerId: t('providerId'),
    timeFrom: t('timeFrom'),
    timeTo: t('timeTo'),
  };
  return (
    <section>
      <h1>{t('auditLog')}</h1>
      <form
        class="grid-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const q = new URLSearchParams(FILTERS.filter((f) => form[f].trim()).map((f) => [f, form[f].trim()]));
          navigate(q.size ? `${to.audit()}?${q}` : to.audit());
        }}
      >
        {FILTERS.map((f) => (
          <Field label={words[f]} value={form[f]} onValue={(v) => setForm({ ...form, [f]: v })} maxLength={200} />
        ))}
        <button type="submit">{t('search')}</button>
      </form>
      <PagedView paged={entries}>
        {(rows) => (
          <Table
            caption={t('auditLog')}
            rows={rows}
            empty={t('noAuditEntries')}
            columns={[
              { title: t('time'), cell: (e) => instant(e.time) },
              { title: t('actor'), cell: (e) => <code>{`${e.actor.type.replace(/^ACTOR_/, '')} ${e.actor.id}`}</code> },
              { title: t('action'), cell: (e) => <code>{e.action}</code> },
              {
                title: t('resources'),
                cell: (e) =>
                  e.resources.map((r) => `${r.type}${r.id ? ` ${r.id}` : ''}`).join(', ') +
                  (e.resourceCount > e.resources.length ? ` (+${e.resourceCount - e.resources.length})` : ''),
              },
              { title: t('providerId'), cell: (e) => (e.providerId ? <code>{e.providerId}</code> : t('platform')) },
              { title: t('requestId'), cell: (e) => <code>{e.requestId}</code> },
            ]}
          />
        )}
      </PagedView>
    </section>
  );
}
