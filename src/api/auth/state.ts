import type { Queryable } from '../../db/db';
import { listen, type Listener } from '../../db/listen';
import { KeyCache } from './keycache';
import { RateLeases } from './ratelease';

/** The channel the database notifies on a change of a key or of a provider's settings (migration 0012). */
export const AUTH_CHANNEL = 'billing_auth';

/** One process's authentication state: cached key lookups and rate-limit slices. */
export interface AuthState {
  keys: KeyCache;
  rates: RateLeases;
  /** Resolves once the invalidation listener is in place (at once without one). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * With `listenUrl`, a dedicated connection LISTENs for changes and drops the affected cache entries at
 * once; without it (or while it reconnects) the cache's maximum age alone bounds how long a change takes.
 */
export function createAuthState(db: Queryable, listenUrl?: string, onError?: (err: Error) => void): AuthState {
  const keys = new KeyCache(db);
  const rates = new RateLeases(db);
  const listener: Listener | undefined = listenUrl
    ? listen(listenUrl, AUTH_CHANNEL, {
        onMessage: (id) => keys.invalidate(id),
        onGap: () => keys.invalidate(),
        ...(onError ? { onError } : {}),
      })
    : undefined;
  return {
    keys,
    rates,
    ready: listener?.ready ?? Promise.resolve(),
    close: async () => {
      await listener?.close();
      await rates.close();
    },
  };
}
