import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db';
import { testDatabaseUrl } from '../../../test/helpers/app';
import { planOf } from '../../../test/helpers/plan';

let db: Db;
beforeAll(() => {
  db = createDb(testDatabaseUrl(), 1);
});
afterAll(async () => {
  await db.destroy();
});

describe('the invoice trigger plans its lookup of billing lines for each invoice (0114)', () => {
  it('runs with plan_cache_mode = force_custom_plan, and the plan it then makes reads the lines index', async () => {
    const { rows } = await sql<{ config: string[] }>`SELECT proconfig AS config FROM pg_proc WHERE proname = 'invoice_service_end'`.execute(
      db,
    );
    expect(rows).toEqual([{ config: ['plan_cache_mode=force_custom_plan'] }]);
    // The plan a custom planning makes for one invoice's billings: an index lookup, not a scan of every line.
    const plan = await planOf(
      db,
      sql`SELECT max(bi.period_end) FROM billing_item bi
        WHERE bi.tenant_id = '01890000-0000-7000-8000-000000000001' AND bi.billing_id = ANY ('{01890000-0000-7000-8000-000000000002}'::uuid[])`,
    );
    expect(plan).toContain('billing_item_billing_idx');
  });
});
