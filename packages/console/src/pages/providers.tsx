import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Provider } from '../api/types';
import { Field } from '../components/field';
import { Loaded } from '../components/status';
import { Table } from '../components/table';
import { instant } from '../lib/format';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Link, navigate } from '../lib/router';
import { to } from '../lib/paths';
import { useCan } from '../lib/permissions';

/** Every provider, or those whose name contains the text (any case). */
async function allProviders(nameContains: string, signal: AbortSignal): Promise<Provider[]> {
  const out: Provider[] = [];
  let pageToken = '';
  do {
    const body = { pageSize: 100, ...(nameContains ? { nameContains } : {}), ...(pageToken ? { pageToken } : {}) };
    const page = await call('/admin/v1/provider/list', body, signal);
    out.push(...page.providers);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return out;
}

export function Providers({ query }: { query: URLSearchParams }) {
  const t = useT();
  const can = useCan();
  const q = query.get('q') ?? '';
  const [text, setText] = useState(q);
  const providers = useLoad((signal) => allProviders(q, signal), [q]);
  return (
    <section>
      <div class="title-row">
        <h1>{t('providers')}</h1>
        {can('providers') && (
          <Link class="button primary" href={to.newProvider()}>
            {t('newProvider')}
          </Link>
        )}
      </div>
      <form
        class="inline-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(text.trim() ? `${to.home()}?${new URLSearchParams({ q: text.trim() })}` : to.home());
        }}
      >
        <Field label={t('providerName')} type="search" value={text} onValue={setText} />
        <button type="submit">{t('search')}</button>
      </form>
      <Loaded value={providers}>
        {(rows) => (
          <Table
            caption={t('providers')}
            rows={rows}
            empty={t('noProviders')}
            columns={[
              { title: t('providerName'), cell: (p) => <Link href={to.provider(p.id)}>{p.name}</Link> },
              { title: t('id'), cell: (p) => <code>{p.id}</code> },
              {
                title: t('customers'),
                cell: (p) => (
                  <>
                    <Link href={to.customers({ providerId: p.id, env: 'sandbox' })}>{t('sandbox')}</Link>
                    {' · '}
                    <Link href={to.customers({ providerId: p.id, env: 'production' })}>{t('production')}</Link>
                  </>
                ),
              },
              { title: t('created'), cell: (p) => instant(p.createTime) },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
