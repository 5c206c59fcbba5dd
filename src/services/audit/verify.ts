import type { Queryable } from '../../db/db';
import { chainEntries, chainHeads, loggedChains, type AuditRow } from '../../db/repos/audit.repo';
import { chainHash, type AuditEntry } from '../../db/audit/entry';
import type { ActorType } from '../../lib/audit-scope';

/** The first link of a chain that does not hold (docs/records.md "Verifying the chain"). */
export interface BrokenLink {
  tenantId: string;
  /** The tenant's chain (docs/records.md "The hash chain") the entry is in. */
  chain: number;
  /** The entry at which the chain breaks: its seq and id (id '' when the entry itself is missing). */
  seq: string;
  id: string;
  reason: string;
}

export interface VerifyReport {
  chains: number;
  entries: number;
  /** The first broken link of each chain that has one, in tenant order; empty = every chain holds. */
  broken: BrokenLink[];
}

const BATCH = 2000;

export function entryOf(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    time: r.time,
    tenantId: r.tenant_id,
    actorType: r.actor_type as ActorType,
    actorId: r.actor_id,
    action: r.action,
    resourceTypes: r.resource_types,
    resourceIds: r.resource_ids,
    resourceCount: r.resource_count,
    requestId: r.request_id,
  };
}

type Head = Awaited<ReturnType<typeof chainHeads>>[number];

/** A chain to walk: its recorded head, or none (entries under a chain number audit_chain does not list). */
interface Chain {
  tenantId: string;
  chain: number;
  head: Head | undefined;
}

/**
 * The chains to walk: those audit_chain lists and those with entries in audit_log (docs/records.md
 * "Verifying the chain"), so a row inserted under another chain number is walked too.
 */
async function chainsOf(db: Queryable, tenantId: string | undefined): Promise<Chain[]> {
  const chains = new Map<string, Chain>();
  for (const head of await chainHeads(db, tenantId))
    chains.set(`${head.tenant_id}/${head.chain}`, { tenantId: head.tenant_id, chain: head.chain, head });
  for (const c of await loggedChains(db, tenantId)) {
    const key = `${c.tenant_id}/${c.chain}`;
    if (!chains.has(key)) chains.set(key, { tenantId: c.tenant_id, chain: c.chain, head: undefined });
  }
  return [...chains.values()].sort((a, b) => (a.tenantId < b.tenantId ? -1 : a.tenantId > b.tenantId ? 1 : a.chain - b.chain));
}

/**
 * Walks each chain from its first entry: every seq follows the one before, every hash is SHA-256 of
 * the previous hash and the entry as stored, and the head recorded in audit_chain (which follows the
 * chain's end by about a second, docs/records.md "The hash chain") is an entry of the chain, the one
 * with its seq and hash — so a changed entry, a removed one, a cut-off end and a chain rewritten from
 * some entry on are all found, each at the first entry where the chain stops holding. A chain with
 * entries but no head (its first entry would have recorded one) is broken at its first entry.
 */
export async function verifyAuditChains(db: Queryable, opts: { tenantId?: string } = {}): Promise<VerifyReport> {
  const chains = await chainsOf(db, opts.tenantId);
  const report: VerifyReport = { chains: chains.length, entries: 0, broken: [] };
  for (const chain of chains) {
    const broken = await walkChain(db, chain, report);
    if (broken) report.broken.push(broken);
  }
  return report;
}

/** One chain's first broken link, if any; counts the entries read into `report`. */
async function walkChain(db: Queryable, { tenantId, chain, head }: Chain, report: VerifyReport): Promise<BrokenLink | undefined> {
  let previous: Buffer = Buffer.alloc(0);
  let expected = 1n;
  let broken: BrokenLink | undefined;
  let first: AuditRow | undefined;
  let last: AuditRow | undefined;
  const headSeq = BigInt(head?.seq ?? '0');
  for (let after = '0'; !broken;) {
    const rows = await chainEntries(db, tenantId, chain, after, BATCH);
    first ??= rows[0];
    for (const r of rows) {
      report.entries += 1;
      if (BigInt(r.seq) !== expected) {
        broken = {
          tenantId: r.tenant_id,
          chain,
          seq: String(expected),
          id: '',
          reason: `entry ${expected} is missing (the next one stored is ${r.seq}, id ${r.id})`,
        };
        break;
      }
      const hash = chainHash(previous, entryOf(r));
      if (!hash.equals(r.hash)) {
        broken = {
          tenantId: r.tenant_id,
          chain,
          seq: r.seq,
          id: r.id,
          reason: `entry ${r.seq} (id ${r.id}) does not match its hash: it was changed after it was written`,
        };
        break;
      }
      if (head && expected === headSeq && !r.hash.equals(head.hash)) {
        broken = {
          tenantId: r.tenant_id,
          chain,
          seq: r.seq,
          id: r.id,
          reason: `entry ${r.seq} (id ${r.id}) is not the one the chain's head records: the chain was rewritten from here or before`,
        };
        break;
      }
      previous = r.hash;
      expected += 1n;
      last = r;
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.seq;
  }
  if (!head && first) {
    // Before anything the walk found: the chain's very first entry should have recorded its head.
    return {
      tenantId,
      chain,
      seq: first.seq,
      id: first.id,
      reason: "the chain has entries but no head in audit_chain (a chain's first entry records one): they were not written by the service",
    };
  }
  if (!broken && head && headSeq > BigInt(last?.seq ?? '0')) {
    broken = {
      tenantId,
      chain,
      seq: String(expected),
      id: '',
      reason: `the chain ends at entry ${last?.seq ?? 0} but its head records ${head.seq}: entries ${expected}..${head.seq} are missing`,
    };
  }
  return broken;
}
