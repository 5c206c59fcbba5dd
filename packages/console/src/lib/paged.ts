import { useEffect, useRef, useState } from 'preact/hooks';

/** One page of a list answer: its rows and the token of the next page ("" on the last). */
export interface Page<T> {
  items: T[];
  nextPageToken: string;
}

/** A list read a page at a time with the API's page tokens: the rows so far, and `more` for the next page. */
export interface Paged<T> {
  /** The first page is loading, or failed (error); after that "ok", also while more is loading. */
  state: 'loading' | 'error' | 'ok';
  items: T[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The last failure (of the first page, or of the page `more` asked for). */
  error: Error | null;
  more: () => void;
  reload: () => void;
}

interface State<T> {
  items: T[];
  next: string;
  loading: 'first' | 'more' | null;
  error: Error | null;
  loaded: boolean;
}

/** Loads the first page when a dependency changes; `more` appends the next one (an answer that arrives after a change is dropped). */
export function usePaged<T>(load: (pageToken: string, signal: AbortSignal) => Promise<Page<T>>, deps: unknown[]): Paged<T> {
  const [round, setRound] = useState(0);
  const [s, setS] = useState<State<T>>({ items: [], next: '', loading: 'first', error: null, loaded: false });
  const inFlight = useRef<AbortController | null>(null);

  const fetchPage = (token: string) => {
    inFlight.current?.abort();
    const abort = new AbortController();
    inFlight.current = abort;
    const first = token === '';
    setS((p) => (first ? { items: [], next: '', loading: 'first', error: null, loaded: false } : { ...p, loading: 'more', error: null }));
    load(token, abort.signal).then(
      (page) =>
        abort.signal.aborted ||
        setS((p) => ({
          items: first ? page.items : [...p.items, ...page.items],
          next: page.nextPageToken,
          loading: null,
          error: null,
          loaded: true,
        })),
      (error: Error) => abort.signal.aborted || setS((p) => ({ ...p, loading: null, error })),
    );
  };

  useEffect(() => {
    fetchPage('');
    return () => inFlight.current?.abort();
  }, [...deps, round]);

  return {
    state: s.loaded ? 'ok' : s.error ? 'error' : 'loading',
    items: s.items,
    hasMore: s.next !== '',
    loadingMore: s.loading === 'more',
    error: s.error,
    more: () => {
      if (s.next && s.loading === null) fetchPage(s.next);
    },
    reload: () => setRound((r) => r + 1),
  };
}
