import { useState } from 'preact/hooks';
import { useT } from '../lib/i18n';
import { ErrorBox } from './status';

/**
 * A button that asks first: a click shows the question with the action's button again and "Cancel"
 * (a group named after the action); confirming runs the action, and the server's refusal is shown.
 * `danger`: the confirming button is marked as destructive (a revocation).
 */
export function ConfirmAction(props: { name: string; question: string; run: () => Promise<void>; disabled?: boolean; danger?: boolean }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.run();
      setAsking(false);
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      {asking ? (
        <div class="confirm" role="group" aria-label={props.name}>
          <span>{props.question}</span>
          <button type="button" class={props.danger ? 'danger' : 'primary'} onClick={() => void confirm()} disabled={busy} autoFocus>
            {props.name}
          </button>
          <button type="button" onClick={() => setAsking(false)}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setAsking(true)} disabled={props.disabled}>
          {props.name}
        </button>
      )}
      {error && <ErrorBox error={error} />}
    </div>
  );
}
