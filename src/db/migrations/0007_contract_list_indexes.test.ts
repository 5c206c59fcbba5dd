import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db';
import { testDatabaseUrl } from '../../../test/helpers/app';
import { planOnRows } from '../../../test/helpers/plan';

let db: Db;
beforeAll(() => {
  db = createDb(testDatabaseUrl(), 2);
});
afterAll(async () => {
  await db.destroy();
});

const TENANT = sql.lit('01890000-0000-7000-8000-000000000001');
const OTHER = sql.lit('01890000-0000-7000-8000-000000000002');

/**
 * A large tenant, inserted and analysed in a rolled-back transaction: 20,000 contracts of 200
 * customers over 1,000 end dates, and 2,000 contracts' amendments, 10 versions each.
 */
const contracts = sql`INSERT INTO contract (tenant_id, id, customer_id, is_draft, version, start_date, end_date, doc, known_on)
  SELECT ${TENANT}, gen_random_uuid(), md5('u' || (i % 200))::uuid, false, 1, DATE '2024-01-01', DATE '2024-01-01' + (i % 1000), '{}', DATE '2024-01-01'
  FROM generate_series(1, 20000) AS i`;
const amendments = sql`INSERT INTO amendment (tenant_id, id, contract_id, version, type, execute_time, command)
  SELECT ${TENANT}, gen_random_uuid(), md5('k' || (i / 10))::uuid, 1 + i % 10, 'changeQuantity', now(), '{}'
  FROM generate_series(0, 19999) AS i`;

describe('contract and amendment lists have supporting indexes (0004, 0007)', () => {
  it("a customer's contracts by end date (search / v2 list with customerId and FIELD_CONTRACT_END_DATE) use contract_customer_end_date_idx without a sort", async () => {
    const plan = await planOnRows(
      db,
      [contracts],
      ['contract'],
      sql`SELECT * FROM contract WHERE tenant_id = ${TENANT} AND customer_id = ${OTHER} AND (end_date, id) > ('2024-01-01', ${OTHER}) ORDER BY end_date ASC, id ASC LIMIT 11`,
    );
    expect(plan).toContain('contract_customer_end_date_idx');
    expect(plan).not.toContain('Sort');
  });

  it("a contract's amendments in version order (listbycontract) are read through the (tenant_id, contract_id, version) key", async () => {
    const plan = await planOnRows(
      db,
      [amendments],
      ['amendment'],
      sql`SELECT * FROM amendment WHERE tenant_id = ${TENANT} AND contract_id = ${OTHER} AND (version, id) > (2, ${OTHER}) ORDER BY version ASC, id ASC LIMIT 11`,
    );
    // The index bounds the scan to this contract's amendments; the planner may still sort that handful
    // for the id tie-break (version is unique per contract), which is not worth asserting either way.
    expect(plan).toContain('amendment_tenant_id_contract_id_version_key');
    expect(plan).not.toContain('Seq Scan');
  });
});
