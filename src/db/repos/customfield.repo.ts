import { inParts } from '../parameters';
import type { Insertable, Selectable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { CustomFieldMasterTable, CustomFieldValueTable } from '../schema/customers';

export type CustomFieldMasterRow = Selectable<CustomFieldMasterTable>;
export type CustomFieldValueRow = Selectable<CustomFieldValueTable>;

export async function insertMaster(db: Queryable, row: Insertable<CustomFieldMasterTable>): Promise<CustomFieldMasterRow> {
  return db.insertInto('custom_field_master').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function getMastersByIds(db: Queryable, tenantId: string, ids: readonly string[]): Promise<CustomFieldMasterRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('custom_field_master').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

export interface MasterPage {
  fieldType?: string;
  descending: boolean;
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

export async function listMasters(db: Queryable, tenantId: string, page: MasterPage): Promise<CustomFieldMasterRow[]> {
  let q = db.selectFrom('custom_field_master').selectAll().where('tenant_id', '=', tenantId);
  if (page.fieldType) q = q.where('field_type', '=', page.fieldType);
  return keysetPage(q, { idColumn: 'id', descending: page.descending, after: page.after, limit: page.limit }).execute();
}

/** The values set on one resource, in master creation order. */
export async function listValues(
  db: Queryable,
  tenantId: string,
  resourceType: string,
  resourceId: string,
): Promise<CustomFieldValueRow[]> {
  return db
    .selectFrom('custom_field_value')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .orderBy('master_id')
    .execute();
}

/** Sets several values of one resource in one statement (insert, or replace the existing value). */
export async function upsertValues(db: Queryable, rows: Insertable<CustomFieldValueTable>[]): Promise<void> {
  const now = new Date();
  await inParts(rows, (part) =>
    db
      .insertInto('custom_field_value')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'resource_type', 'resource_id', 'master_id']).doUpdateSet((eb) => ({
          value_string: eb.ref('excluded.value_string'),
          value_number: eb.ref('excluded.value_number'),
          value_date: eb.ref('excluded.value_date'),
          value_select: eb.ref('excluded.value_select'),
          update_time: now,
        })),
      )
      .execute(),
  );
}

/** Clears the given masters' values on one resource in one statement. */
export async function deleteValues(
  db: Queryable,
  tenantId: string,
  resourceType: string,
  resourceId: string,
  masterIds: readonly string[],
): Promise<void> {
  if (masterIds.length === 0) return;
  await db
    .deleteFrom('custom_field_value')
    .where('tenant_id', '=', tenantId)
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .where('master_id', 'in', masterIds)
    .execute();
}

/** Removes every value of one resource (used when the resource is deleted). */
export async function deleteValuesOfResource(db: Queryable, tenantId: string, resourceType: string, resourceId: string): Promise<void> {
  await db
    .deleteFrom('custom_field_value')
    .where('tenant_id', '=', tenantId)
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .execute();
}
