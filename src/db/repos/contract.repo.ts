import type { Selectable } from 'kysely';
import type { Queryable } from '../db';
import type { ContractTable } from '../schema/contracts';
import type { ContractDoc } from '../../domain/contract/types';

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
  await db.insertInto('contract_version').values({ tenant_id: tenantId, contract_id: doc.id, version: 1, doc: JSON.stringify(doc), amendment_id: null }).execute();
  await replaceChargeItemIndex(db, tenantId, doc);
  return row;
}

/** Stores version `version` (= current + 1) as the new head, keeping the snapshot. Call under lockContract. */
export async function saveVersion(db: Queryable, tenantId: string, version: number, doc: ContractDoc, head: ContractHead, amendmentId: string | null): Promise<ContractRow> {
  await db.insertInto('contract_version').values({ tenant_id: tenantId, contract_id: doc.id, version, doc: JSON.stringify(doc), amendment_id: amendmentId }).execute();
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

export async function getContractVersionDoc(db: Queryable, tenantId: string, id: string, version: number): Promise<ContractDoc | undefined> {
  const row = await db
    .selectFrom('contract_version')
    .select('doc')
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.doc;
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
export async function listBillableContracts(db: Queryable, tenantId: string, afterId: string | null, limit: number): Promise<ContractRow[]> {
  let q = db.selectFrom('contract').selectAll().where('tenant_id', '=', tenantId).where('is_draft', '=', false);
  if (afterId) q = q.where('id', '>', afterId);
  return q.orderBy('id').limit(limit).execute();
}
