import { sql, type Kysely } from 'kysely';

/**
 * The JST day each contract version became known (its confirmation or amendment day), so the bill run
 * and expected billings date every line by the version that first gave it its amount
 * (docs/billing-lifecycle.md, "When a line became known"). Existing rows: the head version takes the
 * contract's known_on, an amendment's version the JST day of its execute time, the first version the
 * JST day of the confirmation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contract_version ADD COLUMN known_on date`.execute(db);
  await sql`
    UPDATE contract_version v SET known_on = c.known_on
    FROM contract c WHERE c.tenant_id = v.tenant_id AND c.id = v.contract_id AND c.version = v.version`.execute(db);
  await sql`
    UPDATE contract_version v SET known_on = (a.execute_time AT TIME ZONE 'Asia/Tokyo')::date
    FROM amendment a WHERE v.known_on IS NULL AND a.tenant_id = v.tenant_id AND a.id = v.amendment_id`.execute(db);
  await sql`
    UPDATE contract_version v SET known_on = coalesce((c.confirm_time AT TIME ZONE 'Asia/Tokyo')::date, c.known_on)
    FROM contract c WHERE v.known_on IS NULL AND c.tenant_id = v.tenant_id AND c.id = v.contract_id`.execute(db);
  await sql`ALTER TABLE contract_version ALTER COLUMN known_on SET NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contract_version DROP COLUMN known_on`.execute(db);
}
