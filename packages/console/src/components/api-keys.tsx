import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { ApiKey, Environment } from '../api/types';
import { instant } from '../lib/format';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';
import { ConfirmAction } from './confirm-action';
import { Select } from './field';
import { ErrorBox, Loaded } from './status';
import { Table } from './table';
import { useCan } from '../lib/permissions';

/** The new key's secret, shown once, with a copy button. */
export function Secret({ secret, label }: { secret: string; label?: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div class="secret" role="status">
      <p>
        {label ? <strong>{label}: </strong> : null}
        {t('secretOnce')}
      </p>
      <code data-testid="new-secret">{secret}</code>
      <button type="button" onClick={() => navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
        {copied ? t('copied') : t('copy')}
      </button>
    </div>
  );
}

function RevokeButton({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked: () => void }) {
  const t = useT();
  const can = useCan();
  if (apiKey.revokeTime) return <span>{t('revoked')}</span>;
  if (!can('platform')) return <span>{t('active')}</span>;
  const revoke = async () => {
    await call('/admin/v1/apikey/revoke', { keyId: apiKey.id });
    onRevoked();
  };
  return <ConfirmAction danger name={t('revoke')} question={t('revokeConfirm', { prefix: apiKey.prefix })} run={revoke} />;
}

export function ApiKeys({ providerId }: { providerId: string }) {
  const t = useT();
  const can = useCan();
  const keys = useLoad((signal) => call('/admin/v1/apikey/list', { providerId }, signal), [providerId]);
  const [environment, setEnvironment] = useState<Environment>('ENVIRONMENT_SANDBOX');
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const envName = (e: string) => (e === 'ENVIRONMENT_PRODUCTION' ? t('production') : t('sandbox'));

  const create = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const made = await call('/admin/v1/apikey/create', { providerId, environment });
      setSecret(made.secret);
      keys.reload();
    } catch (err) {
      setError(err as Error);
    }
  };

  return (
    <div>
      {can('platform') && (
        <form class="inline-form" onSubmit={create}>
          <Select
            label={t('environment')}
            value={environment}
            onValue={(v) => setEnvironment(v as Environment)}
            options={[
              ['ENVIRONMENT_SANDBOX', t('sandbox')],
              ['ENVIRONMENT_PRODUCTION', t('production')],
            ]}
          />
          <button type="submit" class="primary">
            {t('newKey')}
          </button>
        </form>
      )}
      {error && <ErrorBox error={error} />}
      {secret && <Secret secret={secret} />}
      <Loaded value={keys}>
        {({ keys: rows }) => (
          <Table
            caption={t('apiKeys')}
            rows={rows}
            empty={t('noKeys')}
            columns={[
              { title: t('prefix'), cell: (k) => <code>{k.prefix}</code> },
              { title: t('environment'), cell: (k) => envName(k.environment) },
              { title: t('created'), cell: (k) => instant(k.createTime) },
              { title: t('expires'), cell: (k) => (k.expireTime ? instant(k.expireTime) : t('none')) },
              { title: t('status'), cell: (k) => <RevokeButton apiKey={k} onRevoked={keys.reload} /> },
            ]}
          />
        )}
      </Loaded>
    </div>
  );
}
