import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting, for the audit log (docs/records.md "The audit log"). Every entry point runs its work
 * inside a scope: the RPC pipeline (the API key or the operator of the request), the CLI (one scope
 * per command), the daily scheduler and the outbox workers (one per job). The database driver reads
 * the scope when a statement changes a row (src/db/audit/driver.ts), so a new write path is audited
 * without code of its own. The scope follows every `await` (AsyncLocalStorage): no signature carries it.
 */
export type ActorType = 'ACTOR_API_KEY' | 'ACTOR_OPERATOR' | 'ACTOR_SYSTEM';

export interface AuditActor {
  type: ActorType;
  /** The API key's id, the operator's id, or the system part (`cli:<user>`, `scheduler`, `outbox:<queue>`, `server`). */
  id: string;
}

export interface AuditScope {
  actor: AuditActor;
  /** The RPC path, `cli <command> <sub>`, or `job:<name>`. */
  action: string;
  /** The request's x-request-id, or the id of the CLI invocation or job. */
  requestId: string;
  /** The tenant acted on when the caller knows it (an API key; a tenant view; a tenant's daily job). */
  tenantId?: string;
  /** Off only for schema migrations (their own table records them) and the bench's baseline. */
  off?: boolean;
}

const storage = new AsyncLocalStorage<AuditScope>();

/** Writes made by code outside any scope: attributed to the process, never lost. */
export const UNSCOPED: AuditScope = { actor: { type: 'ACTOR_SYSTEM', id: 'process' }, action: 'unscoped', requestId: '' };

/** Runs `work` as `scope`. */
export function withAuditScope<T>(scope: AuditScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The scope writes are made in now. */
export function currentAuditScope(): AuditScope {
  return storage.getStore() ?? UNSCOPED;
}

/** Runs `work` in the current scope narrowed to one tenant (a tenant view, one tenant's daily job). */
export function withAuditTenant<T>(tenantId: string, work: () => T): T {
  return storage.run({ ...currentAuditScope(), tenantId }, work);
}

/** Runs `work` with the current actor under another action (a job started by a request keeps its actor). */
export function withAuditAction<T>(action: string, work: () => T): T {
  return storage.run({ ...currentAuditScope(), action }, work);
}

/** Runs `work` unrecorded: schema migrations only (and the bench's side-by-side baseline). */
export function withoutAudit<T>(work: () => T): T {
  return storage.run({ ...UNSCOPED, off: true }, work);
}
