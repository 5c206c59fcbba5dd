import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Answer } from '../api/types';
import { Secret } from '../components/api-keys';
import { ConfirmAction } from '../components/confirm-action';
import { Field, Select } from '../components/field';
import { ErrorBox, Loaded } from '../components/status';
import { Table } from '../components/table';
import { instant } from '../lib/format';
import { useT } from '../lib/i18n';
import { useLoad } from '../lib/load';

type OperatorRecord = Answer<'/admin/v1/operator/list'>['operators'][number];
type Role = 'ROLE_OWNER' | 'ROLE_ADMIN' | 'ROLE_CLERK' | 'ROLE_VIEWER';

const ROLES: Role[] = ['ROLE_OWNER', 'ROLE_ADMIN', 'ROLE_CLERK', 'ROLE_VIEWER'];
const ROLE_WORD = { ROLE_OWNER: 'roleOwner', ROLE_ADMIN: 'roleAdmin', ROLE_CLERK: 'roleClerk', ROLE_VIEWER: 'roleViewer' } as const;

function RevokeOperator({ operator, onRevoked }: { operator: OperatorRecord; onRevoked: () => void }) {
  const t = useT();
  if (operator.revokeTime) return <span>{t('revokedAt', { time: instant(operator.revokeTime) })}</span>;
  const revoke = async () => {
    await call('/admin/v1/operator/revoke', { operatorId: operator.id });
    onRevoked();
  };
  return <ConfirmAction danger name={t('revoke')} question={t('revokeOperatorConfirm', { name: operator.name })} run={revoke} />;
}

/** The operators (docs/console.md "Operators", "Roles"): list, create with a role and providers, revoke. Owners only. */
export function Operators() {
  const t = useT();
  const operators = useLoad((signal) => call('/admin/v1/operator/list', {}, signal), []);
  const providers = useLoad((signal) => call('/admin/v1/provider/list', { pageSize: 100 }, signal), []);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('ROLE_CLERK');
  const [limited, setLimited] = useState<string[]>([]);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const providerName = (id: string) =>
    (providers.state === 'ok' ? providers.data.providers.find((p) => p.id === id)?.name : undefined) ?? id;

  const create = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      const made = await call('/admin/v1/operator/create', { name: name.trim(), role, providerIds: limited });
      setToken(made.token);
      setName('');
      setLimited([]);
      operators.reload();
    } catch (err) {
      setError(err as Error);
    }
  };

  return (
    <section>
      <h1>{t('operators')}</h1>
      <form class="grid-form" aria-label={t('newOperator')} onSubmit={create}>
        <Field label={t('operatorName')} required maxLength={200} value={name} onValue={setName} />
        <Select label={t('role')} value={role} onValue={(v) => setRole(v as Role)} options={ROLES.map((r) => [r, t(ROLE_WORD[r])])} />
        <fieldset>
          <legend>{t('limitToProviders')}</legend>
          <Loaded value={providers}>
            {(p) => (
              <>
                {p.providers.map((pr) => (
                  <label class="check">
                    <input
                      type="checkbox"
                      checked={limited.includes(pr.id)}
                      onChange={(e) => setLimited(e.currentTarget.checked ? [...limited, pr.id] : limited.filter((x) => x !== pr.id))}
                    />
                    {pr.name}
                  </label>
                ))}
              </>
            )}
          </Loaded>
        </fieldset>
        <button type="submit" class="primary">
          {t('newOperator')}
        </button>
      </form>
      {error && <ErrorBox error={error} />}
      {token && <Secret secret={token} label={t('operatorToken')} />}
      <Loaded value={operators}>
        {({ operators: rows }) => (
          <Table
            caption={t('operators')}
            rows={rows}
            empty={t('noOperators')}
            columns={[
              { title: t('operatorName'), cell: (o) => o.name },
              { title: t('role'), cell: (o) => (o.role in ROLE_WORD ? t(ROLE_WORD[o.role as Role]) : o.role) },
              {
                title: t('providers'),
                cell: (o) => (o.providerIds.length ? o.providerIds.map(providerName).join(', ') : t('allProviders')),
              },
              { title: t('created'), cell: (o) => instant(o.createTime) },
              { title: t('status'), cell: (o) => <RevokeOperator operator={o} onRevoked={operators.reload} /> },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
