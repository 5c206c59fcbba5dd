import { randomUUID } from 'node:crypto';
import { CompiledQuery, type DatabaseConnection } from 'kysely';
import { DEFERRED_PART } from '../client';
import { arrayLiteral } from '../arrays';
import { chainHash, type AuditEntry } from './entry';
import type { HeadRecorder } from './heads';

/**
 * Appending to the hash chains (docs/records.md "The hash chain"). Each database connection that writes
 * holds a chain number by a lease (audit_chain_lease: the number, the connection's owner token, when
 * the lease ends), the lowest number free, taken at its first entry and renewed with its commits. Only
 * the holder appends to chain n of any tenant, so it knows each chain's head (last seq and hash)
 * without reading or locking a row per entry: it reads a head once, from the log, then keeps it,
 * computes the next hash itself, and sends one INSERT with the COMMIT. The lease is the connection's,
 * not the database session's, so it holds through a pooler in transaction mode. Should two writers
 * ever meet on a chain (a process stalled past its lease), the primary key (tenant_id, chain, seq)
 * refuses the second entry with that seq: a failed write, never a forked chain. The head is also
 * recorded in audit_chain — at the chain's first entry in the same transaction, and afterwards by the
 * HeadRecorder about a second after the commits that moved it.
 */

/** The advisory lock space of the chain numbers being claimed ('AUDT'). */
const AUDIT_LOCK_SPACE = 0x41554454;
/**
 * A lease lasts this long after the statement that took or renewed it (clock_timestamp(): not before the
 * connection started counting its TRUST_MS, however long the transaction had been open).
 */
const LEASE_S = 60;
/** A connection renews its lease with the first commit after this much time since the last renewal. */
const RENEW_AFTER_MS = 20_000;
/** Past this since the last renewal the lease may have ended: it is taken again before the next entry. */
const TRUST_MS = 50_000;
/**
 * The lowest chain number whose lease ended (or never was) and that no other transaction is taking at
 * this moment (its transaction lock: concurrent claims pass each other instead of waiting), taken for
 * `$1`; no row in the rare case another took it first.
 */
const CLAIM = `INSERT INTO audit_chain_lease AS l (chain, owner, expires)
SELECT n, $1, clock_timestamp() + ${LEASE_S} * interval '1 second' FROM generate_series(0, 32767) AS n
WHERE CASE WHEN EXISTS (SELECT 1 FROM audit_chain_lease x WHERE x.chain = n AND x.expires > now()) THEN false
  ELSE pg_try_advisory_xact_lock(${AUDIT_LOCK_SPACE}, n) END
LIMIT 1
ON CONFLICT (chain) DO UPDATE SET owner = excluded.owner, expires = excluded.expires WHERE l.expires <= now()
RETURNING chain`;
/** The connection's own number again, if its lease still holds or ended without another taking it. */
const RETAKE = `UPDATE audit_chain_lease SET owner = $1, expires = clock_timestamp() + ${LEASE_S} * interval '1 second'
WHERE chain = $2 AND (owner = $1 OR expires <= now()) RETURNING chain`;
const RENEW = `UPDATE audit_chain_lease SET expires = clock_timestamp() + ${LEASE_S} * interval '1 second' WHERE chain = $2 AND owner = $1 ${DEFERRED_PART}`;
const HEAD = 'SELECT seq, hash FROM audit_log WHERE tenant_id = $1 AND chain = $2 ORDER BY seq DESC LIMIT 1';
const COLUMNS = 13;
/** The INSERT of `rows` entries (one row a tenant the transaction changed). */
function appendText(rows: number): string {
  const values = Array.from({ length: rows }, (_, r) => {
    const at = (c: number) => `$${r * COLUMNS + c}`;
    return `(${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}, ${at(6)}, ${at(7)}, ${at(8)}, ${at(9)}::text[], ${at(10)}::text[], ${at(11)}, ${at(12)}, ${at(13)})`;
  });
  return `INSERT INTO audit_log (tenant_id, chain, seq, id, time, actor_type, actor_id, action, resource_types, resource_ids, resource_count, request_id, hash)
VALUES ${values.join(', ')} ${DEFERRED_PART}`;
}
const APPEND_ONE = appendText(1);
// Rows of one INSERT (PostgreSQL takes at most 65,535 parameters a statement).
const MAX_ROWS = 1000;
// A chain's first entry lists the chain (verify walks the chains audit_chain names); an existing row is kept as it is.
const FIRST = `INSERT INTO audit_chain (tenant_id, chain, seq, hash) VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, chain) DO NOTHING ${DEFERRED_PART}`;
export interface Head {
  seq: bigint;
  hash: Buffer;
}

/** An entry appended in the open transaction: the head its chain has once the transaction commits. */
export interface Link extends Head {
  tenantId: string;
  chain: number;
}

/** Entries linked to their chain before they are queued (ConnectionChain.draft). */
export interface Draft {
  entries: readonly AuditEntry[];
  /** The head each entry follows, as the connection knew it. */
  from: Head[];
  links: Link[];
  /** The INSERT's parameters, COLUMNS per entry. */
  params: unknown[];
}

/** The heads a connection knows, per tenant of its chain; at most MAX_HEADS (the oldest known are read again). */
const MAX_HEADS = 10_000;

/** One connection's chain: its lease, once taken, and the heads it appended last. */
export class ConnectionChain {
  readonly owner = randomUUID();
  private chain: number | undefined;
  /** performance.now() of the last committed claim or renewal of the lease. */
  private confirmed = -Infinity;
  /** The open transaction claims (or renews) the lease: when it started doing so, and whether it claims. */
  private leasing: { at: number; claims: boolean } | undefined;
  private readonly heads = new Map<string, Head>();

  constructor(private readonly recorder: HeadRecorder) {}

  /**
   * What must be read or written before the entries can be linked: the lease (taken or taken again
   * when missing or possibly ended) and the heads of tenants the connection does not know. One round
   * trip each, made only then: once per connection and tenant, and after a long idle.
   */
  async prepare(conn: DatabaseConnection, entries: readonly AuditEntry[]): Promise<void> {
    if (!this.trusted(performance.now())) await this.lease(conn);
    for (const e of entries) if (!this.heads.has(e.tenantId)) this.heads.set(e.tenantId, await readHead(conn, e.tenantId, this.chain!));
  }

  /** Whether `prepare` has anything to do. */
  unprepared(entries: readonly AuditEntry[]): boolean {
    return !this.trusted(performance.now()) || entries.some((e) => !this.heads.has(e.tenantId));
  }

  /**
   * The entries' links and INSERT parameters, computed from the heads the connection knows (no I/O;
   * after `prepare`). A draft stays good until a commit or a lease moves one of those heads
   * (`current`), so it can be made ahead of the COMMIT (driver.ts).
   */
  draft(entries: readonly AuditEntry[]): Draft {
    const from: Head[] = [];
    const links: Link[] = [];
    const params: unknown[] = [];
    for (const e of entries) {
      const head = this.heads.get(e.tenantId)!;
      const seq = head.seq + 1n;
      const hash = chainHash(head.hash, e);
      pushAppendParams(params, e, this.chain!, seq, hash);
      from.push(head);
      links.push({ tenantId: e.tenantId, chain: this.chain!, seq, hash });
    }
    return { entries, from, links, params };
  }

  /** Whether `draft` still follows the chain's heads: no commit moved them and no lease was taken since. */
  current(draft: Draft): boolean {
    return this.trusted(performance.now()) && draft.entries.every((e, i) => this.heads.get(e.tenantId) === draft.from[i]);
  }

  /**
   * Queues the INSERT of a current draft's entries (a deferred part: it goes with the COMMIT, inside
   * the statement held before it when there is one), and a renewal of the lease when due.
   * Synchronous: `prepare` made the round trips; the promises of the queued statements are returned
   * to be awaited with the COMMIT.
   */
  link(conn: DatabaseConnection, draft: Draft): { links: Link[]; queued: Array<Promise<unknown>> } {
    const queued: Array<Promise<unknown>> = [];
    const now = performance.now();
    if (!this.leasing && now - this.confirmed > RENEW_AFTER_MS) {
      queued.push(conn.executeQuery(CompiledQuery.raw(RENEW, [this.owner, this.chain])));
      this.leasing = { at: now, claims: false };
    }
    for (const l of draft.links)
      if (l.seq === 1n) queued.push(conn.executeQuery(CompiledQuery.raw(FIRST, [l.tenantId, l.chain, String(l.seq), l.hash])));
    const step = MAX_ROWS * COLUMNS;
    if (draft.params.length <= step) queued.push(append(conn, draft.params));
    else for (let i = 0; i < draft.params.length; i += step) queued.push(append(conn, draft.params.slice(i, i + step)));
    return { links: draft.links, queued };
  }

  private trusted(now: number): boolean {
    return this.chain !== undefined && now - this.confirmed <= TRUST_MS;
  }

  /** Takes the lease: the connection's own number again if still free of others, else the lowest free one. */
  private async lease(conn: DatabaseConnection): Promise<void> {
    const now = performance.now();
    // Another connection may have appended to the chain since: its heads are read again.
    this.heads.clear();
    let chain = this.chain === undefined ? undefined : await taken(conn, RETAKE, [this.owner, this.chain]);
    for (let tries = 0; chain === undefined; tries++) {
      if (tries === 5) throw new Error('no audit chain number could be leased');
      chain = await taken(conn, CLAIM, [this.owner]);
    }
    this.chain = chain;
    this.leasing = { at: now, claims: true };
    this.recorder.leased(this.owner);
  }

  /** The transaction committed: its links are the heads now, and its lease is confirmed. */
  committed(links: readonly Link[]): void {
    for (const l of links) {
      this.heads.delete(l.tenantId);
      this.heads.set(l.tenantId, { seq: l.seq, hash: l.hash });
      if (this.heads.size > MAX_HEADS) this.heads.delete(this.heads.keys().next().value!);
    }
    if (this.leasing) this.confirmed = this.leasing.at;
    this.leasing = undefined;
  }

  /**
   * The COMMIT failed (or its outcome is unknown): those heads are read again, an uncommitted claim is
   * made again, and an entry refused because its seq was taken — another writer on the chain, after a
   * stall past the lease — gives the chain up.
   */
  failed(links: readonly Link[], err: unknown): void {
    for (const l of links) this.heads.delete(l.tenantId);
    const taken = (err as { code?: string; constraint?: string }).constraint === 'audit_log_pkey';
    if (this.leasing?.claims || taken) this.chain = undefined;
    this.leasing = undefined;
  }
}

async function taken(conn: DatabaseConnection, statement: string, params: unknown[]): Promise<number | undefined> {
  const { rows } = await conn.executeQuery<{ chain: number }>(CompiledQuery.raw(statement, params));
  return rows[0]?.chain;
}

async function readHead(conn: DatabaseConnection, tenantId: string, chain: number): Promise<Head> {
  const { rows } = await conn.executeQuery<{ seq: string; hash: Buffer }>(CompiledQuery.raw(HEAD, [tenantId, chain]));
  return rows[0] ? { seq: BigInt(rows[0].seq), hash: rows[0].hash } : { seq: 0n, hash: Buffer.alloc(0) };
}

/** Queues the INSERT of the entries whose parameters `params` holds. */
function append(conn: DatabaseConnection, params: unknown[]): Promise<unknown> {
  const rows = params.length / COLUMNS;
  return conn.executeQuery(CompiledQuery.raw(rows === 1 ? APPEND_ONE : appendText(rows), params));
}

/** Appends an entry's COLUMNS parameters to `params`, in the INSERT's column order. */
function pushAppendParams(params: unknown[], e: AuditEntry, chain: number, seq: bigint, hash: Buffer): void {
  params.push(
    e.tenantId,
    chain,
    String(seq),
    e.id,
    e.time.toISOString(),
    e.actorType,
    e.actorId,
    e.action,
    arrayLiteral(e.resourceTypes),
    arrayLiteral(e.resourceIds),
    e.resourceCount,
    e.requestId,
    hash,
  );
}
