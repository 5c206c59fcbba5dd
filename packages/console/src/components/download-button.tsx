import { useState } from 'preact/hooks';
import { useT } from '../lib/i18n';
import { ErrorBox } from './status';

/** A button that downloads a file (a PDF) and shows the server's refusal if there is one. */
export function DownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" class="primary" onClick={start} disabled={busy}>
        {busy ? t('downloading') : label}
      </button>
      {error && <ErrorBox error={error} />}
    </>
  );
}
