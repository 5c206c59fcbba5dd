import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';
import { currentAuditScope, type AuditScope } from '../../lib/audit-scope';
import { newId } from '../../lib/ids';
import { changesOf, type Change } from './capture';
import { ConnectionChain, type Draft } from './chain';
import { HeadRecorder, type ChainHeads } from './heads';
import { MAX_RESOURCES, PLATFORM_CHAIN, type AuditEntry } from './entry';

/**
 * The audit log is written by the database driver (docs/records.md "How entries are written"): every
 * statement a connection runs is read for the rows it changes (capture.ts); at COMMIT the transaction's
 * changes become one entry per tenant, appended to the connection's chain of that tenant by one INSERT
 * each (chain.ts), sent with the COMMIT itself (deferred: no extra round trip) — the same transaction
 * as the change, so a change without its entry (or the reverse) cannot commit. A change outside a
 * transaction is wrapped in one for the same reason. Who acted comes from the audit scope of the code
 * that made the change (src/lib/audit-scope.ts). Every entry point is covered, and so is any write
 * path added later.
 */
interface Pending {
  scope: AuditScope;
  change: Change;
}

/** The entries of one transaction's changes: one per tenant, in tenant order. */
export function entriesOf(pending: readonly Pending[], time: Date): AuditEntry[] {
  const byTenant = new Map<string, Pending[]>();
  for (const p of pending) {
    const tenant = p.change.tenantId ?? p.scope.tenantId ?? PLATFORM_CHAIN;
    let list = byTenant.get(tenant);
    if (!list) byTenant.set(tenant, (list = []));
    list.push(p);
  }
  return [...byTenant.keys()].sort().map((tenantId) => {
    const list = byTenant.get(tenantId)!;
    const seen = new Set<string>();
    const types: string[] = [];
    const ids: string[] = [];
    for (const { change } of list) {
      for (const id of change.ids.length ? change.ids : ['']) {
        const key = `${change.table}\0${id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (types.length < MAX_RESOURCES) {
          types.push(change.table);
          ids.push(id);
        }
      }
    }
    const { actor, action, requestId } = list[0]!.scope;
    return {
      id: newId(time.getTime()),
      time,
      tenantId,
      actorType: actor.type,
      actorId: actor.id,
      action,
      resourceTypes: types,
      resourceIds: ids,
      resourceCount: seen.size,
      requestId,
    };
  });
}

const isBegin = (s: string) => s === 'begin' || s.startsWith('start transaction');

/**
 * Whether a statement changed rows: false only for a plain INSERT, UPDATE or DELETE (no WITH) that
 * reports none (a delete that found nothing, an insert whose conflict did nothing), which records
 * nothing. Raw SQL and statements with writing WITH parts count as changes whatever they report.
 */
function changedRows(q: CompiledQuery, result: QueryResult<unknown>): boolean {
  const node = q.query as { kind: string; with?: unknown };
  const plain = (node.kind === 'InsertQueryNode' || node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode') && !node.with;
  return !plain || result.numAffectedRows !== BigInt(0);
}

/** The entries of a transaction's first changes, made while the statement that made them ran. */
interface Ahead {
  /** The pending changes the draft is made of, the very objects. */
  covers: readonly Pending[];
  draft: Draft;
}

class AuditedConnection implements DatabaseConnection {
  private inTransaction = false;
  private pending: Pending[] = [];
  private ahead: Ahead | undefined;
  private readonly chain: ConnectionChain;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly recorder: HeadRecorder,
  ) {
    this.chain = new ConnectionChain(recorder);
  }

  // Not async: most statements pass straight through, and their promise is handed on as it is.
  executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const s = q.sql;
    if (isBegin(s)) {
      this.inTransaction = true;
      this.pending = [];
      this.ahead = undefined;
      return this.inner.executeQuery(q);
    }
    if (s === 'commit') {
      const pending = this.pending;
      const ahead = this.ahead;
      this.pending = [];
      this.ahead = undefined;
      this.inTransaction = false;
      return pending.length ? this.commit(q, pending, ahead) : this.inner.executeQuery(q);
    }
    if (s === 'rollback') {
      this.inTransaction = false;
      this.pending = [];
      this.ahead = undefined;
      return this.inner.executeQuery(q);
    }
    const scope = currentAuditScope();
    const changes = scope.off ? [] : changesOf(q);
    if (changes.length === 0) return this.inner.executeQuery(q);
    if (!this.inTransaction) return this.alone(q, scope, changes);
    const made = changes.map((change) => ({ scope, change }));
    const running = this.inner.executeQuery<R>(q).then((result) => {
      if (changedRows(q, result)) this.pending.push(...made);
      return result;
    });
    // Sent: while the database runs it, the entry of a transaction that makes no other change is made.
    if (this.pending.length === 0 && !this.ahead) this.draftAhead(made);
    return running;
  }

  /**
   * Makes the entries of a transaction's first changes ahead of its COMMIT, while the database runs
   * the statement that made them (docs/records.md "What an entry costs"): the COMMIT of a transaction
   * that made no other change then only queues them. A draft the transaction outgrew (another change,
   * a statement that changed no row) or whose chain moved is dropped at the COMMIT and the entries
   * made then, as when there is no draft (a connection's first entry for a tenant, a lease to renew).
   */
  private draftAhead(covers: readonly Pending[]): void {
    const entries = entriesOf(covers, new Date());
    if (!this.chain.unprepared(entries)) this.ahead = { covers, draft: this.chain.draft(entries) };
  }

  /** The draft made ahead when it covers exactly `pending` and still follows the chain, else one made now. */
  private async draftOf(pending: readonly Pending[], ahead: Ahead | undefined): Promise<Draft> {
    const covers = ahead && ahead.covers.length === pending.length && ahead.covers.every((p, i) => p === pending[i]);
    if (covers && this.chain.current(ahead.draft)) return ahead.draft;
    const entries = entriesOf(pending, new Date());
    if (this.chain.unprepared(entries)) await this.chain.prepare(this.inner, entries);
    return this.chain.draft(entries);
  }

  /** A change on the pool: in a transaction of its own with its entries. */
  private async alone<R>(q: CompiledQuery, scope: AuditScope, changes: readonly Change[]): Promise<QueryResult<R>> {
    await this.inner.executeQuery(CompiledQuery.raw('begin'));
    let result: QueryResult<R>;
    try {
      result = await this.inner.executeQuery<R>(q);
    } catch (err) {
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw err;
    }
    const pending = changedRows(q, result) ? changes.map((change) => ({ scope, change })) : [];
    await (pending.length ? this.commit(CompiledQuery.raw('commit'), pending) : this.inner.executeQuery(CompiledQuery.raw('commit')));
    return result;
  }

  /** Appends the entries of `pending` and commits; a failure rolls back (the caller's COMMIT failed). */
  private async commit<R>(q: CompiledQuery, pending: readonly Pending[], ahead?: Ahead): Promise<QueryResult<R>> {
    let linked;
    try {
      linked = this.chain.link(this.inner, await this.draftOf(pending, ahead));
      // Queued (deferred: settled at once, sent with the COMMIT) before the COMMIT is sent.
      await Promise.all(linked.queued);
    } catch (err) {
      this.chain.failed(linked?.links ?? [], err);
      await this.inner.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw err;
    }
    try {
      const result = await this.inner.executeQuery<R>(q);
      this.chain.committed(linked.links);
      this.recorder.note(linked.links);
      return result;
    } catch (err) {
      this.chain.failed(linked.links, err);
      throw err;
    }
  }

  streamQuery<R>(q: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery(q, chunkSize);
  }
}

/** A driver whose connections write the audit log (above). */
export class AuditDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, AuditedConnection>();
  private readonly recorder: HeadRecorder;

  constructor(
    private readonly inner: Driver,
    heads?: ChainHeads,
  ) {
    this.recorder = new HeadRecorder(inner);
    heads?.attach(this.recorder);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const conn = await this.inner.acquireConnection();
    let w = this.wrapped.get(conn);
    if (!w) this.wrapped.set(conn, (w = new AuditedConnection(conn, this.recorder)));
    return w;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    await this.inner.savepoint!(connection, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ): Promise<void> {
    await this.inner.releaseSavepoint!(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as AuditedConnection).inner);
  }

  async destroy(): Promise<void> {
    await this.recorder.close();
    return this.inner.destroy();
  }
}
