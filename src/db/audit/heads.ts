import { CompiledQuery, type Driver } from 'kysely';
import { arrayLiteral } from '../arrays';
import type { Link } from './chain';

/**
 * The heads of the audit chains as audit_chain records them (docs/records.md "The hash chain"): each
 * pool records the heads its connections moved about a second after the commits that moved them, and
 * gives its chain leases back when it closes.
 */

// Heads only ever move forward: a late or repeated recording of an older head changes nothing.
const RECORD = `INSERT INTO audit_chain AS c (tenant_id, chain, seq, hash)
SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::bigint[], $4::bytea[])
ON CONFLICT (tenant_id, chain) DO UPDATE SET seq = excluded.seq, hash = excluded.hash WHERE c.seq < excluded.seq`;

const RELEASE = 'DELETE FROM audit_chain_lease WHERE owner = ANY($1::uuid[])';

/** How long after a commit its chain's head is recorded in audit_chain (docs/records.md "The hash chain"). */
export const HEAD_RECORD_DELAY_MS = 1000;

/** The owner tokens a pool remembers, to give their leases back when it closes (the oldest are forgotten). */
const MAX_OWNERS = 1000;

/**
 * Records the heads of the chains a driver's connections moved, at most once a HEAD_RECORD_DELAY_MS,
 * with one statement on a connection of the pool; what is still waiting is recorded when the pool is
 * closed, and the pool's leases are then given back (a lease of a connection the pool dropped before
 * simply ends). A recording that fails is tried again with the next.
 */
export class HeadRecorder {
  private waiting = new Map<string, Link>();
  private readonly owners = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  /** The recording under way (recordings run one after the other). */
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly driver: Driver) {}

  leased(owner: string): void {
    this.owners.add(owner);
    if (this.owners.size > MAX_OWNERS) this.owners.delete(this.owners.values().next().value!);
  }

  note(links: readonly Link[]): void {
    for (const l of links) this.waiting.set(`${l.tenantId}/${l.chain}`, l);
    this.schedule();
  }

  /** Records every head waiting now, after the recording under way. */
  record(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.running.then(() => this.flush());
    return this.running;
  }

  private schedule(): void {
    if (!this.closed) this.timer ??= setTimeout(() => void this.record(), HEAD_RECORD_DELAY_MS).unref();
  }

  private async flush(): Promise<void> {
    if (this.waiting.size === 0) return;
    const heads = [...this.waiting.values()];
    this.waiting = new Map();
    try {
      await this.write(heads);
    } catch {
      // Tried again with the next recording (a newer head of the same chain supersedes it).
      for (const l of heads) {
        const key = `${l.tenantId}/${l.chain}`;
        if (!this.waiting.has(key)) this.waiting.set(key, l);
      }
      this.schedule();
    }
  }

  private async write(heads: readonly Link[]): Promise<void> {
    const conn = await this.driver.acquireConnection();
    try {
      await conn.executeQuery(
        CompiledQuery.raw(RECORD, [
          arrayLiteral(heads.map((h) => h.tenantId)),
          arrayLiteral(heads.map((h) => h.chain)),
          arrayLiteral(heads.map((h) => String(h.seq))),
          `{${heads.map((h) => `"\\\\x${h.hash.toString('hex')}"`).join(',')}}`,
        ]),
      );
    } finally {
      await this.driver.releaseConnection(conn);
    }
  }

  /** Records what is waiting and gives the pool's leases back; a failure leaves them to end by themselves. */
  async close(): Promise<void> {
    this.closed = true;
    await this.record();
    if (this.timer) clearTimeout(this.timer);
    if (this.owners.size === 0) return;
    try {
      const conn = await this.driver.acquireConnection();
      try {
        await conn.executeQuery(CompiledQuery.raw(RELEASE, [arrayLiteral([...this.owners])]));
      } finally {
        await this.driver.releaseConnection(conn);
      }
    } catch {
      // The leases end after LEASE_S (chain.ts) without their holders.
    }
  }
}

/**
 * What a pool's creator holds to record the pool's waiting heads at will rather than a second after
 * their commits (tests): given to createDb, it records through the pool's head recorder.
 */
export class ChainHeads {
  private recorder: HeadRecorder | undefined;

  /** Called by the pool's audit driver. */
  attach(recorder: HeadRecorder): void {
    this.recorder = recorder;
  }

  record(): Promise<void> {
    return this.recorder ? this.recorder.record() : Promise.resolve();
  }
}
