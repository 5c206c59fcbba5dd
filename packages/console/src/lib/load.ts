import { useCallback, useEffect, useState } from 'preact/hooks';

export type Loading<T> =
  | { state: 'loading'; reload: () => void }
  | { state: 'error'; error: Error; reload: () => void }
  | { state: 'ok'; data: T; reload: () => void };

/** Runs `load` when a dependency changes (an older answer that arrives late is dropped). */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]): Loading<T> {
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const [value, setValue] = useState<Loading<T>>({ state: 'loading', reload });
  useEffect(() => {
    const abort = new AbortController();
    setValue({ state: 'loading', reload });
    load(abort.signal).then(
      (data) => abort.signal.aborted || setValue({ state: 'ok', data, reload }),
      (error: Error) => abort.signal.aborted || setValue({ state: 'error', error, reload }),
    );
    return () => abort.abort();
  }, [...deps, round]);
  return value;
}
