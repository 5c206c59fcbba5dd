import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db';
import { getTenant } from '../repos/provider.repo';
import { newTenant, testDatabaseUrl } from '../../../test/helpers/app';
import { planOf, planOnRows } from '../../../test/helpers/plan';

let db: Db;
beforeAll(() => {
  db = createDb(testDatabaseUrl(), 2);
});
afterAll(async () => {
  await db.destroy();
});

const TENANT = sql.lit('01890000-0000-7000-8000-000000000001');
const OTHER = sql.lit('01890000-0000-7000-8000-000000000002');

describe('master-data lookups have supporting indexes (0006)', () => {
  it('staff delete: "is this staff member a contract\'s billing recipient" uses contract_customer_staff_idx', async () => {
    const plan = await planOf(db, sql`SELECT id FROM contract WHERE tenant_id = ${TENANT} AND customer_staff_id = ${OTHER} LIMIT 1`);
    expect(plan).toContain('contract_customer_staff_idx');
  });

  it('custom field master list filtered by fieldType, keyset by id, uses custom_field_master_field_type_idx', async () => {
    // The plan of a large tenant, made deterministic: inside a transaction that is rolled back, the
    // tenant gets 2,000 customer masters and 5 contract masters and the table is analysed, so the
    // statistics (otherwise shared with every other test's rows) say what a real tenant's would.
    const { providerId } = await newTenant(db);
    const tenant = (await getTenant(db, providerId, 'sandbox'))!;
    const plan = await planOnRows(
      db,
      [
        sql`INSERT INTO custom_field_master (tenant_id, id, name, data_type, field_type)
          SELECT ${tenant.id}::uuid, gen_random_uuid(), 'm' || n, 'DATA_TYPE_STRING', CASE WHEN n <= 5 THEN 'FIELD_TYPE_CONTRACT' ELSE 'FIELD_TYPE_CUSTOMER' END
          FROM generate_series(1, 2005) AS n`,
      ],
      ['custom_field_master'],
      sql`SELECT * FROM custom_field_master WHERE tenant_id = ${tenant.id}::uuid AND field_type = 'FIELD_TYPE_CONTRACT' AND id > '00000000-0000-0000-0000-000000000000'::uuid ORDER BY id ASC LIMIT 11`,
    );
    expect(plan).toContain('custom_field_master_field_type_idx');
    expect(plan).not.toContain('Sort');
  });
});
