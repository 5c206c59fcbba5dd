/**
 * Expected billings of the largest contracts the documented limits allow (docs/errors.md "Limits"):
 * no stack overflow, no 500, a page costs the months it covers (docs/billing-lifecycle.md "Expected
 * billings, window by window"), and the what-ifs are bounded the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock, serviceWorld, storeContract } from '../../../test/helpers/factories/billing';
import { asLocalDate, MAX_CHARGE_ITEMS_PER_CONTRACT, MAX_ITEM_MONTHS, type ContractDoc } from '../../domain';
import type { ServiceCtx } from '../context';
import { expectChangeQuantity, expectRenewalWithQuantityChange, listExpectedBillings, MAX_PAGE_LINES, MAX_RENEWAL_LINES } from './expected';

let t: ServiceTest;
let ctx: ServiceCtx;
let largest: ContractDoc;
let renewing: ContractDoc;
const FIELDS = ['id', 'optionalId'] as const;

beforeAll(async () => {
  t = await buildServiceTest();
  ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  const w = await serviceWorld(ctx);
  await advanceClock(t.sys, ctx.caller, '2031-03-20');
  ctx = await serviceCtx(t.sys, ctx.caller.providerId);
  // 1,000 charge items of 1,000 yen, 1,200 months from 2031-04-01 (to 2131-03-31): 1,200,000 periods
  largest = await storeContract(t.db, w, {
    start: '2031-04-01',
    termMonths: MAX_ITEM_MONTHS,
    charges: Array.from({ length: MAX_CHARGE_ITEMS_PER_CONTRACT }, () => ({})),
  });
  // 300 charge items, 600 months, renewing itself a month before its end
  renewing = await storeContract(t.db, w, {
    start: '2031-04-01',
    termMonths: 600,
    autoRenewal: { type: 'ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
    charges: Array.from({ length: 300 }, () => ({})),
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the largest contract within the limits', () => {
  it('pages one billing at a time from the cursor, each page the next month', async () => {
    const first = await listExpectedBillings(ctx, { id: largest.id }, FIELDS, { pageSize: 1 });
    expect(first.more).toBe(true);
    expect(first.billings).toHaveLength(1);
    const [april] = first.billings;
    // 2031-04-01 bills April: 1,000 charge items × 1,000 yen = 1,000,000 yen, 10 % tax 100,000 → 1,100,000 yen
    expect(april!.billingDate).toBe('2031-04-01');
    expect(april!.lines).toHaveLength(1000);
    expect(april!.total.toFixed()).toBe('1100000');
    const after = `${april!.billingDate}|${april!.dueDate}|${april!.paymentMethodId}`;
    const second = await listExpectedBillings(ctx, { id: largest.id }, FIELDS, { pageSize: 1, after });
    expect(second.billings.map((b) => b.billingDate)).toEqual(['2031-05-01']);
    // far into the term: the cursor's billing date is where the projection starts
    const late = await listExpectedBillings(ctx, { id: largest.id }, FIELDS, { pageSize: 1, after: '2131-01-01|2131-02-28|x' });
    expect(late.billings.map((b) => [b.billingDate, b.lines.length])).toEqual([['2131-02-01', 1000]]);
    // the last billing: March 2131, nothing after it
    const end = await listExpectedBillings(ctx, { id: largest.id }, FIELDS, { pageSize: 5, after: '2131-02-01|2131-03-31|x' });
    expect(end.billings.map((b) => b.billingDate)).toEqual(['2131-03-01']);
    expect(end.more).toBe(false);
  }, 120_000);

  it('a page of many billings stops at the line bound and carries on from there', async () => {
    const page = await listExpectedBillings(ctx, { id: largest.id }, FIELDS, { pageSize: 100 });
    // 1,000 lines a billing: five billings fill the 5,000 lines of a page
    expect(MAX_PAGE_LINES).toBe(5000);
    expect(page.billings.map((b) => b.billingDate)).toEqual(['2031-04-01', '2031-05-01', '2031-06-01', '2031-07-01', '2031-08-01']);
    expect(page.more).toBe(true);
  }, 120_000);

  it('the changequantity what-if finds the first billing the change alters', async () => {
    const charge = largest.items[0]!.chargeItems[7]!;
    const found = await expectChangeQuantity(ctx, {
      contract: { id: largest.id },
      chargeItem: { id: charge.id },
      quantity: '3',
      effectiveDate: asLocalDate('2035-06-01'),
      changeRate: { type: 'DAILY_RATE', fixedRateValue: '0' },
    });
    // from June 2035 the charge item bills 3 × 1,000 yen: 1,002,000 yen + 100,200 tax
    expect(found?.billingDate).toBe('2035-06-01');
    expect(found?.total.toFixed()).toBe('1102200');
  }, 120_000);

  it('the renewal what-if past its line bound is refused, not computed', async () => {
    const renewal = expectRenewalWithQuantityChange(ctx, { contract: { id: largest.id }, itemId: largest.items[0]!.id, chargeItems: [] });
    // renewing would take the item past 1,200 months: the domain refuses it
    await expect(renewal).rejects.toMatchObject({ codeName: 'FAILED_PRECONDITION' });
    const big = expectRenewalWithQuantityChange(ctx, { contract: { id: renewing.id }, itemId: renewing.items[0]!.id, chargeItems: [] });
    // 300 charge items × 600 months = 180,000 lines > MAX_RENEWAL_LINES
    expect(MAX_RENEWAL_LINES).toBe(20_000);
    await expect(big).rejects.toMatchObject({ codeName: 'FAILED_PRECONDITION', detail: { reason: 'PROJECTION_TOO_LARGE' } });
  }, 120_000);

  it("another tenant's contract is not found", async () => {
    const other = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
    await expect(listExpectedBillings(other, { id: largest.id }, FIELDS, { pageSize: 1 })).rejects.toMatchObject({ codeName: 'NOT_FOUND' });
  });
});

describe('a 600-month auto-renewing contract', () => {
  it('lists its expected billings (no stack overflow), the renewal included', async () => {
    const first = await listExpectedBillings(ctx, { id: renewing.id }, FIELDS, { pageSize: 2 });
    // 300 × 1,000 yen = 300,000 yen + 30,000 tax
    expect(first.billings.map((b) => [b.billingDate, b.lines.length, b.total.toFixed()])).toEqual([
      ['2031-04-01', 300, '330000'],
      ['2031-05-01', 300, '330000'],
    ]);
    // the term ends 2081-03-31; renewed on 2081-02-28 (a month before), it bills on past it
    const renewed = await listExpectedBillings(ctx, { id: renewing.id }, FIELDS, { pageSize: 3, after: '2081-01-01|2081-02-28|x' });
    expect(renewed.billings.map((b) => b.billingDate)).toEqual(['2081-02-01', '2081-03-01', '2081-04-01']);
  }, 120_000);

  it('answers the changequantity what-if (no stack overflow)', async () => {
    const charge = renewing.items[0]!.chargeItems[0]!;
    const found = await expectChangeQuantity(ctx, {
      contract: { id: renewing.id },
      chargeItem: { id: charge.id },
      quantity: '2',
      effectiveDate: asLocalDate('2031-07-01'),
      changeRate: { type: 'DAILY_RATE', fixedRateValue: '0' },
    });
    // July 2031: 301,000 yen + 30,100 tax
    expect(found?.billingDate).toBe('2031-07-01');
    expect(found?.total.toFixed()).toBe('331100');
    // the same quantity alters nothing over the whole term and its renewal: null
    const none = await expectChangeQuantity(ctx, {
      contract: { id: renewing.id },
      chargeItem: { id: charge.id },
      quantity: '1',
      effectiveDate: asLocalDate('2031-07-01'),
      changeRate: { type: 'DAILY_RATE', fixedRateValue: '0' },
    });
    expect(none).toBeNull();
  }, 120_000);
});
