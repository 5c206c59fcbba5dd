import { sql, type Selectable } from 'kysely';
import { inParts } from '../parameters';
import type { Queryable } from '../db';
import type { ContractTable } from '../schema/contracts';
import type { ContractDoc } from '../../domain/contract/types';
import { asLocalDate } from '../../domain/calendar';
import type { BillableContract } from '../../domain/billing/inputs';
import type { KnownVersion } from '../../domain/billing/known';
import { dueContracts } from './nextdue.repo';

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
  contracts: ReadonlyArray<Pick<BillableContract, 'id' | 'version' | 'doc' | 'knownOn'>>,
): Promise<Map<string, KnownVersion[]>> {
  const out = new Map<string, KnownVersion[]>();
  const amended = contracts.filter((c) => c.version > 1);
  for (const c of contracts) out.set(c.id, [{ doc: c.doc, knownOn: c.knownOn }]);
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
    out
      .get(r.contract_id)!
      .push(r.version === c.version ? { doc: c.doc, knownOn: c.knownOn } : { doc: r.doc, knownOn: asLocalDate(r.known_on) });
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
  await inParts(rows, (part) => db.insertInto('contract_charge_item').values(part).execute());
}

/**
 * Confirmed contracts of a tenant in id order, after `afterId`, that the auto-renewal job must look
 * at: their stored next-due day has come (docs/billing-lifecycle.md "The next-due day") and at least
 * one item has its auto-renewal enabled. Whether a renewal is due is the domain's decision
 * (itemsDueForAutoRenewal); the second condition only spares reading the documents of contracts
 * that can never renew.
 */
export async function listRenewableContracts(
  db: Queryable,
  tenantId: string,
  afterId: string | null,
  limit: number,
  dueBy: string,
): Promise<Array<Pick<ContractRow, 'id' | 'doc'>>> {
  let q = db
    .selectFrom('contract')
    .select(['id', 'doc'])
    .where('tenant_id', '=', tenantId)
    .where('is_draft', '=', false)
    .where(sql<boolean>`doc->'items' @> '[{"autoRenewal": {"type": "ENABLED"}}]'`)
    .where('id', 'in', dueContracts(db, tenantId, dueBy));
  if (afterId) q = q.where('id', '>', afterId);
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

/** A stored contract as the billing engine reads it. */
export function billableOf(
  row: Pick<ContractRow, 'id' | 'customer_id' | 'customer_staff_id' | 'known_on' | 'doc' | 'version'>,
): BillableContract {
  return {
    id: row.id,
    customerId: row.customer_id,
    customerStaffId: row.customer_staff_id,
    version: row.version,
    knownOn: asLocalDate(row.known_on),
    doc: row.doc,
  };
}
