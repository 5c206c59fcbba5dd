import { CompiledQuery, type DatabaseConnection, type Driver } from 'kysely';
import { DEFERRED } from '../client';
import { arrayLiteral } from '../arrays';
import { chainHash, type AuditEntry } from './entry';

/**
 * Appending to the hash chains (docs/records.md "The hash chain"). Each database connection that writes
 * holds a chain number for as long as it lives: a session advisory lock on that number, the lowest one
 * free, taken at its first entry. Only the holder appends to chain n of any tenant, so it knows each
 * chain's head (last seq and hash) without reading or locking a row per entry: it reads a head once,
 * from the log, then keeps it, computes the next hash itself, and sends one INSERT with the COMMIT.
 * The head is also recorded in audit_chain — at the chain's first entry in the same transaction, and
 * afterwards by the HeadRecorder about a second after the commits that moved it.
 */

/** The advisory lock space of the chain numbers (`pg_try_advisory_lock(AUDIT_LOCK_SPACE, n)`; 'AUDT'). */
const AUDIT_LOCK_SPACE = 0x41554454;
/** Chain numbers are smallint; a process gets the lowest number no other live connection holds. */
const CLAIM = `SELECT n AS chain FROM generate_series(0, 32767) AS n WHERE pg_try_advisory_lock(${AUDIT_LOCK_SPACE}, n) LIMIT 1`;
const HEAD = 'SELECT seq, hash FROM audit_log WHERE tenant_id = $1 AND chain = $2 ORDER BY seq DESC LIMIT 1';
const COLUMNS = 13;
/** The INSERT of `rows` entries (one row a tenant the transaction changed). */
function appendText(rows: number): string {
  const values = Array.from({ length: rows }, (_, r) => {
    const at = (c: number) => `$${r * COLUMNS + c}`;
    return `(${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}, ${at(6)}, ${at(7)}, ${at(8)}, ${at(9)}::text[], ${at(10)}::text[], ${at(11)}, ${at(12)}, ${at(13)})`;
  });
  return `INSERT INTO audit_log (tenant_id, chain, seq, id, time, actor_type, actor_id, action, resource_types, resource_ids, resource_count, request_id, hash)
VALUES ${values.join(', ')} ${DEFERRED}`;
}
const APPEND_ONE = appendText(1);
// Rows of one INSERT (PostgreSQL takes at most 65,535 parameters a statement).
const MAX_ROWS = 1000;
// A chain's first entry lists the chain (verify walks the chains audit_chain names); an existing row is kept as it is.
const FIRST = `INSERT INTO audit_chain (tenant_id, chain, seq, hash) VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, chain) DO NOTHING ${DEFERRED}`;
// Heads only ever move forward: a late or repeated recording of an older head changes nothing.
const RECORD = `INSERT INTO audit_chain AS c (tenant_id, chain, seq, hash)
SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::bigint[], $4::bytea[])
ON CONFLICT (tenant_id, chain) DO UPDATE SET seq = excluded.seq, hash = excluded.hash WHERE c.seq < excluded.seq`;

export interface Head {
  seq: bigint;
  hash: Buffer;
}

/** An entry appended in the open transaction: the head its chain has once the transaction commits. */
export interface Link extends Head {
  tenantId: string;
  chain: number;
}

/** The heads a connection knows, per tenant of its chain; at most MAX_HEADS (the oldest known are read again). */
const MAX_HEADS = 10_000;

/** One connection's chain: its number, once claimed, and the heads it appended last. */
export class ConnectionChain {
  private chain: number | undefined;
  private readonly heads = new Map<string, Head>();

  /**
   * Queues the INSERT of the entries (deferred: it goes with the COMMIT), claiming the chain and reading
   * a head the connection does not know first (one round trip each, once per connection and tenant).
   */
  async link(conn: DatabaseConnection, entries: readonly AuditEntry[]): Promise<Link[]> {
    this.chain ??= await claim(conn);
    const chain = this.chain;
    const links: Link[] = [];
    let params: unknown[] = [];
    const send = async () => {
      const rows = params.length / COLUMNS;
      await conn.executeQuery(CompiledQuery.raw(rows === 1 ? APPEND_ONE : appendText(rows), params));
      params = [];
    };
    for (const e of entries) {
      const head = this.heads.get(e.tenantId) ?? (await readHead(conn, e.tenantId, chain));
      const seq = head.seq + 1n;
      const hash = chainHash(head.hash, e);
      params.push(...appendParams(e, chain, seq, hash));
      if (seq === 1n) await conn.executeQuery(CompiledQuery.raw(FIRST, [e.tenantId, chain, String(seq), hash]));
      links.push({ tenantId: e.tenantId, chain, seq, hash });
      if (params.length === MAX_ROWS * COLUMNS) await send();
    }
    if (params.length) await send();
    return links;
  }

  /** The transaction committed: its links are the heads now. */
  committed(links: readonly Link[]): void {
    for (const l of links) {
      this.heads.delete(l.tenantId);
      this.heads.set(l.tenantId, { seq: l.seq, hash: l.hash });
      if (this.heads.size > MAX_HEADS) this.heads.delete(this.heads.keys().next().value!);
    }
  }

  /** The COMMIT failed (or its outcome is unknown): those heads are read again before the next entry. */
  failed(links: readonly Link[]): void {
    for (const l of links) this.heads.delete(l.tenantId);
  }
}

async function claim(conn: DatabaseConnection): Promise<number> {
  const { rows } = await conn.executeQuery<{ chain: number }>(CompiledQuery.raw(CLAIM));
  if (!rows[0]) throw new Error('no audit chain number is free: 32,768 connections hold one');
  return rows[0].chain;
}

async function readHead(conn: DatabaseConnection, tenantId: string, chain: number): Promise<Head> {
  const { rows } = await conn.executeQuery<{ seq: string; hash: Buffer }>(CompiledQuery.raw(HEAD, [tenantId, chain]));
  return rows[0] ? { seq: BigInt(rows[0].seq), hash: rows[0].hash } : { seq: 0n, hash: Buffer.alloc(0) };
}

function appendParams(e: AuditEntry, chain: number, seq: bigint, hash: Buffer): unknown[] {
  return [
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
  ];
}

/** How long after a commit its chain's head is recorded in audit_chain (docs/records.md "The hash chain"). */
export const HEAD_RECORD_DELAY_MS = 1000;

const recorders = new Set<HeadRecorder>();

/**
 * Records the heads of the chains a driver's connections moved, at most once a HEAD_RECORD_DELAY_MS,
 * with one statement on a connection of the pool; what is still waiting is recorded when the pool is
 * closed. A recording that fails is tried again with the next.
 */
export class HeadRecorder {
  private waiting = new Map<string, Link>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly driver: Driver) {
    recorders.add(this);
  }

  note(links: readonly Link[]): void {
    for (const l of links) this.waiting.set(`${l.tenantId}/${l.chain}`, l);
    this.timer ??= setTimeout(() => void this.record(), HEAD_RECORD_DELAY_MS).unref();
  }

  /** Records every head waiting now (and waits for a recording under way). */
  async record(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    if (this.waiting.size === 0) return;
    const heads = [...this.waiting.values()];
    this.waiting = new Map();
    this.running = this.write(heads).catch(() => {
      for (const l of heads) {
        const key = `${l.tenantId}/${l.chain}`;
        if (!this.waiting.has(key)) this.waiting.set(key, l);
      }
      this.timer ??= setTimeout(() => void this.record(), HEAD_RECORD_DELAY_MS).unref();
    });
    await this.running;
    this.running = undefined;
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

  async close(): Promise<void> {
    await this.record();
    recorders.delete(this);
  }
}

/** Records now every head this process's pools have waiting (tests, and `billing audit verify` in-process). */
export async function recordChainHeads(): Promise<void> {
  await Promise.all([...recorders].map((r) => r.record()));
}
