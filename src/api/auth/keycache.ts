import type { Queryable } from '../../db/db';
import { lookupKey, type KeyLookupRow } from '../../db/repos/auth.repo';
import { ApiError } from '../../lib/errors';
import { UnknownKeyBudget } from './unknownkeys';

/** Past this age a cached lookup is refreshed in the background while still answering. */
export const KEY_FRESH_MS = 400;
/** Past this age a cached lookup is never used: a revoked or expired key is refused within a second on every process. */
export const KEY_MAX_AGE_MS = 900;
/** A key found unknown is answered unknown without a lookup for this long. */
export const UNKNOWN_KEY_TTL_MS = 900;
const MAX_ENTRIES = 10_000;

interface Entry {
  row: KeyLookupRow;
  /** Local time the lookup was started (its age counts from here). */
  fetchedAt: number;
  /** The database's clock minus ours, so expiry is judged on the database's clock. */
  offsetMs: number;
}

export interface KeyLookup {
  row: KeyLookupRow;
  /** Now on the database's clock. */
  dbNow: Date;
}

/**
 * API-key lookups cached in process (docs/deployment.md, "Authentication cache"). An entry is
 * dropped when the database notifies a change of the tenant's keys or the provider's settings
 * (`invalidate`), and is never used past KEY_MAX_AGE_MS even if a notification was lost. A key found
 * unknown is remembered as such for UNKNOWN_KEY_TTL_MS; a key this process has never found (and is
 * not already looking up) is looked up only within the budget of unknown-key lookups of its client
 * and of the process (unknownkeys.ts), else refused with RESOURCE_EXHAUSTED
 * (UNKNOWN_KEY_RATE_LIMITED) without a lookup. Keys once found are never charged, even after their
 * entries were dropped by an invalidation.
 */
export class KeyCache {
  private readonly entries = new Map<string, Entry>();
  /** Keys found unknown: when. */
  private readonly unknown = new Map<string, number>();
  /** Keys found to exist at some time (their entries may have been dropped since): never charged to the budget. */
  private readonly known = new Set<string>();
  private readonly loading = new Map<string, Promise<Entry | undefined>>();
  /** Bumped by every invalidation: a lookup that started before one is not stored. */
  private generation = 0;
  private waiters: Array<{ ids: readonly string[]; wake: () => void }> = [];

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number = Date.now,
    readonly budget: UnknownKeyBudget = new UnknownKeyBudget(undefined, undefined, now),
  ) {}

  /** The key's lookup; `client` (an address block) is charged when the key is not known here. */
  async get(hash: Buffer, client = ''): Promise<KeyLookup | undefined> {
    const id = hash.toString('hex');
    let entry = this.entries.get(id);
    const age = entry ? this.now() - entry.fetchedAt : Infinity;
    if (!entry && !this.known.has(id) && !this.loading.has(id)) {
      // A key this process has never found: answered from the unknown entry, or looked up within the budget.
      const seen = this.unknown.get(id);
      if (seen !== undefined && this.now() - seen < UNKNOWN_KEY_TTL_MS) return undefined;
      const reservation = this.budget.reserve(client);
      if (!reservation.ok) throw unknownKeysLimited(reservation.retryAfterSeconds);
      try {
        entry = await this.load(id, hash);
      } catch (err) {
        reservation.giveBack(); // the database failed, not the client
        throw err;
      }
      if (entry) reservation.giveBack();
    } else if (!entry || age >= KEY_MAX_AGE_MS) entry = await this.load(id, hash);
    else if (age >= KEY_FRESH_MS) void this.load(id, hash).catch(() => undefined);
    if (!entry) return undefined;
    return { row: entry.row, dbNow: new Date(this.now() + entry.offsetMs) };
  }

  /** Drops the entries of a tenant or a provider (by id); with no id, every entry. */
  invalidate(id?: string): void {
    this.generation++;
    this.loading.clear(); // a lookup in flight may have read the old row: later requests start their own
    this.unknown.clear();
    if (id === undefined) this.entries.clear();
    else for (const [k, e] of this.entries) if (e.row.tenant_id === id || e.row.provider_id === id) this.entries.delete(k);
    const woken = this.waiters.filter((w) => id === undefined || w.ids.includes(id));
    this.waiters = this.waiters.filter((w) => !woken.includes(w));
    for (const w of woken) w.wake();
  }

  /** Resolves when the entries of one of `ids` (tenants or providers) are next dropped (tests wait for a notification). */
  invalidated(ids: readonly string[]): Promise<void> {
    return new Promise((wake) => this.waiters.push({ ids, wake }));
  }

  get size(): number {
    return this.entries.size;
  }

  private load(id: string, hash: Buffer): Promise<Entry | undefined> {
    const running = this.loading.get(id);
    if (running) return running;
    const generation = this.generation;
    const fetchedAt = this.now();
    const p = lookupKey(this.db, hash)
      .then((row) => {
        if (!row) {
          this.entries.delete(id);
          if (this.unknown.size >= MAX_ENTRIES) this.unknown.delete(this.unknown.keys().next().value!);
          this.unknown.set(id, this.now());
          return undefined;
        }
        this.unknown.delete(id);
        if (this.known.size >= MAX_ENTRIES && !this.known.has(id)) this.known.delete(this.known.values().next().value!);
        this.known.add(id);
        const entry = { row, fetchedAt, offsetMs: row.db_now.getTime() - this.now() };
        if (generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES && !this.entries.has(id)) this.entries.delete(this.entries.keys().next().value!);
          this.entries.set(id, entry);
        }
        return entry;
      })
      .finally(() => {
        if (this.loading.get(id) === p) this.loading.delete(id);
      });
    this.loading.set(id, p);
    return p;
  }
}

function unknownKeysLimited(retryAfterSeconds: number): ApiError {
  return new ApiError(
    'RESOURCE_EXHAUSTED',
    `too many requests with unknown API keys from this address: try again in ${retryAfterSeconds} s`,
    { reason: 'UNKNOWN_KEY_RATE_LIMITED', retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}
