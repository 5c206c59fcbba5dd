import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Answer } from '../api/types';
import { Secret } from '../components/api-keys';
import { bodyOf, ProviderForm, valuesOf } from '../components/provider-form';
import { useT } from '../lib/i18n';
import { Link } from '../lib/router';
import { to } from '../lib/paths';

type Created = Answer<'/admin/v1/provider/create'>;

/** The new provider's two keys, each secret shown this once. */
function CreatedKeys({ created }: { created: Created }) {
  const t = useT();
  return (
    <>
      <h1>{created.provider.name}</h1>
      {created.keys.map((k) => (
        <Secret secret={k.secret} label={k.key.environment === 'ENVIRONMENT_PRODUCTION' ? t('production') : t('sandbox')} />
      ))}
      <Link class="button primary" href={to.provider(created.provider.id)}>
        {t('openProvider')}
      </Link>
    </>
  );
}

export function NewProvider() {
  const t = useT();
  const [created, setCreated] = useState<Created | null>(null);
  return (
    <section>
      <nav class="crumbs" aria-label="breadcrumb">
        <Link href={to.home()}>{t('providers')}</Link>
      </nav>
      {created ? (
        <CreatedKeys created={created} />
      ) : (
        <>
          <h1>{t('newProvider')}</h1>
          <ProviderForm
            initial={valuesOf()}
            submitLabel={t('create')}
            onSubmit={async (v) => setCreated(await call('/admin/v1/provider/create', bodyOf(v)))}
          />
        </>
      )}
    </section>
  );
}
