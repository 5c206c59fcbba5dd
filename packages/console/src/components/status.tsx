import type { ComponentChildren } from 'preact';
import { useT } from '../lib/i18n';
import type { Loading } from '../lib/load';

export function Spinner() {
  const t = useT();
  return (
    <p class="loading" role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}

export function ErrorBox({ error, retry }: { error: Error; retry?: () => void }) {
  const t = useT();
  return (
    <div class="error" role="alert">
      <strong>{t('errorTitle')}</strong>
      <p>{error.message}</p>
      {retry && (
        <button type="button" onClick={retry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** The loading and error states of a load; `children` renders its data. */
export function Loaded<T>({ value, children }: { value: Loading<T>; children: (data: T) => ComponentChildren }) {
  if (value.state === 'loading') return <Spinner />;
  if (value.state === 'error') return <ErrorBox error={value.error} retry={value.reload} />;
  return <>{children(value.data)}</>;
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}
