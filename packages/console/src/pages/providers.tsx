import { call } from '../api/client';
import type { Provider } from '../api/types';
import { Loaded } from '../components/status';
import { Table } from '../components/table';
import { instant } from '../lib/format';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Link } from '../lib/router';
import { to } from '../lib/paths';

async function allProviders(signal: AbortSignal): Promise<Provider[]> {
  const out: Provider[] = [];
  let pageToken = '';
  do {
    const page = await call('/admin/v1/provider/list', { pageSize: 100, ...(pageToken ? { pageToken } : {}) }, signal);
    out.push(...page.providers);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return out;
}

export function Providers() {
  const t = useT();
  const providers = useLoad(allProviders, []);
  return (
    <section>
      <div class="title-row">
        <h1>{t('providers')}</h1>
        <Link class="button primary" href={to.newProvider()}>
          {t('newProvider')}
        </Link>
      </div>
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
