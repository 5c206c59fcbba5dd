/**
 * Golden scenarios: usage (tiered, volume, late usage), amendments (quantity change, cancellation,
 * manual and automatic renewal), invalidate and regenerate, early billing, re-run idempotency.
 * Defaults (factory): monthly, billed on the 1st of the period's month, due at the end of the next
 * month, 10 %, round down; 1,000 yen per unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { buildUsageUnit } from '../../helpers/factories/catalog';
import { advance, amendContract, billingsOf, storeContract, summarize } from '../../helpers/factories/billing';
import { asLocalDate, type PricingTier } from '../../../src/domain';
import { DAILY } from '../../../src/domain/testing/fixtures';
import { runBillRun } from '../../../src/jobs/bill-run';
import { buildTestApp, scenario } from './setup';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const line = (kind: string, period: string, quantity: string, unitPrice: string, subtotal: string) => ({ kind, period, quantity, unitPrice, subtotal, taxPercentage: '10' });
const tiers: PricingTier[] = [{ upperLimit: '100', fee: 'PER_UNIT', price: '10' }, { upperLimit: null, fee: 'PER_UNIT', price: '5' }];

describe('golden: usage', () => {
  it.each([
    // TIERED: 100 × 10 + 50 × 5 = 1,250; VOLUME: all 150 at the tier of 150 → 150 × 5 = 750
    ['TIERED', '1250', '125', '1375'],
    ['VOLUME', '750', '75', '825'],
  ])('%s usage of April is billed on 1 May (the day after the period), from daily usage', async (model, subtotal, tax, total) => {
    const { c, w } = await scenario(t);
    const unit = await buildUsageUnit(c);
    await advance(c, '2031-03-20');
    const doc = await storeContract(t.db, w, { start: '2031-04-01', charges: [{ usageUnitId: unit.id, quantity: '0', pricing: { model: model as 'TIERED', price: '0', tiers } }] });
    const chargeId = doc.items[0]!.chargeItems[0]!.id;
    await advance(c, '2031-04-30');
    for (const [day, q] of [['2031-04-10', '60'], ['2031-04-20', '90'], ['2031-04-10', '60']] as const) {
      const res = await c.post('/v1/usage/daily/upsert', { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: day, quantity: q });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await advance(c, '2031-05-01')).toBe(1);
    const [b] = await billingsOf(c, doc.id);
    expect(b).toEqual({ billingDate: '2031-05-01', dueDate: '2031-06-30', issueDate: '2031-05-01', status: 'UNBILLED', subtotal, tax, total, taxes: [`10%: ${subtotal} -> ${tax}`], lines: [expect.objectContaining({ kind: 'USAGE', period: '2031-04-01..2031-04-30', quantity: '150', subtotal })] });
  });

  it('late usage for a billed period becomes an adjustment in the next billing', async () => {
    const { c, w } = await scenario(t);
    const unit = await buildUsageUnit(c);
    await advance(c, '2031-03-20');
    const doc = await storeContract(t.db, w, { start: '2031-04-01', optionalId: `late-${Date.now()}`, charges: [{ usageUnitId: unit.id, quantity: '0', pricing: { model: 'USAGE', price: '10', tiers: [] } }] });
    await advance(c, '2031-04-30');
    const put = (targetDate: string, quantity: string) => c.post('/v1/usage/daily/upsertbycontractandusageunit', { contractId: doc.id, usageUnitId: unit.id, targetDate, quantity });
    expect((await put('2031-04-15', '150')).status).toBe(200);
    expect(await advance(c, '2031-05-10')).toBe(1); // 150 × 10 = 1,500 billed 1 May
    expect((await put('2031-04-25', '30')).status).toBe(200); // recorded on 10 May
    expect(await advance(c, '2031-05-11')).toBe(1);
    // April is now 180 × 10 = 1,800: adjustment +300 dated the day it became known (10 May), due 30 June
    expect(await billingsOf(c, doc.id)).toEqual([
      { billingDate: '2031-05-01', dueDate: '2031-06-30', issueDate: '2031-05-01', status: 'UNBILLED', subtotal: '1500', tax: '150', total: '1650', taxes: ['10%: 1500 -> 150'], lines: [line('USAGE', '2031-04-01..2031-04-30', '150', '10', '1500')] },
      { billingDate: '2031-05-10', dueDate: '2031-06-30', issueDate: '2031-05-11', status: 'UNBILLED', subtotal: '300', tax: '30', total: '330', taxes: ['10%: 300 -> 30'], lines: [line('ADJUSTMENT', '2031-04-01..2031-04-30', '180', '10', '300')] },
    ]);
  });
});

describe('golden: amendments', () => {
  it('quantity 10 → 20 from 16 April: April is topped up by 10,000 × 15/30, May bills 20 units', async () => {
    const { c, w } = await scenario(t);
    await advance(c, '2031-03-20');
    const doc = await storeContract(t.db, w, { start: '2031-04-01', charges: [{ quantity: '10' }] });
    expect(await advance(c, '2031-04-10')).toBe(1);
    await amendContract(t.db, w.tenantId, doc.id, { type: 'changeQuantity', chargeItemId: doc.items[0]!.chargeItems[0]!.id, quantity: '20', effectiveDate: asLocalDate('2031-04-16'), changeRate: DAILY });
    expect(await advance(c, '2031-05-01')).toBe(2);
    expect(await billingsOf(c, doc.id)).toEqual([
      { billingDate: '2031-04-01', dueDate: '2031-05-31', issueDate: '2031-04-01', status: 'UNBILLED', subtotal: '10000', tax: '1000', total: '11000', taxes: ['10%: 10000 -> 1000'], lines: [line('RECURRING', '2031-04-01..2031-04-30', '10', '1000', '10000')] },
      // April should be 10,000 + 10,000 × 15/30 = 15,000: adjustment +5,000 dated 10 April (known), due 31 May
      { billingDate: '2031-04-10', dueDate: '2031-05-31', issueDate: '2031-04-11', status: 'UNBILLED', subtotal: '5000', tax: '500', total: '5500', taxes: ['10%: 5000 -> 500'], lines: [expect.objectContaining({ kind: 'ADJUSTMENT', period: '2031-04-01..2031-04-30', subtotal: '5000' })] },
      { billingDate: '2031-05-01', dueDate: '2031-06-30', issueDate: '2031-05-01', status: 'UNBILLED', subtotal: '20000', tax: '2000', total: '22000', taxes: ['10%: 20000 -> 2000'], lines: [line('RECURRING', '2031-05-01..2031-05-31', '20', '1000', '20000')] },
    ]);
  });

  it('mid-term cancellation on 15 May credits the unused part of May already billed', async () => {
    const { c, w } = await scenario(t);
    await advance(c, '2031-03-20');
    const doc = await storeContract(t.db, w, { start: '2031-04-01', charges: [{ quantity: '10' }] });
    expect(await advance(c, '2031-05-10')).toBe(2);
    await amendContract(t.db, w.tenantId, doc.id, { type: 'cancelContract', cancellationDate: asLocalDate('2031-05-15') });
    expect(await advance(c, '2031-07-01')).toBe(1);
    const billings = await billingsOf(c, doc.id);
    expect(billings.map((b) => b.billingDate)).toEqual(['2031-04-01', '2031-05-01', '2031-05-10']);
    // May should be 10,000 × 15/31 = 4,838.7 → 4,838: credit −5,162; tax −516.2 → −516 (toward zero); total −5,678
    expect(billings[2]).toEqual({ billingDate: '2031-05-10', dueDate: '2031-06-30', issueDate: '2031-05-11', status: 'PAYMENT_UNNECESSARY', subtotal: '-5162', tax: '-516', total: '-5678', taxes: ['10%: -5162 -> -516'], lines: [expect.objectContaining({ kind: 'ADJUSTMENT', period: '2031-05-01..2031-05-15', subtotal: '-5162' })] });
  });

  it('manual renewal (renewItem) extends a 3-month term: July is billed', async () => {
    const { c, w } = await scenario(t);
    await advance(c, '2031-03-20');
    const doc = await storeContract(t.db, w, { start: '2031-04-01', termMonths: 3 });
    expect(await advance(c, '2031-06-10')).toBe(3);
    await amendContract(t.db, w.tenantId, doc.id, { type: 'renewItem', itemId: doc.items[0]!.id });
    expect(await advance(c, '2031-07-01')).toBe(1);
    const july = (await billingsOf(c, doc.id))[3];
    expect(july).toEqual({ billingDate: '2031-07-01', dueDate: '2031-08-31', issueDate: '2031-07-01', status: 'UNBILLED', subtotal: '1000', tax: '100', total: '1100', taxes: ['10%: 1000 -> 100'], lines: [line('RECURRING', '2031-07-01..2031-07-31', '1', '1000', '1000')] });
  });

  it('automatic renewal one month before the end is recorded as an amendment; the new term bills on', async () => {
    const { c, w } = await scenario(t);
    await advance(c, '2031-03-20');
    const doc = await storeContract(t.db, w, { start: '2031-04-01', termMonths: 3, autoRenewal: { type: 'ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } } });
    expect(await advance(c, '2031-07-01')).toBe(4);
    const amendments = await t.db.selectFrom('amendment').select(['type', 'version', 'memo']).where('tenant_id', '=', w.tenantId).where('contract_id', '=', doc.id).execute();
    expect(amendments).toEqual([{ type: 'TYPE_RENEW_ITEM', version: 2, memo: 'auto-renewal' }]);
    const head = await t.db.selectFrom('contract').select(['end_date', 'version', 'known_on']).where('tenant_id', '=', w.tenantId).where('id', '=', doc.id).executeTakeFirstOrThrow();
    // end 30 June − 1 month = 30 May: renewed then, to 30 September
    expect(head).toEqual({ end_date: '2031-09-30', version: 2, known_on: '2031-05-30' });
    expect((await billingsOf(c, doc.id)).map((b) => [b.billingDate, b.total])).toEqual([['2031-04-01', '1100'], ['2031-05-01', '1100'], ['2031-06-01', '1100'], ['2031-07-01', '1100']]);
  });
});

describe('golden: corrections and manual runs', () => {
  it('invalidate and regenerate: the invalidated lines are billed again by the next run', async () => {
    const { c, w } = await scenario(t);
    await advance(c, '2031-03-20');
    const doc = await storeContract(t.db, w, { start: '2031-04-01' });
    expect(await advance(c, '2031-04-01')).toBe(1);
    const first = (await c.post<{ billings: Array<{ id: string }> }>('/v1/billing/listbycontract', { id: doc.id })).body.billings[0]!;
    const inv = await c.post<{ billing: Parameters<typeof summarize>[0] }>('/v1/billing/invalidate', { id: first.id });
    expect(inv.status).toBe(200);
    expect(summarize(inv.body.billing).status).toBe('INVALIDATED');
    expect(await advance(c, '2031-04-02')).toBe(1);
    const after = await billingsOf(c, doc.id);
    expect(after.map((b) => [b.billingDate, b.issueDate, b.status, b.total])).toEqual([['2031-04-01', '2031-04-01', 'INVALIDATED', '1100'], ['2031-04-01', '2031-04-02', 'UNBILLED', '1100']]);
    expect(after[1]!.lines).toEqual([line('RECURRING', '2031-04-01..2031-04-30', '1', '1000', '1000')]);
  });

  it('early billing via /v1/billing/create bills the next date now; the run then skips it', async () => {
    const { c, w } = await scenario(t);
    await advance(c, '2031-03-20');
    const doc = await storeContract(t.db, w, { start: '2031-04-01', optionalId: `early-${Date.now()}` });
    expect(await advance(c, '2031-04-05')).toBe(1);
    const made = await c.post<{ billings: Array<Parameters<typeof summarize>[0]> }>('/v1/billing/create', { contractIds: [doc.id], holdInvoiceCreation: true });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.billings.map(summarize)).toEqual([
      { billingDate: '2031-05-01', dueDate: '2031-06-30', issueDate: '2031-04-05', status: 'HOLD_INVOICE_CREATION', subtotal: '1000', tax: '100', total: '1100', taxes: ['10%: 1000 -> 100'], lines: [line('RECURRING', '2031-05-01..2031-05-31', '1', '1000', '1000')] },
    ]);
    const second = await c.post<{ billings: Array<Parameters<typeof summarize>[0]> }>('/v1/billing/create', { contractOptionalIds: [`${(await t.db.selectFrom('contract').select('optional_id').where('id', '=', doc.id).executeTakeFirstOrThrow()).optional_id}`] });
    expect(second.body.billings.map((b) => summarize(b).billingDate)).toEqual(['2031-06-01']);
    expect(await advance(c, '2031-06-01')).toBe(0);
    expect((await billingsOf(c, doc.id)).map((b) => b.billingDate)).toEqual(['2031-04-01', '2031-05-01', '2031-06-01']);
  });

  it('re-running the bill run for a day writes nothing', async () => {
    const { c, w } = await scenario(t);
    await advance(c, '2031-03-20');
    const doc = await storeContract(t.db, w, { start: '2031-04-01', charges: [{}, { taxPercentage: '8' }] });
    expect(await advance(c, '2031-04-01')).toBe(1);
    const settings = { tenantId: w.tenantId, taxRounding: 'ROUND_DOWN' as const, invoiceNumberPrefix: '' };
    for (let i = 0; i < 2; i++) {
      const again = await runBillRun(t.db, { settings, asOf: asLocalDate('2031-04-01'), trigger: 'CLI' });
      expect(again.counts).toMatchObject({ billings: 0, lines: 0, adjustments: 0, parked: 0 });
      expect(again.counts.contracts).toBeGreaterThanOrEqual(1);
    }
    const lines = await t.db.selectFrom('billing_item').select('key').where('tenant_id', '=', w.tenantId).execute();
    expect(lines).toHaveLength(2);
    expect((await billingsOf(c, doc.id)).map((b) => [b.billingDate, b.subtotal, b.tax, b.total])).toEqual([['2031-04-01', '2000', '180', '2180']]); // 100 + 80
  });
});
