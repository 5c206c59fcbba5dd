import { useState } from 'preact/hooks';
import { call, download } from '../api/client';
import type { Body } from '../api/types';
import { DownloadButton } from '../components/download-button';
import { Field, Select } from '../components/field';
import { PagedView } from '../components/paged';
import { Table } from '../components/table';
import { day, yen } from '../lib/format';
import { useEnum } from '../lib/enums';
import { useT } from '../lib/i18n';
import { usePaged } from '../lib/paged';
import { scope, type Tenant } from '../lib/paths';

const KINDS = ['KIND_INVOICE', 'KIND_CREDIT_NOTE', 'KIND_REMINDER'] as const;

interface Criteria {
  issueDateFrom: string;
  issueDateTo: string;
  amountFrom: string;
  amountTo: string;
  counterpartyName: string;
  kind: string;
}

const EMPTY: Criteria = { issueDateFrom: '', issueDateTo: '', amountFrom: '', amountTo: '', counterpartyName: '', kind: '' };

/** The criteria given (empty fields left out), as /v1/document/search takes them. */
function requestOf(c: Criteria): Partial<Criteria> {
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v.trim() !== '')) as Partial<Criteria>;
}

/** The kept documents (docs/records.md): search by issue date, amount, counterparty name and kind; download as stored. */
export function DocumentsPage({ tenant }: { tenant: Tenant }) {
  const t = useT();
  const label = useEnum();
  const [form, setForm] = useState<Criteria>(EMPTY);
  const [asked, setAsked] = useState<Partial<Criteria>>({});
  const set = (key: keyof Criteria) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const documents = usePaged(
    (pageToken, signal) =>
      call(
        '/admin/v1/tenant/document/search',
        // The kind is one of KINDS (the select's options): the form's text is the enum's.
        { ...scope(tenant), ...asked, pageSize: 20, ...(pageToken ? { pageToken } : {}) } as Body<'/admin/v1/tenant/document/search'>,
        signal,
      ).then((r) => ({ items: r.documents, nextPageToken: r.nextPageToken })),
    [tenant.providerId, tenant.env, JSON.stringify(asked)],
  );
  return (
    <section>
      <h1>{t('documents')}</h1>
      <p class="hint">{t('documentsHint')}</p>
      <form
        class="inline-form"
        aria-label={t('search')}
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(requestOf(form));
        }}
      >
        <Field label={t('issueDateFrom')} type="date" value={form.issueDateFrom} onValue={set('issueDateFrom')} />
        <Field label={t('issueDateTo')} type="date" value={form.issueDateTo} onValue={set('issueDateTo')} />
        <Field label={t('amountFrom')} value={form.amountFrom} onValue={set('amountFrom')} />
        <Field label={t('amountTo')} value={form.amountTo} onValue={set('amountTo')} />
        <Field
          label={t('counterpartyName')}
          type="search"
          value={form.counterpartyName}
          onValue={set('counterpartyName')}
          maxLength={200}
        />
        <Select
          label={t('documentKind')}
          value={form.kind}
          onValue={set('kind')}
          options={[['', t('anyKind')], ...KINDS.map((k): [string, string] => [k, label(k)])]}
        />
        <button type="submit">{t('search')}</button>
      </form>
      <PagedView paged={documents}>
        {(rows) => (
          <Table
            caption={t('documents')}
            rows={rows}
            empty={t('noDocuments')}
            columns={[
              { title: t('issueDate'), cell: (d) => day(d.issueDate) },
              { title: t('documentKind'), cell: (d) => label(d.kind) },
              { title: t('documentNumber'), cell: (d) => d.number },
              { title: t('counterparty'), cell: (d) => d.counterpartyName },
              { title: t('total'), cell: (d) => yen(d.total), num: true },
              { title: t('sha256'), cell: (d) => (d.sha256 ? <code title={d.sha256}>{d.sha256.slice(0, 12)}…</code> : t('notRendered')) },
              {
                title: '',
                cell: (d) => (
                  <DownloadButton
                    label={t('downloadDocument')}
                    download={() =>
                      download('/admin/v1/tenant/document/download', { ...scope(tenant), id: d.id }, `${d.number || d.id}.pdf`)
                    }
                  />
                ),
              },
            ]}
          />
        )}
      </PagedView>
    </section>
  );
}
