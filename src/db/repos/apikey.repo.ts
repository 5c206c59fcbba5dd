import type { Insertable, Selectable } from 'kysely';
import type { Queryable } from '../db';
import type { ApiKeyTable } from '../schema/platform';

export type ApiKeyRow = Selectable<ApiKeyTable> & { environment: 'sandbox' | 'production'; provider_id: string };

export async function insertApiKey(db: Queryable, row: Insertable<ApiKeyTable>): Promise<void> {
  await db.insertInto('api_key').values(row).execute();
}

function keysWithTenant(db: Queryable) {
  return db
    .selectFrom('api_key as k')
    .innerJoin('tenant as t', 't.id', 'k.tenant_id')
    .selectAll('k')
    .select(['t.environment', 't.provider_id']);
}

export async function listApiKeys(db: Queryable, providerId: string): Promise<ApiKeyRow[]> {
  return keysWithTenant(db).where('t.provider_id', '=', providerId).orderBy('k.id').execute();
}

/** One key by id with its environment and provider. */
export async function findApiKeyRow(db: Queryable, keyId: string): Promise<ApiKeyRow | undefined> {
  return keysWithTenant(db).where('k.id', '=', keyId).executeTakeFirst();
}

/** Revokes a key by id; returns false when no such key exists or it was already revoked. */
export async function revokeApiKey(db: Queryable, keyId: string): Promise<boolean> {
  const res = await db
    .updateTable('api_key')
    .set({ revoke_time: new Date() })
    .where('id', '=', keyId)
    .where('revoke_time', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function findApiKey(db: Queryable, keyId: string): Promise<Selectable<ApiKeyTable> | undefined> {
  return db.selectFrom('api_key').selectAll().where('id', '=', keyId).executeTakeFirst();
}
