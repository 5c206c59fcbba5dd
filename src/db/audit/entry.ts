import { hash } from 'node:crypto';
import type { ActorType } from '../../lib/audit-scope';

/**
 * One audit entry and its link in the chain (docs/records.md "The audit log"). Each tenant has its
 * own chain; changes that belong to no tenant (operators, providers, keys) form the platform's chain
 * under PLATFORM_CHAIN. hash = SHA-256(previous entry's hash ‖ UTF-8 of `canonicalEntry`), the
 * previous hash of a chain's first entry being empty.
 */
export const PLATFORM_CHAIN = '00000000-0000-0000-0000-000000000000';

/** At most this many resources are listed in one entry; `resourceCount` keeps the number there were. */
export const MAX_RESOURCES = 100;

export interface AuditEntry {
  id: string;
  time: Date;
  tenantId: string;
  actorType: ActorType;
  actorId: string;
  action: string;
  /** Parallel lists: the table of each changed row and its id ('' when the statement did not name it). */
  resourceTypes: string[];
  resourceIds: string[];
  resourceCount: number;
  requestId: string;
}

/** The text an entry's hash covers: every field but seq and hash, in a fixed order. */
export function canonicalEntry(e: AuditEntry): string {
  return JSON.stringify([
    e.id,
    e.time.toISOString(),
    e.tenantId,
    e.actorType,
    e.actorId,
    e.action,
    e.resourceTypes,
    e.resourceIds,
    e.resourceCount,
    e.requestId,
  ]);
}

/**
 * The hash of an entry following `previous` (empty for a chain's first entry): one call over one
 * buffer (a Hash object per entry cost more than the digest on the write path, bench/README.md "Issue 31").
 */
export function chainHash(previous: Buffer, e: AuditEntry): Buffer {
  const text = canonicalEntry(e);
  const input = Buffer.allocUnsafe(previous.length + Buffer.byteLength(text, 'utf8'));
  previous.copy(input, 0);
  input.write(text, previous.length, 'utf8');
  return hash('sha256', input, 'buffer');
}
