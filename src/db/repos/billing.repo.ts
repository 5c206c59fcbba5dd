import { sql } from 'kysely';
import type { Queryable } from '../db';
import { arrayParam } from '../arrays';
import { keysetPage } from '../paging';
import type { NewBilling, NewBillingItem } from '../../domain/billing/plan';
import { issuerBlock } from './billing.insert.repo';
import { existingLineOf, type BillingItemRow, type BillingRow } from './billing.rows';
import type { ExistingLine } from '../../domain/billing/types';

export type { BillingItemRow, BillingRow };

export type { NewBilling, NewBillingItem };
export { insertBillings, type StoredBilling } from './billing.insert.repo';

/** The billed lines of these contracts as the billing engine reads them (one query for a whole batch). */
export async function liveExistingLines(db: Queryable, tenantId: string, contractIds: readonly string[]): Promise<ExistingLine[]> {
  return (await liveLinesOfContracts(db, tenantId, contractIds)).map(existingLineOf);
}

/** Lines of the non-invalidated billings of these contracts (one query for a whole batch). */
export async function liveLinesOfContracts(db: Queryable, tenantId: string, contractIds: readonly string[]): Promise<BillingItemRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .selectFrom('billing_item')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', sql<string>`ANY(${arrayParam('uuid', contractIds)})`)
    .where('live', '=', true)
    .execute();
}

export async function getBilling(db: Queryable, tenantId: string, id: string): Promise<BillingRow | undefined> {
  return db.selectFrom('billing').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function lockBillings(db: Queryable, tenantId: string, ids: readonly string[]): Promise<BillingRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('billing')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', ids)})`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Billings whose status is one of `statuses`, locked, in id order (at most `limit`). */
export async function lockBillingsByStatus(
  db: Queryable,
  tenantId: string,
  statuses: readonly string[],
  limit: number,
): Promise<BillingRow[]> {
  if (statuses.length === 0) return [];
  return db
    .selectFrom('billing')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', statuses)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .execute();
}

export async function itemsOfBillings(db: Queryable, tenantId: string, billingIds: readonly string[]): Promise<BillingItemRow[]> {
  if (billingIds.length === 0) return [];
  return db
    .selectFrom('billing_item')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('billing_id', '=', sql<string>`ANY(${arrayParam('uuid', billingIds)})`)
    .orderBy('billing_id')
    .orderBy('position')
    .execute();
}

export async function setBillingStatus(db: Queryable, tenantId: string, id: string, status: string, paidAmount?: string): Promise<void> {
  await db
    .updateTable('billing')
    .set({ status, update_time: new Date(), ...(paidAmount !== undefined ? { paid_amount: paidAmount } : {}) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Invalidation: the billing's lines stop counting as billed (their keys may be billed again). */
export async function releaseLines(db: Queryable, tenantId: string, billingId: string): Promise<void> {
  await db
    .updateTable('billing_item')
    .set({ live: false, live_key: null })
    .where('tenant_id', '=', tenantId)
    .where('billing_id', '=', billingId)
    .execute();
}

export interface BillingListQuery {
  contractId?: string;
  customerId?: string;
  paymentMethodId?: string;
  /** Conditions on billing_date / billing_due_date (op is one of = >= <= > <). */
  billingDate?: ReadonlyArray<{ op: '=' | '>=' | '<=' | '>' | '<'; day: string }>;
  billingDueDate?: ReadonlyArray<{ op: '=' | '>=' | '<=' | '>' | '<'; day: string }>;
  statuses?: readonly string[];
  byBillingDate: boolean;
  descending: boolean;
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

/** Keyset page of billings (by id, or by billing date then id); limit + 1 rows. */
export async function listBillings(db: Queryable, tenantId: string, q: BillingListQuery): Promise<BillingRow[]> {
  let qb = db.selectFrom('billing').selectAll().where('tenant_id', '=', tenantId);
  if (q.contractId) qb = qb.where('contract_id', '=', q.contractId);
  if (q.statuses) qb = qb.where('status', 'in', q.statuses);
  if (q.customerId) qb = qb.where('customer_id', '=', q.customerId);
  if (q.paymentMethodId) qb = qb.where('payment_method_id', '=', q.paymentMethodId);
  for (const d of q.billingDate ?? []) qb = qb.where('billing_date', d.op, d.day);
  for (const d of q.billingDueDate ?? []) qb = qb.where('billing_due_date', d.op, d.day);
  return keysetPage(qb, {
    ...(q.byBillingDate ? { sortColumn: 'billing_date' } : {}),
    idColumn: 'id',
    descending: q.descending,
    after: q.after,
    limit: q.limit,
  }).execute();
}

/**
 * The statuses the due-date sweep moves, as literals: the partial index billing_due_idx names them, and
 * only a literal list lets a prepared statement's plan use it (src/db/literals.ts).
 */
const SWEEPABLE = (['POSTED', 'INVOICE_CREATED', 'PARTIALLY_PAID'] as const).map((s) => sql.lit(s));

/**
 * Billings past their due date in a status the sweep moves (docs/billing-lifecycle.md "Statuses"), that
 * are on no invoice: an invoiced billing follows its invoice's (holiday-moved) due date instead.
 */
export async function overdueBillings(db: Queryable, tenantId: string, today: string): Promise<BillingRow[]> {
  return db
    .selectFrom('billing')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', SWEEPABLE)
    .where('billing_due_date', '<', today)
    .where('invoice_id', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The earliest due date among billings the due-date sweep could still move (those on no invoice). */
export async function earliestSweepableDueDate(db: Queryable, tenantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('billing')
    .select((eb) => eb.fn.min('billing_due_date').as('d'))
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', SWEEPABLE)
    .where('invoice_id', 'is', null)
    .executeTakeFirst();
  return (row?.d as string | null | undefined) ?? null;
}

/** Fixes the issuer block of these billings from their provider's current settings (docs/invoices.md). */
export async function fixBillingIssuer(db: Queryable, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    UPDATE billing b SET issuer = ${issuerBlock(tenantId)}
    WHERE b.tenant_id = ${tenantId}::uuid AND b.id = ANY(${arrayParam('uuid', ids)})`.execute(db);
}

/** The tenant a billing belongs to, for the operator's CLI (which acts on a billing id without an API key). */
export async function tenantOfBilling(
  db: Queryable,
  id: string,
): Promise<{ tenant_id: string; provider_id: string; environment: 'sandbox' | 'production' } | undefined> {
  return db
    .selectFrom('billing as b')
    .innerJoin('tenant as t', 't.id', 'b.tenant_id')
    .select(['b.tenant_id', 't.provider_id', 't.environment'])
    .where('b.id', '=', id)
    .executeTakeFirst();
}

/** Billings by id, in id order (the bill run's events re-read what it inserted). */
export async function billingsByIds(db: Queryable, tenantId: string, ids: readonly string[]): Promise<BillingRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('billing')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', ids)})`)
    .orderBy('id')
    .execute();
}
