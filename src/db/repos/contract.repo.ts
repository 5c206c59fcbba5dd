import { sql, type Insertable, type Selectable, type SqlBool } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { AmendmentTable, ContractTable } from '../schema/contracts';
import type { ContractDoc } from '../../domain/contract/types';
import type { CustomFieldValueRow } from './customfield.repo';

export type ContractRow = Selectable<ContractTable>;

/** Columns of the head row derived from a snapshot (so they can never disagree with it). */
export interface ContractHead {
  optionalId: string | null;
  knownOn: string;
  confirmTime: Date | null;
  startDate: string;
  endDate: string;
}

function headColumns(doc: ContractDoc, head: ContractHead) {
  return {
    optional_id: head.optionalId,
    customer_id: doc.customerId,
    customer_staff_id: doc.customerStaffId || null,
    payment_method_id: doc.paymentMethodId || null,
    is_draft: doc.isDraft,
    start_date: head.startDate,
    end_date: head.endDate,
    doc: JSON.stringify(doc),
    confirm_time: head.confirmTime,
    known_on: head.knownOn,
  };
}

/** Inserts a new contract at version 1 with its first snapshot and charge-item index. */
export async function insertContract(db: Queryable, tenantId: string, doc: ContractDoc, head: ContractHead): Promise<ContractRow> {
  const row = await db
    .insertInto('contract')
    .values({ tenant_id: tenantId, id: doc.id, version: 1, ...headColumns(doc, head) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('contract_version')
    .values({ tenant_id: tenantId, contract_id: doc.id, version: 1, doc: JSON.stringify(doc), amendment_id: null, known_on: head.knownOn })
    .execute();
  await replaceChargeItemIndex(db, tenantId, doc);
  return row;
}

/** Stores version `version` (= current + 1) as the new head, keeping the snapshot. Call under lockContract. */
export async function saveVersion(
  db: Queryable,
  tenantId: string,
  version: number,
  doc: ContractDoc,
  head: ContractHead,
  amendmentId: string | null,
): Promise<ContractRow> {
  await db
    .insertInto('contract_version')
    .values({
      tenant_id: tenantId,
      contract_id: doc.id,
      version,
      doc: JSON.stringify(doc),
      amendment_id: amendmentId,
      known_on: head.knownOn,
    })
    .execute();
  const row = await db
    .updateTable('contract')
    .set({ version, ...headColumns(doc, head), update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', doc.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await replaceChargeItemIndex(db, tenantId, doc);
  return row;
}

export async function getContract(db: Queryable, tenantId: string, id: string): Promise<ContractRow | undefined> {
  return db.selectFrom('contract').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function getContractByOptionalId(db: Queryable, tenantId: string, optionalId: string): Promise<ContractRow | undefined> {
  return db.selectFrom('contract').selectAll().where('tenant_id', '=', tenantId).where('optional_id', '=', optionalId).executeTakeFirst();
}

/** Locks the head row for the rest of the transaction: amendments of one contract are serialised. */
export async function lockContract(db: Queryable, tenantId: string, id: string): Promise<ContractRow | undefined> {
  return db.selectFrom('contract').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Holds a key-share lock on the head row: the contract cannot be amended until the transaction ends. */
export async function lockContractKeyShare(db: Queryable, tenantId: string, id: string): Promise<ContractRow | undefined> {
  return db.selectFrom('contract').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forKeyShare().executeTakeFirst();
}

export async function getContractVersionDoc(
  db: Queryable,
  tenantId: string,
  id: string,
  version: number,
): Promise<ContractDoc | undefined> {
  const row = await db
    .selectFrom('contract_version')
    .select('doc')
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.doc;
}

/**
 * The stored versions (with the day each became known) of the given contracts, oldest first, for
 * per-line known days; only contracts with more than one version are read (one version: the head's
 * known_on dates every line). The head version's snapshot is the contract row's own `doc` object.
 */
export async function versionHistories(
  db: Queryable,
  tenantId: string,
  contracts: readonly ContractRow[],
): Promise<Map<string, Array<{ doc: ContractDoc; knownOn: string }>>> {
  const out = new Map<string, Array<{ doc: ContractDoc; knownOn: string }>>();
  const amended = contracts.filter((c) => c.version > 1);
  for (const c of contracts) out.set(c.id, [{ doc: c.doc, knownOn: c.known_on }]);
  if (amended.length === 0) return out;
  const rows = await db
    .selectFrom('contract_version')
    .select(['contract_id', 'version', 'doc', 'known_on'])
    .where('tenant_id', '=', tenantId)
    .where(
      'contract_id',
      'in',
      amended.map((c) => c.id),
    )
    .orderBy('contract_id')
    .orderBy('version')
    .execute();
  const head = new Map(amended.map((c) => [c.id, c]));
  for (const c of amended) out.set(c.id, []);
  for (const r of rows) {
    const c = head.get(r.contract_id)!;
    if (r.version > c.version) continue;
    out.get(r.contract_id)!.push(r.version === c.version ? { doc: c.doc, knownOn: c.known_on } : { doc: r.doc, knownOn: r.known_on });
  }
  return out;
}

/** Rewrites the charge-item index of a contract from its latest snapshot. */
export async function replaceChargeItemIndex(db: Queryable, tenantId: string, doc: ContractDoc): Promise<void> {
  await db.deleteFrom('contract_charge_item').where('tenant_id', '=', tenantId).where('contract_id', '=', doc.id).execute();
  const rows = doc.items.flatMap((item) =>
    item.chargeItems.map((c) => ({
      tenant_id: tenantId,
      id: c.id,
      contract_id: doc.id,
      contract_item_id: item.id,
      optional_id: c.optionalId,
      usage_unit_id: c.usageUnitId,
    })),
  );
  if (rows.length) await db.insertInto('contract_charge_item').values(rows).execute();
}

/** Confirmed contracts of a tenant in id order, after `afterId`: the bill run's work list. */
export async function listBillableContracts(
  db: Queryable,
  tenantId: string,
  afterId: string | null,
  limit: number,
  dueBy?: string,
): Promise<ContractRow[]> {
  let q = db.selectFrom('contract').selectAll().where('tenant_id', '=', tenantId).where('is_draft', '=', false);
  if (afterId) q = q.where('id', '>', afterId);
  // Only contracts whose stored next-due day has come (docs/billing-lifecycle.md "The next-due day").
  if (dueBy) q = q.where('next_due_date', '<=', dueBy);
  return q.orderBy('id').limit(limit).execute();
}

// ---------- added for the contract and amendment APIs ----------

/** Rewrites the current version's snapshot in place (no new version): drafts being built, confirmation, payment method. */
export async function replaceCurrentSnapshot(
  db: Queryable,
  tenantId: string,
  version: number,
  doc: ContractDoc,
  head: ContractHead,
): Promise<ContractRow> {
  await db
    .updateTable('contract_version')
    .set({ doc: JSON.stringify(doc), known_on: head.knownOn })
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', doc.id)
    .where('version', '=', version)
    .execute();
  const row = await db
    .updateTable('contract')
    .set({ ...headColumns(doc, head), update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', doc.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await replaceChargeItemIndex(db, tenantId, doc);
  return row;
}

/** Changes head columns that are not part of the snapshot (management id). */
export async function setContractOptionalId(
  db: Queryable,
  tenantId: string,
  id: string,
  optionalId: string | null,
): Promise<ContractRow | undefined> {
  return db
    .updateTable('contract')
    .set({ optional_id: optionalId, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Whether any contract of the tenant references the customer. */
export async function customerHasContracts(db: Queryable, tenantId: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('contract')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any contract of the tenant names the staff member as its billing recipient. */
export async function staffIsBillingRecipient(db: Queryable, tenantId: string, staffId: string): Promise<boolean> {
  const row = await db
    .selectFrom('contract')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('customer_staff_id', '=', staffId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a contract with this id exists in the tenant (custom field existence checks). */
export async function contractExists(db: Queryable, tenantId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('contract').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export interface ContractFilter {
  customerId?: string | undefined;
  optionalId?: string | undefined;
  isDraft?: boolean | undefined;
  startDateFrom?: string | undefined;
  startDateTo?: string | undefined;
  endDateFrom?: string | undefined;
  endDateTo?: string | undefined;
  /** Strict bounds: start_date > startDateAfter, end_date < endDateBefore. */
  startDateAfter?: string | undefined;
  endDateBefore?: string | undefined;
  /** start_date <= day <= end_date (the contract's overall span covers the day). */
  spansDay?: string | undefined;
  /** At least one item of the latest snapshot runs on this day (startDate <= day <= endDate). */
  inForceOn?: string | undefined;
}

export interface ContractPage {
  sortBy: 'id' | 'end_date';
  descending: boolean;
  after?: ReadonlyArray<string | number | null> | undefined;
  limit: number;
}

/** limit + 1 contracts matching the filter, keyset-paged by id or (end_date, id). */
export async function listContracts(db: Queryable, tenantId: string, filter: ContractFilter, page: ContractPage): Promise<ContractRow[]> {
  let q = db.selectFrom('contract').selectAll().where('tenant_id', '=', tenantId);
  if (filter.customerId) q = q.where('customer_id', '=', filter.customerId);
  if (filter.optionalId) q = q.where('optional_id', '=', filter.optionalId);
  if (filter.isDraft !== undefined) q = q.where('is_draft', '=', filter.isDraft);
  if (filter.startDateFrom) q = q.where('start_date', '>=', filter.startDateFrom);
  if (filter.startDateTo) q = q.where('start_date', '<=', filter.startDateTo);
  if (filter.endDateFrom) q = q.where('end_date', '>=', filter.endDateFrom);
  if (filter.endDateTo) q = q.where('end_date', '<=', filter.endDateTo);
  if (filter.startDateAfter) q = q.where('start_date', '>', filter.startDateAfter);
  if (filter.endDateBefore) q = q.where('end_date', '<', filter.endDateBefore);
  if (filter.spansDay) q = q.where('start_date', '<=', filter.spansDay).where('end_date', '>=', filter.spansDay);
  if (filter.inForceOn) {
    const day = filter.inForceOn;
    q = q
      .where('start_date', '<=', day)
      .where('end_date', '>=', day)
      .where(
        sql<SqlBool>`exists (select 1 from jsonb_array_elements(doc->'items') as i where i->>'startDate' <= ${day} and i->>'endDate' >= ${day})`,
      );
  }
  const sortColumn = page.sortBy === 'end_date' ? 'end_date' : undefined;
  return keysetPage(q, { sortColumn, idColumn: 'id', descending: page.descending, after: page.after, limit: page.limit }).execute();
}

/** Custom field values of several contracts in one query (lists; no query per contract). */
export async function listContractCustomFieldValues(
  db: Queryable,
  tenantId: string,
  resourceType: string,
  contractIds: readonly string[],
): Promise<CustomFieldValueRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .selectFrom('custom_field_value')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('resource_type', '=', resourceType)
    .where('resource_id', 'in', contractIds)
    .orderBy('resource_id')
    .orderBy('master_id')
    .execute();
}

// ---------- amendments ----------

export type AmendmentRow = Selectable<AmendmentTable>;

export async function insertAmendment(db: Queryable, row: Insertable<AmendmentTable>): Promise<AmendmentRow> {
  return db.insertInto('amendment').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function getAmendment(db: Queryable, tenantId: string, id: string): Promise<AmendmentRow | undefined> {
  return db.selectFrom('amendment').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Ids of the contract's amendments that are not cancelled, oldest first. */
export async function listLiveAmendmentIds(db: Queryable, tenantId: string, contractId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('amendment')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', contractId)
    .where('canceled', '=', false)
    .orderBy('version')
    .execute();
  return rows.map((r) => r.id);
}

export async function markAmendmentCanceled(db: Queryable, tenantId: string, id: string, memo: string): Promise<AmendmentRow> {
  return db
    .updateTable('amendment')
    .set({ canceled: true, cancel_memo: memo })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface AmendmentPage {
  sortBy: 'id' | 'execute_time' | 'effective_start_date' | 'version';
  descending: boolean;
  after?: ReadonlyArray<string | number | null> | undefined;
  limit: number;
}

/** limit + 1 amendments of the tenant (or of one contract), keyset-paged. */
export async function listAmendments(
  db: Queryable,
  tenantId: string,
  contractId: string | null,
  page: AmendmentPage,
): Promise<AmendmentRow[]> {
  let q = db.selectFrom('amendment').selectAll().where('tenant_id', '=', tenantId);
  if (contractId) q = q.where('contract_id', '=', contractId);
  const sortColumn = page.sortBy === 'id' ? undefined : page.sortBy;
  return keysetPage(q, { sortColumn, idColumn: 'id', descending: page.descending, after: page.after, limit: page.limit }).execute();
}
