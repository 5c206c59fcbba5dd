/**
 * Golden checks of issue 6 that cut across paths, through the HTTP API and the test clock:
 * expected billings (with usage and an amendment) are exactly what the bill run then creates; the
 * provider's taxRounding is applied once per rate everywhere; advancing one tenant's clock bills
 * no other tenant (nor the same provider's production); drafts bill nothing; a credit on a payment
 * method that holds invoices is PAYMENT_UNNECESSARY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newTenant, type Client, type TestApp } from '../../helpers/app';
import { buildUsageUnit } from '../../helpers/factories/catalog';
import { advance, billingsOf, summarize } from '../../helpers/factories/billing';
import { buildTestApp, ok, planContract, scenario } from './setup';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type WireBilling = Omit<Parameters<typeof summarize>[0], 'billingItems'> & { id: string; billingItems: Array<Record<string, unknown>> };
interface WireExpected {
  billingDate: string;
  dueDate: string;
  subtotal: string;
  totalTaxAmount: string;
  total: string;
  taxes: unknown[];
  items: Array<Record<string, unknown>>;
}

/** What a billing and an expected billing have in common, every line field included. */
const fromBilling = (b: WireBilling) => ({
  billingDate: b.billingDate,
  dueDate: b.billingDueDate,
  subtotal: b.subtotal,
  tax: b.tax,
  total: b.total,
  taxes: b.taxes,
  items: b.billingItems.map(({ id: _id, ...rest }) => rest),
});
const fromExpected = (e: WireExpected) => ({
  billingDate: e.billingDate,
  dueDate: e.dueDate,
  subtotal: e.subtotal,
  tax: e.totalTaxAmount,
  total: e.total,
  taxes: e.taxes,
  items: e.items,
});

async function wireBillings(c: Client, contractId: string): Promise<WireBilling[]> {
  return (
    await ok<{ billings: WireBilling[] }>(c, '/v1/billing/listbycontract', {
      id: contractId,
      pageSize: 100,
      orderBy: { field: 'FIELD_BILLING_DATE' },
    })
  ).billings;
}

describe('expected billings are exactly what the bill run creates', () => {
  it('with usage recorded so far and a quantity amendment executed before the billing date', async () => {
    const { c } = await scenario(t);
    const unit = await buildUsageUnit(c);
    await advance(c, '2031-03-20');
    const {
      contract,
      chargeIds: [seats],
    } = await planContract(c, {
      start: '2031-04-01',
      termMonths: 3,
      charges: [{ quantity: 10 }, { name: 'Calls', usageUnitId: unit.id, pricingModel: { type: 'TYPE_USAGE', price: '10' } }],
    });
    expect(await advance(c, '2031-04-20')).toBe(1);
    await ok(c, '/v1/usage/daily/upsertbycontractandusageunit', {
      contractId: contract.id,
      usageUnitId: unit.id,
      targetDate: '2031-04-10',
      quantity: '5',
    });
    await ok(c, '/v1/amendment/changequantity', {
      contractId: contract.id,
      contractChargeItemId: seats,
      quantity: 20,
      effectiveStartDate: '2031-05-16',
      changeQuantityDailyRate: { type: 'TYPE_DAILY_RATE' },
      memo: 'more seats',
    });
    const expected = (
      await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id, pageSize: 100 })
    ).expectedBillings;
    // 1 May: May seats 10,000 + 10,000 × 16/31 = 15,161.29 → 15,161, April calls 5 × 10 = 50; tax 1,521.1 → 1,521; total 16,732
    // 1 June: 20 × 1,000 = 20,000 (May calls: none recorded, no line); tax 2,000. 1 July: June calls (none) → nothing.
    expect(
      expected.map((e) => [
        e.subtotal,
        e.totalTaxAmount,
        e.total,
        e.items.map((i) => `${String(i.kind)} ${String(i.subtotal)}`).join(', '),
      ]),
    ).toEqual([
      ['15211', '1521', '16732', 'KIND_RECURRING 15161, KIND_USAGE 50'],
      ['20000', '2000', '22000', 'KIND_RECURRING 20000'],
    ]);
    const count = async () =>
      (
        await t.db
          .selectFrom('billing')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('contract_id', '=', contract.id)
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await count())).toBe(1); // listing wrote nothing
    expect(await advance(c, '2031-07-31')).toBe(2);
    const billed = (await wireBillings(c, contract.id)).slice(1);
    expect(billed.map(fromBilling)).toEqual(expected.map(fromExpected));
  });
});

describe("the provider's taxRounding", () => {
  it('ROUND_UP is applied once per rate by the bill run, /v1/billing/create and expected billings alike', async () => {
    const { c, providerId } = await scenario(t);
    await t.db.updateTable('provider').set({ tax_rounding: 'ROUNDING_ROUND_UP' }).where('id', '=', providerId).execute();
    await advance(c, '2031-03-20');
    const { contract } = await planContract(c, {
      start: '2031-04-01',
      termMonths: 3,
      charges: [
        { pricingModel: { type: 'TYPE_PER_UNIT', price: '1234' }, quantity: 1 },
        { taxPercentage: 8, pricingModel: { type: 'TYPE_PER_UNIT', price: '189' }, quantity: 3 },
      ],
    });
    expect(await advance(c, '2031-04-01')).toBe(1);
    // 10 %: 1,234 × 0.10 = 123.4 → 124 (up); 8 %: 567 × 0.08 = 45.36 → 46 (up); tax 170; total 1,801 + 170 = 1,971
    const taxes = ['10%: 1234 -> 124', '8%: 567 -> 46'];
    expect((await billingsOf(c, contract.id)).map((b) => [b.billingDate, b.tax, b.total, b.taxes])).toEqual([
      ['2031-04-01', '170', '1971', taxes],
    ]);
    const expected = (await ok<{ expectedBillings: WireExpected[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id }))
      .expectedBillings;
    expect(expected.map((e) => [e.totalTaxAmount, e.total])).toEqual([
      ['170', '1971'],
      ['170', '1971'],
    ]);
    const early = await ok<{ billings: WireBilling[] }>(c, '/v1/billing/create', { contractIds: [contract.id] });
    expect(early.billings.map(fromBilling)).toEqual([fromExpected(expected[0]!)]);
  });
});

describe('test clock isolation', () => {
  it("advancing one tenant's clock bills no other tenant, nor the same provider's production", async () => {
    const keys = await newTenant(t.db);
    const a = client(t.app, keys.sandboxKey);
    const prod = client(t.app, keys.productionKey);
    const b = (await scenario(t)).c;
    await advance(a, '2031-03-20');
    await advance(b, '2031-03-20');
    const ca = (await planContract(a, { start: '2031-04-01' })).contract;
    const cb = (await planContract(b, { start: '2031-04-01' })).contract;
    const cp = (await planContract(prod, { start: '2031-04-01' })).contract;
    expect(await advance(a, '2031-06-01')).toBe(3);
    expect(await billingsOf(b, cb.id)).toEqual([]);
    expect(await billingsOf(prod, cp.id)).toEqual([]);
    expect((await b.get<{ now: string }>('/v1/testclock/get')).body.now).toBe('2031-03-20T14:59:59.999Z');
    expect(await advance(b, '2031-04-01')).toBe(1);
    expect((await billingsOf(a, ca.id)).length).toBe(3);
  });
});

describe('drafts', () => {
  it('a draft produces no billings and no expected billings; the what-ifs refuse it', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const {
      contract,
      itemId,
      chargeIds: [chargeId],
    } = await planContract(c, { start: '2031-04-01', isDraft: true });
    expect(await advance(c, '2031-06-01')).toBe(0);
    expect(await billingsOf(c, contract.id)).toEqual([]);
    expect(
      (await ok<{ expectedBillings: unknown[] }>(c, '/v1/expectedbilling/listbycontract', { id: contract.id })).expectedBillings,
    ).toEqual([]);
    expect(
      (
        await c.post('/v1/expectedbilling/changequantity', {
          contractId: contract.id,
          contractChargeItemId: chargeId,
          quantity: 2,
          effectiveStartDate: '2031-07-01',
        })
      ).body,
    ).toMatchObject({ code: 9 });
    expect(
      (await c.post('/v1/expectedbilling/renewalwithquantitychange', { contractId: contract.id, contractItemId: itemId })).body,
    ).toMatchObject({ code: 9 });
    expect((await c.post('/v1/billing/create', { contractIds: [contract.id] })).body).toMatchObject({ code: 9 });
  });
});

describe('a credit on a payment method that holds invoices', () => {
  it('is PAYMENT_UNNECESSARY, not held: it can be neither released into collection nor paid', async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const { contract } = await planContract(c, {
      start: '2031-04-01',
      charges: [{ quantity: 10 }],
      paymentMethod: { holdInvoiceCreation: true },
    });
    expect(await advance(c, '2031-05-10')).toBe(2);
    await ok(c, '/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2031-05-15', memo: 'moving out' });
    expect(await advance(c, '2031-05-11')).toBe(1);
    // May should be 10,000 × 15/31 = 4,838.7 → 4,838: credit −5,162; tax −516.2 → −516; total −5,678
    const all = await wireBillings(c, contract.id);
    expect(all.map((b) => [b.status, b.total])).toEqual([
      ['STATUS_HOLD_INVOICE_CREATION', '11000'],
      ['STATUS_HOLD_INVOICE_CREATION', '11000'],
      ['STATUS_PAYMENT_UNNECESSARY', '-5678'],
    ]);
    const credit = all[2]!.id;
    for (const status of ['STATUS_UNBILLED', 'STATUS_INVOICE_CREATED', 'STATUS_POSTED']) {
      expect((await ok(c, '/v1/billing/batchupdatestatuses', { byIds: { ids: [credit] }, status })).errors).toEqual([
        expect.objectContaining({ index: 0, code: 9 }),
      ]);
    }
    expect(
      (await ok(c, '/v1/billing/batchrecordpayments', { payments: [{ billingId: credit, amount: '1', paymentDate: '2031-05-12' }] }))
        .errors,
    ).toEqual([expect.objectContaining({ code: 9 })]);
    // the sweep never makes it overdue
    await advance(c, '2031-08-01');
    expect((await wireBillings(c, contract.id))[2]!.status).toBe('STATUS_PAYMENT_UNNECESSARY');
  });
});
