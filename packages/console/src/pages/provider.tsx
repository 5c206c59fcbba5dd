import { call } from '../api/client';
import { ApiKeys } from '../components/api-keys';
import { bodyOf, ProviderForm, valuesOf } from '../components/provider-form';
import { MailSettings } from '../components/mail-settings';
import { Loaded } from '../components/status';
import { Facts } from '../components/table';
import { instant } from '../lib/format';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { Link } from '../lib/router';
import { to } from '../lib/paths';
import { useCan } from '../lib/permissions';

export function ProviderPage({ providerId }: { providerId: string }) {
  const t = useT();
  const can = useCan();
  const provider = useLoad((signal) => call('/admin/v1/provider/get', { providerId }, signal), [providerId]);
  return (
    <section>
      <nav class="crumbs" aria-label="breadcrumb">
        <Link href={to.home()}>{t('providers')}</Link>
      </nav>
      <Loaded value={provider}>
        {({ provider: p }) => (
          <>
            <h1>{p.name}</h1>
            <Facts
              items={[
                [t('id'), <code>{p.id}</code>],
                [t('created'), instant(p.createTime)],
                [t('updated'), instant(p.updateTime)],
                [
                  t('customers'),
                  <>
                    <Link href={to.customers({ providerId, env: 'sandbox' })}>{t('sandbox')}</Link>
                    {' · '}
                    <Link href={to.customers({ providerId, env: 'production' })}>{t('production')}</Link>
                  </>,
                ],
              ]}
            />
            <h2>{t('apiKeys')}</h2>
            <ApiKeys providerId={providerId} />
            {can('platform') && (
              <>
                <h2>{t('settings')}</h2>
                <ProviderForm
                  initial={valuesOf(p)}
                  submitLabel={t('save')}
                  onSubmit={async (v) => {
                    await call('/admin/v1/provider/update', { providerId, ...bodyOf(v) });
                  }}
                />
                <h2>{t('mailSettings')}</h2>
                <MailSettings providerId={providerId} />
              </>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}
