import { useState } from 'preact/hooks';
import { call } from '../api/client';
import type { Session } from '../api/types';
import { Field } from '../components/field';
import { ErrorBox } from '../components/status';
import { useT } from '../lib/i18n';

export function SignIn({ onSignedIn }: { onSignedIn: (s: Session) => void }) {
  const t = useT();
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await call('/admin/v1/session/create', { token: token.trim() }));
    } catch (err) {
      setError(err as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="narrow">
      <h1>{t('signInTitle')}</h1>
      <p class="hint">
        {t('signInHelp')} <code>billing operator create --name NAME</code>
      </p>
      <form onSubmit={submit}>
        <Field label={t('operatorToken')} type="password" autoComplete="off" required value={token} onValue={setToken} />
        <button type="submit" class="primary" disabled={busy}>
          {t('signIn')}
        </button>
      </form>
      {error && <ErrorBox error={error} />}
    </section>
  );
}
