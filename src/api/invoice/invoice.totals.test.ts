/**
 * /v1/invoice/totals (docs/invoices.md "Totals"): sums of the invoices issued in a range of JST days,
 * void ones apart, exact; its errors; another tenant's invoices never count; the index it reads.
 * Catalog defaults: monthly, billed on the 1st of the period's month, due at the end of the next
 * month, 10 %, round down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type CompiledQuery } from 'kysely';
import { attackerPairs, buildTestApp, client, newTenant, testDatabaseUrl, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildPaymentMethod } from '../../../test/helpers/factories/catalog';
import { buildContract } from '../../../test/helpers/factories/contract';
import { createCustomer, uniq, type CustomerBody } from '../../../test/helpers/factories/customer';
import { advance, tenantIdOf } from '../../../test/helpers/factories/billing';
import { createDb, inTransaction } from '../../db/db';
import { sumInvoices } from '../../db/repos/invoice.totals.repo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Totals {
  count: number;
  subtotal: string;
  tax: string;
  total: string;
  paidAmount: string;
  balance: string;
  byStatus: Array<{ status: string; count: number; total: string; balance: string }>;
}
interface WireInvoice {
  id: string;
  customerId: string;
  billingIds: string[];
  total: string;
  status: string;
}

async function ok<T>(c: Client, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await c.post<T>(path, body);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** A monthly plan of `price` yen from 2031-07-01 for the customer. */
async function monthlyPlan(c: Client, customer: CustomerBody, price: string): Promise<void> {
  const catalogItem = await buildCatalogItem(c, { pricing: { type: 'TYPE_PER_UNIT', price } });
  await buildContract(c, {
    customer,
    paymentMethod: await buildPaymentMethod(c),
    catalogItem,
    mainItem: { startDate: '2031-07-01', chargeItems: [{ catalogChargeItemId: catalogItem.catalogChargeItems[0]!.id, quantity: 1 }] },
  });
}

/**
 * A sandbox tenant whose clock is at 2031-08-21 with:
 * - closing: 20日締め, ¥10,000 a month → invoices of 7/20 (ISSUED) and 8/20 (voided), ¥11,000 each;
 * - perBilling: ¥3,333 a month → invoices of 7/1 (¥1,000 paid: PARTIALLY_PAID) and 8/1 (ISSUED), ¥3,666 each (tax 333.3 → 333).
 */
async function world(c: Client) {
  await advance(c, '2031-06-25');
  const closing = await createCustomer(c, {
    optionalId: uniq('close'),
    billingProfile: { invoicing: 'INVOICING_MONTHLY_CLOSING', closingDay: 20 },
  });
  const perBilling = await createCustomer(c, { optionalId: uniq('each') });
  await monthlyPlan(c, closing, '10000');
  await monthlyPlan(c, perBilling, '3333');
  await advance(c, '2031-08-21');
  const list = await ok<{ invoices: WireInvoice[] }>(c, '/v1/invoice/list', { pageSize: 100 });
  const [b2, b1] = list.invoices.filter((i) => i.customerId === perBilling.id); // newest first
  const [a2] = list.invoices.filter((i) => i.customerId === closing.id);
  expect(list.invoices.map((i) => i.total).sort()).toEqual(['11000', '11000', '3666', '3666']);
  await ok(c, '/v1/billing/batchrecordpayments', {
    payments: [{ billingId: b1!.billingIds[0], amount: '1000', paymentDate: '2031-07-10', type: 'TYPE_PAYMENT' }],
  });
  await ok(c, '/v1/invoice/void', { id: a2!.id, reason: 'wrong department' });
  expect(b2!.status).toBe('STATUS_ISSUED');
  return { closing, perBilling };
}

const RANGE = { issueDateFrom: '2031-07-01', issueDateTo: '2031-08-31' };
const NOTHING: Totals = { count: 0, subtotal: '0', tax: '0', total: '0', paidAmount: '0', balance: '0', byStatus: [] };

describe('/v1/invoice/totals', () => {
  let c: Client;
  let w: Awaited<ReturnType<typeof world>>;
  let tenantId: string;
  beforeAll(async () => {
    const tenant = await newTenant(t.db);
    c = client(t.app, tenant.sandboxKey);
    tenantId = await tenantIdOf(t.db, tenant.providerId);
    w = await world(c);
  }, 60_000);

  it('sums the invoices issued in the range, void ones apart, and per status', async () => {
    // Not void: 11,000 (7/20) + 3,666 (7/1) + 3,666 (8/1) = 18,332; paid 1,000; balance 17,332.
    expect(await ok<Totals>(c, '/v1/invoice/totals', RANGE)).toEqual({
      count: 3,
      subtotal: '16666',
      tax: '1666',
      total: '18332',
      paidAmount: '1000',
      balance: '17332',
      byStatus: [
        { status: 'STATUS_ISSUED', count: 2, total: '14666', balance: '14666' },
        { status: 'STATUS_PARTIALLY_PAID', count: 1, total: '3666', balance: '2666' },
        { status: 'STATUS_VOID', count: 1, total: '11000', balance: '11000' },
      ],
    });
  });

  it('takes both ends of the range as JST days, included', async () => {
    // July only: 7/1 and 7/20.
    expect(await ok<Totals>(c, '/v1/invoice/totals', { issueDateFrom: '2031-07-01', issueDateTo: '2031-07-31' })).toMatchObject({
      count: 2,
      total: '14666',
      balance: '13666',
    });
    // One day, as a JST midnight instant: the 8/20 closing, void.
    expect(
      await ok<Totals>(c, '/v1/invoice/totals', { issueDateFrom: '2031-08-19T15:00:00Z', issueDateTo: '2031-08-20T23:59:59+09:00' }),
    ).toEqual({ ...NOTHING, byStatus: [{ status: 'STATUS_VOID', count: 1, total: '11000', balance: '11000' }] });
    expect(await ok<Totals>(c, '/v1/invoice/totals', { issueDateFrom: '2031-06-01', issueDateTo: '2031-06-30' })).toEqual(NOTHING);
  });

  it('of one customer, by id or management id', async () => {
    expect(await ok<Totals>(c, '/v1/invoice/totals', { ...RANGE, customerId: w.closing.id })).toEqual({
      count: 1,
      subtotal: '10000',
      tax: '1000',
      total: '11000',
      paidAmount: '0',
      balance: '11000',
      byStatus: [
        { status: 'STATUS_ISSUED', count: 1, total: '11000', balance: '11000' },
        { status: 'STATUS_VOID', count: 1, total: '11000', balance: '11000' },
      ],
    });
    expect(await ok<Totals>(c, '/v1/invoice/totals', { ...RANGE, customerOptionalId: w.perBilling.optionalId })).toMatchObject({
      count: 2,
      total: '7332',
      paidAmount: '1000',
      balance: '6332',
    });
  });

  it('answers GET as POST', async () => {
    const get = await c.get<Totals>('/v1/invoice/totals', { ...RANGE, customerId: w.perBilling.id });
    expect(get.status).toBe(200);
    expect(get.body).toEqual(await ok<Totals>(c, '/v1/invoice/totals', { ...RANGE, customerId: w.perBilling.id }));
  });

  it('refuses a missing or malformed day, reversed bounds and a range over 366 days, naming the field', async () => {
    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await c.post('/v1/invoice/totals', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
    };
    await refused({ issueDateFrom: '2031-07-01' }, 'issueDateTo');
    await refused({ issueDateTo: '2031-07-01' }, 'issueDateFrom');
    await refused({ issueDateFrom: '2031-13-01', issueDateTo: '2031-12-31' }, 'issueDateFrom');
    await refused({ issueDateFrom: '2031-07-01', issueDateTo: 'July' }, 'issueDateTo');
    await refused({ issueDateFrom: '2031-08-01', issueDateTo: '2031-07-31' }, 'issueDateTo');
    await refused({ issueDateFrom: '2031-01-01', issueDateTo: '2032-01-02' }, 'issueDateTo');
    await refused({ ...RANGE, customerId: 'not-a-uuid' }, 'customerId');
    await refused({ ...RANGE, pageSize: 10 }, 'pageSize');
    // 366 days, both included: accepted.
    expect((await c.post('/v1/invoice/totals', { issueDateFrom: '2031-01-01', issueDateTo: '2032-01-01' })).status).toBe(200);
    expect((await c.post('/v1/invoice/totals', { ...RANGE, customerOptionalId: 'no-such-customer' })).status).toBe(404);
  });

  it('reads the invoices of the range through the issue-date index', async () => {
    // The plan PostgreSQL makes once for a prepared statement (a generic plan), with the table holding
    // years of this tenant's invoices (added and analyzed in a transaction that is rolled back).
    const captured: CompiledQuery[] = [];
    const db = createDb(testDatabaseUrl(), 1, { log: (e) => void (e.level === 'query' && captured.push(e.query)) });
    class Rollback {
      constructor(readonly plan: string) {}
    }
    try {
      const plan = await inTransaction(db, async (tx) => {
        await sql`
          INSERT INTO invoice (tenant_id, id, invoice_number, customer_id, payment_method_id, status, invoicing, issue_date, due_date,
            closing_date, billing_ids, subtotal, tax, total, taxes, issuer, recipient)
          SELECT tenant_id, gen_random_uuid(), 'PLAN-' || n, customer_id, payment_method_id, status, invoicing, DATE '2021-01-01' + n,
            due_date, closing_date, billing_ids, subtotal, tax, total, taxes, issuer, recipient
          FROM (SELECT * FROM invoice WHERE tenant_id = ${tenantId} LIMIT 1) one, generate_series(1, 3650) n`.execute(tx);
        await sql`ANALYZE invoice`.execute(tx);
        captured.length = 0;
        await sumInvoices(tx, tenantId, { issueDateFrom: '2031-07-01', issueDateTo: '2031-07-31' });
        const q = captured.find((x) => x.sql.includes('issue_date'))!;
        await sql`SET LOCAL plan_cache_mode = force_generic_plan; SET LOCAL enable_seqscan = off`.execute(tx);
        await sql.raw(`PREPARE totals_probe AS ${q.sql}`).execute(tx);
        const args = q.parameters.map((p) => `'${String(p)}'`).join(', ');
        const rows = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE totals_probe(${args})`).execute(tx);
        throw new Rollback(rows.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }).catch((e: unknown) => {
        if (e instanceof Rollback) return e.plan;
        throw e;
      });
      expect(plan).toMatch(/Index (Only )?Scan using invoice_issue_date_idx/);
    } finally {
      await db.destroy();
    }
  });
});

describe.each(attackerPairs(() => t))("another tenant's invoices never count (%s)", (_label, pair) => {
  it('totals are nothing, and its customer is NOT_FOUND', async () => {
    const [owner, other] = await pair();
    const { closing } = await world(owner);
    expect((await ok<Totals>(owner, '/v1/invoice/totals', RANGE)).count).toBe(3);
    expect(await ok<Totals>(other, '/v1/invoice/totals', RANGE)).toEqual(NOTHING);
    expect((await other.post('/v1/invoice/totals', { ...RANGE, customerId: closing.id })).status).toBe(404);
    expect((await other.post('/v1/invoice/totals', { ...RANGE, customerOptionalId: closing.optionalId })).status).toBe(404);
  }, 60_000);
});
