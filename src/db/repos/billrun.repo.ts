import { sql, type Selectable } from 'kysely';
import type { Queryable, Tx } from '../db';
import { arrayParam } from '../arrays';
import type { BillRunTable } from '../schema/billing';
import { billableOf } from './contract.repo';
import type { BillableContract } from '../../domain/billing/inputs';
import { dueContractIds } from './nextdue.repo';

export type BillRunRow = Selectable<BillRunTable>;

export interface TenantSettingsRow {
  tenant_id: string;
  provider_id: string;
  environment: 'sandbox' | 'production';
  tax_rounding: string;
  invoice_number_prefix: string;
  bill_run_hour_jst: number;
  clock_now: Date | null;
}

/** Every tenant (or one provider's) with the settings the daily jobs need. */
export async function listTenantSettings(
  db: Queryable,
  filter: { providerId?: string; tenantId?: string } = {},
): Promise<TenantSettingsRow[]> {
  let q = db
    .selectFrom('tenant as t')
    .innerJoin('provider as p', 'p.id', 't.provider_id')
    .leftJoin('test_clock as c', 'c.tenant_id', 't.id')
    .select([
      't.id as tenant_id',
      't.provider_id',
      't.environment',
      'p.tax_rounding',
      'p.invoice_number_prefix',
      'p.bill_run_hour_jst',
      'c.now as clock_now',
    ]);
  if (filter.providerId) q = q.where('t.provider_id', '=', filter.providerId);
  if (filter.tenantId) q = q.where('t.id', '=', filter.tenantId);
  return q.orderBy('t.id').execute() as Promise<TenantSettingsRow[]>;
}

/** Locks a batch of confirmed contracts for billing (waits for amendments in flight). */
/** The columns of a contract the bill run reads (the plan, the version history, the payment method). */
export async function lockContractsForBilling(db: Queryable, tenantId: string, ids: readonly string[]): Promise<BillableContract[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('contract')
    .select(['id', 'customer_id', 'customer_staff_id', 'known_on', 'doc', 'version'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', ids)})`)
    .where('is_draft', '=', false)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map(billableOf);
}

export async function paymentMethodsByIds(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<Array<{ id: string; name: string; type: string; hold_invoice_creation: boolean }>> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('payment_method')
    .select(['id', 'name', 'type', 'hold_invoice_creation'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', ids)})`)
    .execute();
}

/** The open run of (tenant, as-of day), or a new one. Several processes share an open run. */
export async function openBillRun(
  db: Queryable,
  row: { tenant_id: string; id: string; as_of: string; trigger: string },
): Promise<BillRunRow> {
  const open = await db
    .selectFrom('bill_run')
    .selectAll()
    .where('tenant_id', '=', row.tenant_id)
    .where('as_of', '=', row.as_of)
    .where('status', '=', sql.lit('RUNNING')) // a literal: the partial index bill_run_open_idx (src/db/literals.ts)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (open) return open;
  return db
    .insertInto('bill_run')
    .values({ ...row, status: 'RUNNING' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Confirmed (non-draft) contracts of these tenants: what bill runs walk through. */
export async function countConfirmedContracts(db: Queryable, tenantIds: readonly string[]): Promise<number> {
  if (tenantIds.length === 0) return 0;
  const row = await db
    .selectFrom('contract')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', 'in', tenantIds)
    .where('is_draft', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Claims the next chunk of up to `size` contracts of a run (the run row is the shared cursor):
 * returns the contract ids, empty when the run has none left. In the caller's transaction.
 * `dueBy`: only contracts whose stored next-due day is on or before it (docs/billing-lifecycle.md
 * "The next-due day"); without it, every confirmed contract.
 */
export async function claimChunk(trx: Tx, tenantId: string, runId: string, size: number, dueBy?: string): Promise<string[]> {
  const run = await trx
    .selectFrom('bill_run')
    .select(['cursor', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .forUpdate()
    .executeTakeFirst();
  if (!run || run.status !== 'RUNNING') return [];
  let ids: string[];
  if (dueBy) ids = await dueContractIds(trx, tenantId, dueBy, { after: run.cursor, limit: size });
  else {
    let q = trx.selectFrom('contract').select('id').where('tenant_id', '=', tenantId).where('is_draft', '=', false);
    if (run.cursor) q = q.where('id', '>', run.cursor);
    ids = (await q.orderBy('id').limit(size).execute()).map((r) => r.id);
  }
  if (ids.length === 0) return [];
  await trx
    .updateTable('bill_run')
    .set({ cursor: ids[ids.length - 1]! })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .execute();
  await trx
    .insertInto('bill_run_chunk')
    .values({ tenant_id: tenantId, run_id: runId, first_id: ids[0]!, last_id: ids[ids.length - 1]! })
    .execute();
  return ids;
}

/** Chunks claimed but never finished (their worker died or is still busy): id ranges to redo. */
export async function unfinishedChunks(
  db: Queryable,
  tenantId: string,
  runId: string,
): Promise<Array<{ first_id: string; last_id: string }>> {
  return db
    .selectFrom('bill_run_chunk')
    .select(['first_id', 'last_id'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('done', '=', false)
    .orderBy('first_id')
    .execute();
}

export async function contractIdsInRange(db: Queryable, tenantId: string, first: string, last: string, dueBy?: string): Promise<string[]> {
  if (dueBy) return dueContractIds(db, tenantId, dueBy, { from: first, upTo: last });
  const q = db
    .selectFrom('contract')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('is_draft', '=', false)
    .where('id', '>=', first)
    .where('id', '<=', last);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => r.id);
}

export interface RunCounts {
  contracts: number;
  billings: number;
  lines: number;
  adjustments: number;
  parked: number;
}

/** Marks a chunk done and adds its counts to the run (in the chunk's transaction). */
export async function finishChunk(
  db: Queryable,
  tenantId: string,
  runId: string,
  firstId: string | null,
  counts: RunCounts,
): Promise<void> {
  if (firstId) {
    await db
      .updateTable('bill_run_chunk')
      .set({ done: true })
      .where('tenant_id', '=', tenantId)
      .where('run_id', '=', runId)
      .where('first_id', '=', firstId)
      .execute();
  }
  await db
    .updateTable('bill_run')
    .set((eb) => ({
      contracts_seen: eb('contracts_seen', '+', counts.contracts),
      billings_created: eb('billings_created', '+', counts.billings),
      lines_created: eb('lines_created', '+', counts.lines),
      adjustments_created: eb('adjustments_created', '+', counts.adjustments),
      parked: eb('parked', '+', counts.parked),
    }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .execute();
}

export async function parkContract(
  db: Queryable,
  row: { tenant_id: string; run_id: string; contract_id: string; reason: string },
): Promise<void> {
  await db
    .insertInto('bill_run_parked')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Closes the run when its cursor is exhausted and every chunk is done. */
export async function closeRunIfComplete(db: Queryable, tenantId: string, runId: string): Promise<BillRunRow | undefined> {
  const open = await db
    .selectFrom('bill_run_chunk')
    .select('first_id')
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .where('done', '=', false)
    .limit(1)
    .executeTakeFirst();
  if (!open) {
    await db
      .updateTable('bill_run')
      .set({ status: 'DONE', finish_time: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', runId)
      .where('status', '=', 'RUNNING')
      .execute();
  }
  return db.selectFrom('bill_run').selectAll().where('tenant_id', '=', tenantId).where('id', '=', runId).executeTakeFirst();
}

export async function parkedOfRun(db: Queryable, tenantId: string, runId: string): Promise<Array<{ contract_id: string; reason: string }>> {
  return db
    .selectFrom('bill_run_parked')
    .select(['contract_id', 'reason'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .orderBy('contract_id')
    .execute();
}

/** The run row, locked until the transaction ends (one closer emits the run's completion). */
export async function lockBillRun(db: Queryable, tenantId: string, runId: string): Promise<BillRunRow | undefined> {
  return db.selectFrom('bill_run').selectAll().where('tenant_id', '=', tenantId).where('id', '=', runId).forUpdate().executeTakeFirst();
}
