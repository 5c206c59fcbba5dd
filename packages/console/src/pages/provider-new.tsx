import { call } from '../api/client';
import { bodyOf, ProviderForm, valuesOf } from '../components/provider-form';
import { useT } from '../lib/i18n';
import { Link, navigate } from '../lib/router';
import { to } from '../lib/paths';

export function NewProvider() {
  const t = useT();
  return (
    <section>
      <nav class="crumbs" aria-label="breadcrumb">
        <Link href={to.home()}>{t('providers')}</Link>
      </nav>
      <h1>{t('newProvider')}</h1>
      <ProviderForm
        initial={valuesOf()}
        submitLabel={t('create')}
        onSubmit={async (v) => {
          const { provider } = await call('/admin/v1/provider/create', bodyOf(v));
          navigate(to.provider(provider.id));
        }}
      />
    </section>
  );
}
