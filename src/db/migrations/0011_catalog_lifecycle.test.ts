import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db';
import { testDatabaseUrl } from '../../../test/helpers/app';
import { planOf, planOnRows } from '../../../test/helpers/plan';

let db: Db;
beforeAll(() => {
  db = createDb(testDatabaseUrl(), 2);
});
afterAll(async () => {
  await db.destroy();
});

const TENANT = sql.lit('01890000-0000-7000-8000-000000000001');

/**
 * The plan of a billing query on 20,000 billings of one tenant (20 customers and contracts, 20 payment
 * methods, 5 statuses, 1,000 billing days), inserted and analysed in a transaction that is rolled back:
 * on an empty table every index costs the same and the planner's pick says nothing.
 */
const billingPlanOf = (query: RawBuilder<unknown>) =>
  planOnRows(
    db,
    [
      sql`INSERT INTO billing (tenant_id, id, invoice_number, status, contract_id, customer_id, payment_method_id,
          billing_date, billing_due_date, billing_issue_date, subtotal, tax, total, taxes)
        SELECT ${TENANT}, gen_random_uuid(), 'PLAN-' || i, (ARRAY['UNBILLED','POSTED','PAID','INVOICE_CREATED','HOLD_INVOICE_CREATION'])[1 + i % 5],
          md5('c' || (i % 20))::uuid, md5('u' || (i % 20))::uuid, md5('p' || (i % 20))::uuid,
          DATE '2029-01-01' + (i % 1000), DATE '2029-02-28' + (i % 1000), DATE '2029-01-01' + (i % 1000), 1000, 100, 1100, '[]'
        FROM generate_series(1, 20000) AS i`,
    ],
    ['billing'],
    query,
  );
const OTHER = sql.lit('01890000-0000-7000-8000-000000000002');

/** A search page as the repository writes it: filter, keyset position, order, limit. */
const billingPage = (where: RawBuilder<unknown>, byDate: boolean) =>
  byDate
    ? sql`SELECT * FROM billing WHERE tenant_id = ${TENANT} AND ${where} AND (billing_date, id) > ('2029-01-01', ${OTHER}) ORDER BY billing_date ASC, id ASC LIMIT 11`
    : sql`SELECT * FROM billing WHERE tenant_id = ${TENANT} AND ${where} AND id > ${OTHER} ORDER BY id ASC LIMIT 11`;

describe('usage list and billing search terms have supporting indexes (0005, 0011)', () => {
  it.each([
    ['contract_id', 'daily_usage_contract_date_idx'],
    ['contract_charge_item_id', 'daily_usage_charge_item_date_idx'],
  ])('usage of one %s by day uses %s without a sort', async (column, index) => {
    const plan = await planOf(
      db,
      sql`SELECT * FROM daily_usage WHERE tenant_id = ${TENANT} AND ${sql.ref(column)} = ${OTHER} AND target_date >= '2031-01-01' AND target_date <= '2031-12-31' AND (target_date, id) > ('2031-02-01', ${OTHER}) ORDER BY target_date ASC, id ASC LIMIT 11`,
    );
    expect(plan).toContain(index);
    expect(plan).not.toContain('Sort');
  });

  it.each([
    ['status', sql`status IN ('UNBILLED')`, 'billing_status_idx', 'billing_status_date_idx'],
    // Values the seeded rows have, 1,000 billings each: for a value no row has, the planner expects a row
    // or two, sorting them costs next to nothing, and it may pick either index (a flaky plan).
    ['customerId', sql`customer_id = md5('u7')::uuid`, 'billing_customer_idx', 'billing_customer_date_idx'],
    ['contractId', sql`contract_id = md5('c7')::uuid`, 'billing_contract_idx', 'billing_contract_date_idx'],
    ['paymentMethodId', sql`payment_method_id = md5('p7')::uuid`, 'billing_payment_method_idx', 'billing_payment_method_date_idx'],
  ])('the %s term reads its index by id and by billing date, without a sort', async (_term, where, byId, byDate) => {
    const idPlan = await billingPlanOf(billingPage(where, false));
    expect(idPlan).toContain(byId);
    expect(idPlan).not.toContain('Sort');
    const datePlan = await billingPlanOf(billingPage(where, true));
    expect(datePlan).toContain(byDate);
    expect(datePlan).not.toContain('Sort');
  });

  it('the billingDate term reads billing_date_idx (ordered by billing date without a sort)', async () => {
    const plan = await billingPlanOf(billingPage(sql`billing_date >= '2030-01-01' AND billing_date < '2030-02-01'`, true));
    expect(plan).toContain('billing_date_idx');
    expect(plan).not.toContain('Sort');
    expect(await billingPlanOf(billingPage(sql`billing_date = '2030-01-01'`, false))).toContain('billing_date_idx');
  });

  it('a selective billingDueDate term reads billing_due_date_idx', async () => {
    const plan = await billingPlanOf(billingPage(sql`billing_due_date >= '2030-01-10' AND billing_due_date <= '2030-01-11'`, false));
    expect(plan).toContain('billing_due_date_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
