import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db';
import { testDatabaseUrl } from '../../../test/helpers/app';
import { planOf } from '../../../test/helpers/plan';

let db: Db;
beforeAll(() => { db = createDb(testDatabaseUrl(), 2); });
afterAll(async () => { await db.destroy(); });

const TENANT = sql.lit('01890000-0000-7000-8000-000000000001');
const OTHER = sql.lit('01890000-0000-7000-8000-000000000002');


describe('master-data lookups have supporting indexes (0006)', () => {
  it('staff delete: "is this staff member a contract\'s billing recipient" uses contract_customer_staff_idx', async () => {
    const plan = await planOf(db, sql`SELECT id FROM contract WHERE tenant_id = ${TENANT} AND customer_staff_id = ${OTHER} LIMIT 1`);
    expect(plan).toContain('contract_customer_staff_idx');
  });

  it('custom field master list filtered by fieldType, keyset by id, uses custom_field_master_field_type_idx', async () => {
    const plan = await planOf(db, sql`SELECT * FROM custom_field_master WHERE tenant_id = ${TENANT} AND field_type = 'FIELD_TYPE_CUSTOMER' AND id > ${OTHER} ORDER BY id ASC LIMIT 11`);
    expect(plan).toContain('custom_field_master_field_type_idx');
    expect(plan).not.toContain('Sort');
  });
});
