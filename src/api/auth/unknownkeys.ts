/**
 * The budget of lookups for API keys this process does not know (docs/deployment.md "Authentication
 * cache and rate-limit leases"): a request whose key has no cache entry, known or unknown, reserves
 * one lookup from its client's budget and from the process's; the reservation is given back when the
 * key turns out to exist. So real keys cost nothing of it, and a flood of made-up keys from one
 * address — or from many — costs at most the budget in database lookups; beyond it the request is
 * refused without one.
 */
export interface Bucket {
  /** Lookups that may be made at once (the bucket's size). */
  burst: number;
  /** Lookups the bucket regains per second. */
  perSecond: number;
}

/** Per client address block: 20 at once, then one every three seconds. */
export const PER_CLIENT: Bucket = { burst: 20, perSecond: 1 / 3 };
/** All clients of one process together: 200 at once, then 100 a second. */
export const PER_PROCESS: Bucket = { burst: 200, perSecond: 100 };
const MAX_CLIENTS = 10_000;

interface Level {
  tokens: number;
  at: number;
}

export type Reservation = { ok: true; giveBack(): void } | { ok: false; retryAfterSeconds: number };

export class UnknownKeyBudget {
  private readonly clients = new Map<string, Level>();
  private global: Level;

  constructor(
    private readonly perClient: Bucket = PER_CLIENT,
    private readonly perProcess: Bucket = PER_PROCESS,
    private readonly now: () => number = Date.now,
  ) {
    this.global = { tokens: perProcess.burst, at: now() };
  }

  /** Reserves one lookup for `client` (an address block); refused with the seconds until one is free. */
  reserve(client: string): Reservation {
    const t = this.now();
    const mine = this.refill(this.clients.get(client) ?? { tokens: this.perClient.burst, at: t }, this.perClient, t);
    this.global = this.refill(this.global, this.perProcess, t);
    if (mine.tokens < 1 || this.global.tokens < 1) {
      const wait = Math.max(this.waitFor(mine, this.perClient), this.waitFor(this.global, this.perProcess));
      this.remember(client, mine);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
    }
    mine.tokens -= 1;
    this.global.tokens -= 1;
    this.remember(client, mine);
    let given = false;
    return {
      ok: true,
      giveBack: () => {
        if (given) return;
        given = true;
        const level = this.clients.get(client);
        if (level) level.tokens = Math.min(this.perClient.burst, level.tokens + 1);
        this.global.tokens = Math.min(this.perProcess.burst, this.global.tokens + 1);
      },
    };
  }

  private refill(level: Level, b: Bucket, t: number): Level {
    return { tokens: Math.min(b.burst, level.tokens + ((t - level.at) / 1000) * b.perSecond), at: t };
  }

  private waitFor(level: Level, b: Bucket): number {
    return level.tokens >= 1 ? 0 : (1 - level.tokens) / b.perSecond;
  }

  /** Keeps the client's level; a full bucket is the default and need not be kept, the oldest goes first when too many are. */
  private remember(client: string, level: Level): void {
    this.clients.delete(client);
    if (level.tokens >= this.perClient.burst) return;
    if (this.clients.size >= MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value!);
    this.clients.set(client, level);
  }
}
