import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';

/** A server-wide secret shared by every process on the database (created once, then read). */
export async function loadOrCreateSecret(db: Queryable, name: string): Promise<Buffer> {
  await db
    .insertInto('server_secret')
    .values({ name, value: randomBytes(32) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
