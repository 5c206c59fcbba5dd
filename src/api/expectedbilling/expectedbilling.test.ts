import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { advance, billingWorld, billingsOf, jstDay, storeContract } from '../../../test/helpers/factories/billing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface EB {
  billingDate: string;
  dueDate: string;
  subtotal: string;
  totalTaxAmount: string;
  total: string;
  items: Array<{ kind: string; subtotal: string; quantity: string }>;
}

async function world(spec: Partial<Parameters<typeof storeContract>[2]> = {}) {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const w = await billingWorld(t.db, c, keys.providerId);
  await advance(c, '2031-03-20');
  const doc = await storeContract(t.db, w, {
    start: '2031-04-01',
    termMonths: 3,
    charges: [{ quantity: '10' }],
    options: [{ charges: [{ name: 'Option' }] }],
    ...spec,
  });
  return { keys, c, w, doc };
}

describe('/v1/expectedbilling/listbycontract', () => {
  it("lists the term's future billings, paged; GET = POST; exactly what the bill run then creates", async () => {
    const { c, doc } = await world();
    const all = await c.get<{ expectedBillings: EB[]; nextPageToken: string }>('/v1/expectedbilling/listbycontract', {
      id: doc.id,
      pageSize: 2,
    });
    expect(all.status).toBe(200);
    expect((await c.post('/v1/expectedbilling/listbycontract', { id: doc.id, pageSize: 2 })).body).toEqual(all.body);
    const rest = await c.get<{ expectedBillings: EB[]; nextPageToken: string }>('/v1/expectedbilling/listbycontract', {
      id: doc.id,
      pageSize: 2,
      pageToken: all.body.nextPageToken,
    });
    const expected = [...all.body.expectedBillings, ...rest.body.expectedBillings];
    // 10 × 1,000 + option 1,000 = 11,000; tax 1,100; total 12,100 per month, April to June
    expect(expected.map((e) => [jstDay(e.billingDate), jstDay(e.dueDate), e.subtotal, e.totalTaxAmount, e.total, e.items.length])).toEqual([
      ['2031-04-01', '2031-05-31', '11000', '1100', '12100', 2],
      ['2031-05-01', '2031-06-30', '11000', '1100', '12100', 2],
      ['2031-06-01', '2031-07-31', '11000', '1100', '12100', 2],
    ]);
    await advance(c, '2031-06-01');
    const made = await billingsOf(c, doc.id);
    expect(made.map((b) => [b.billingDate, b.dueDate, b.subtotal, b.tax, b.total, b.lines.length])).toEqual(
      expected.map((e) => [jstDay(e.billingDate), jstDay(e.dueDate), e.subtotal, e.totalTaxAmount, e.total, e.items.length]),
    );
    expect((await c.get<{ expectedBillings: EB[] }>('/v1/expectedbilling/listbycontract', { id: doc.id })).body.expectedBillings).toEqual(
      [],
    );
  });

  it('security and bad input', async () => {
    const { keys, c, doc } = await world();
    expect((await c.get('/v1/expectedbilling/listbycontract', {})).status).toBe(400);
    expect((await c.get('/v1/expectedbilling/listbycontract', { id: doc.id, pageSize: 0 })).status).toBe(400);
    for (const key of [keys.productionKey, (await newTenant(t.db)).sandboxKey]) {
      expect((await client(t.app, key).get('/v1/expectedbilling/listbycontract', { id: doc.id })).status).toBe(404);
      expect(
        (
          await client(t.app, key).post('/v1/expectedbilling/changequantity', {
            contractId: doc.id,
            contractChargeItemId: doc.items[0]!.chargeItems[0]!.id,
            quantity: 2,
            effectiveStartDate: '2031-05-01',
          })
        ).status,
      ).toBe(404);
    }
  });
});

describe('what-ifs (nothing written)', () => {
  it('changequantity returns the first billing the change alters; option charge items are refused', async () => {
    const { c, w, doc } = await world();
    const chargeId = doc.items[0]!.chargeItems[0]!.id;
    const res = await c.post<{ expectedBilling: EB }>('/v1/expectedbilling/changequantity', {
      contractId: doc.id,
      contractChargeItemId: chargeId,
      quantity: 20,
      effectiveStartDate: '2031-05-16',
      changeQuantityDailyRate: { type: 'TYPE_DAILY_RATE' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // May: 10,000 + (20,000 − 10,000) × 16/31 = 15,161.29 → 15,161, plus the option's 1,000
    expect([jstDay(res.body.expectedBilling.billingDate), res.body.expectedBilling.subtotal, res.body.expectedBilling.total]).toEqual([
      '2031-05-01',
      '16161',
      '17777',
    ]);
    const option = await c.post('/v1/expectedbilling/changequantity', {
      contractId: doc.id,
      contractChargeItemId: doc.items[1]!.chargeItems[0]!.id,
      quantity: 2,
      effectiveStartDate: '2031-05-01',
    });
    expect(option.body).toMatchObject({ code: 9 });
    const versions = await t.db
      .selectFrom('contract')
      .select('version')
      .where('tenant_id', '=', w.tenantId)
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(versions.version).toBe(1);
    expect(
      (
        await c.post('/v1/expectedbilling/changequantity', {
          contractId: doc.id,
          contractChargeItemId: chargeId,
          quantity: -1,
          effectiveStartDate: '2031-05-01',
        })
      ).status,
    ).toBe(400);
  });

  it("renewalwithquantitychange returns the renewed term's billings with the new quantities", async () => {
    const { c, doc } = await world();
    const res = await c.post<{ expectedBillings: EB[] }>('/v1/expectedbilling/renewalwithquantitychange', {
      contractId: doc.id,
      contractItemId: doc.items[0]!.id,
      chargeItems: [{ contractChargeItemId: doc.items[0]!.chargeItems[0]!.id, quantity: 5 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // renewed term July–September: 5 × 1,000 (+ the option, renewed with its main item, 1,000)
    expect(res.body.expectedBillings.map((e) => [jstDay(e.billingDate), e.subtotal])).toEqual([
      ['2031-07-01', '6000'],
      ['2031-08-01', '6000'],
      ['2031-09-01', '6000'],
    ]);
    expect(
      (await c.post('/v1/expectedbilling/renewalwithquantitychange', { contractId: doc.id, contractItemId: doc.items[1]!.id })).body,
    ).toMatchObject({ code: 9 });
  });
});

describe("what-ifs: the amendment's rules, security, paging", () => {
  const rows = async (tenantId: string) =>
    Promise.all(
      ['billing', 'amendment', 'contract_version', 'daily_usage'].map(async (table) =>
        Number(
          (
            await t.db
              .selectFrom(table as 'billing')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('tenant_id', '=', tenantId)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );

  it('changequantity reads changeQuantityDailyRate as the amendment does: FIXED_RATE outside 0..1 is 400; 0.5 charges half the difference', async () => {
    const { c, w, doc } = await world();
    const before = await rows(w.tenantId);
    const chargeId = doc.items[0]!.chargeItems[0]!.id;
    const body = { contractId: doc.id, contractChargeItemId: chargeId, quantity: 20, effectiveStartDate: '2031-05-16' };
    for (const fixedRateValue of ['-5', '1.5', '99999999999']) {
      const res = await c.post('/v1/expectedbilling/changequantity', {
        ...body,
        changeQuantityDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue },
      });
      expect({ fixedRateValue, status: res.status }).toEqual({ fixedRateValue, status: 400 });
      expect(JSON.stringify(res.body)).toContain('changeQuantityDailyRate.fixedRateValue');
    }
    expect(
      (await c.post('/v1/expectedbilling/changequantity', { ...body, changeQuantityDailyRate: { type: 'TYPE_FIXED_RATE' } })).status,
    ).toBe(400);
    const half = await c.post<{ expectedBilling: EB }>('/v1/expectedbilling/changequantity', {
      ...body,
      changeQuantityDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '0.5' },
    });
    // May: 10,000 + (20,000 − 10,000) × 0.5 = 15,000, plus the option's 1,000; tax 1,600
    expect([jstDay(half.body.expectedBilling.billingDate), half.body.expectedBilling.subtotal, half.body.expectedBilling.total]).toEqual([
      '2031-05-01',
      '16000',
      '17600',
    ]);
    expect(await rows(w.tenantId)).toEqual(before);
  });

  it("renewalwithquantitychange: an option's or another contract's charge item is refused; other tenants and environments get 404; nothing is written", async () => {
    const { keys, c, w, doc } = await world();
    const other = await storeContract(t.db, w, { start: '2031-04-01', termMonths: 3 });
    const before = await rows(w.tenantId);
    const main = doc.items[0]!;
    expect(
      (
        await c.post('/v1/expectedbilling/renewalwithquantitychange', {
          contractId: doc.id,
          contractItemId: main.id,
          chargeItems: [{ contractChargeItemId: doc.items[1]!.chargeItems[0]!.id, quantity: 2 }],
        })
      ).body,
    ).toMatchObject({ code: 9 });
    expect(
      (
        await c.post('/v1/expectedbilling/renewalwithquantitychange', {
          contractId: doc.id,
          contractItemId: main.id,
          chargeItems: [{ contractChargeItemId: other.items[0]!.chargeItems[0]!.id, quantity: 2 }],
        })
      ).body,
    ).toMatchObject({ code: 5 });
    expect(
      (await c.post('/v1/expectedbilling/renewalwithquantitychange', { contractId: doc.id, contractItemId: other.items[0]!.id })).body,
    ).toMatchObject({ code: 5 });
    for (const key of [keys.productionKey, (await newTenant(t.db)).sandboxKey]) {
      expect(
        (await client(t.app, key).post('/v1/expectedbilling/renewalwithquantitychange', { contractId: doc.id, contractItemId: main.id }))
          .status,
      ).toBe(404);
    }
    expect(await rows(w.tenantId)).toEqual(before);
  });

  it('listbycontract: a token replayed for another contract or tampered is 400', async () => {
    const { c, w, doc } = await world();
    const other = await storeContract(t.db, w, { start: '2031-04-01', termMonths: 3 });
    const page = await c.get<{ nextPageToken: string }>('/v1/expectedbilling/listbycontract', { id: doc.id, pageSize: 1 });
    expect(page.body.nextPageToken).not.toBe('');
    expect(
      (await c.get('/v1/expectedbilling/listbycontract', { id: other.id, pageSize: 1, pageToken: page.body.nextPageToken })).status,
    ).toBe(400);
    expect(
      (await c.get('/v1/expectedbilling/listbycontract', { id: doc.id, pageSize: 1, pageToken: `${page.body.nextPageToken}A` })).status,
    ).toBe(400);
  });
});
