/**
 * Effective dates out of order (docs/contracts.md "Effective dates"): every change keeps what it did
 * not name, whatever was recorded before or after it.
 */
import { describe, expect, it } from 'vitest';
import type { PricingTier } from '../pricing';
import type { Timing } from '../timing';
import { DAILY, FULL, d, newChargeItem, perUnit } from '../testing/fixtures';
import { type AmendmentCommand, type ChargeCustomization, applyAmendment } from './amendments';
import { type NewItem, createContract } from './build';
import { namedBy, withTermChange } from './item.ops';
import { itemNameOn, settingsOn, timingChangeDays } from './settings';
import { termsInForceOn } from './timeline';
import type { ChargeItem, ContractDoc } from './types';

const newItem = (id: string, overrides: Partial<NewItem> = {}): NewItem => ({
  id,
  catalogItemId: `cat-${id}`,
  name: `Item ${id}`,
  startDate: null,
  endDate: null,
  defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
  autoRenewal: { type: 'DISABLED', term: null },
  chargeItems: [
    newChargeItem({ id: `${id}-c`, catalogChargeItemId: 'cc', name: `Charge of ${id}`, quantity: '2', pricing: perUnit('10000') }),
  ],
  ...overrides,
});

/** Main item m1 and option o1 (2 × 10,000 a month), 1 April 2024 – 31 March 2025. */
function created(): ContractDoc {
  const r = createContract({
    id: 'k1',
    isDraft: false,
    paymentMethodId: 'pm1',
    customerId: 'c1',
    customerStaffId: 's1',
    services: [{ mainItem: newItem('m1', { startDate: d('2024-04-01') }), optionItems: [newItem('o1')] }],
  });
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const must = (doc: ContractDoc, ...commands: AmendmentCommand[]): ContractDoc =>
  commands.reduce((current, c) => {
    const r = applyAmendment(current, c);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  }, doc);

const quantity = (chargeItemId: string, q: string, from: string, changeRate = DAILY): AmendmentCommand => ({
  type: 'changeQuantity',
  chargeItemId,
  quantity: q,
  effectiveDate: d(from),
  changeRate,
});
const custom = (from: string, c: Partial<ChargeCustomization>, name: string | null = null): AmendmentCommand => ({
  type: 'customizeOptionItem',
  itemId: 'o1',
  effectiveDate: d(from),
  name,
  chargeItems: [{ chargeItemId: 'o1-c', name: null, price: null, tiers: null, billingTiming: null, billingDueTiming: null, ...c }],
});
const option = (doc: ContractDoc): ChargeItem => doc.items[1]!.chargeItems[0]!;
const terms = (doc: ContractDoc) => option(doc).terms.map((t) => `${t.from} ${t.quantity} @${t.pricing.price} ${t.changeRate.type}`);
const lastDay = (value: number): Timing => ({ value, unit: 'UNIT_MONTHLY', monthlyOption: 'LAST_DAY' });
const daily = (value: number): Timing => ({ value, unit: 'UNIT_DAILY', monthlyOption: 'FIRST_DAY' });

describe('terms: a change carries its values into later terms up to the next change of the same attribute', () => {
  it('a price from 1 July recorded before 4 units from 1 May: 4 units at 12,000 from 1 July', () => {
    const doc = must(created(), custom('2024-07-01', { price: '12000' }), quantity('o1-c', '4', '2024-05-01'));
    expect(terms(doc)).toEqual(['2024-04-01 2 @10000 DAILY_RATE', '2024-05-01 4 @10000 DAILY_RATE', '2024-07-01 4 @12000 DAILY_RATE']);
    // recorded the other way round: the same timeline
    expect(terms(must(created(), quantity('o1-c', '4', '2024-05-01'), custom('2024-07-01', { price: '12000' })))).toEqual(terms(doc));
  });

  it('a later change of the same attribute survives an earlier one recorded after it', () => {
    const doc = must(created(), quantity('o1-c', '5', '2024-09-01', FULL), quantity('o1-c', '8', '2024-06-01'));
    expect(terms(doc)).toEqual(['2024-04-01 2 @10000 DAILY_RATE', '2024-06-01 8 @10000 DAILY_RATE', '2024-09-01 5 @10000 FULL_PRICE']);
  });

  it('a change to the value already in force still counts as named: an earlier change recorded after it stops there', () => {
    // 2 units "again" from 1 September, then 6 units from 1 June: 6 until 31 August, 2 from 1 September
    const doc = must(created(), quantity('o1-c', '2', '2024-09-01'), quantity('o1-c', '6', '2024-06-01'));
    expect(terms(doc)).toEqual(['2024-04-01 2 @10000 DAILY_RATE', '2024-06-01 6 @10000 DAILY_RATE', '2024-09-01 2 @10000 DAILY_RATE']);
  });

  it('two changes on the same day: both attributes, the rate of the one recorded last', () => {
    const doc = must(created(), quantity('o1-c', '3', '2024-07-01', FULL), custom('2024-07-01', { price: '9000' }));
    expect(terms(doc)).toEqual(['2024-04-01 2 @10000 DAILY_RATE', '2024-07-01 3 @9000 DAILY_RATE']);
    expect(option(doc).terms[1]?.named).toEqual(['quantity', 'price']);
  });

  it('tiers are an attribute of their own: a price change does not stop them, nor they a price change', () => {
    const tiers: PricingTier[] = [
      { upperLimit: '5', fee: 'PER_UNIT', price: '100' },
      { upperLimit: null, fee: 'PER_UNIT', price: '50' },
    ];
    const doc = must(created(), custom('2024-10-01', { price: '7000' }), custom('2024-08-01', { tiers }));
    expect(option(doc).terms.map((t) => [t.from, t.pricing.price, t.pricing.tiers.length])).toEqual([
      ['2024-04-01', '10000', 0],
      ['2024-08-01', '10000', 2],
      ['2024-10-01', '7000', 2],
    ]);
  });

  it('documents stored before terms recorded what they named: what differs from the term before counts as named', () => {
    const charge = option(created());
    const legacy: ChargeItem = {
      ...charge,
      terms: [
        { from: d('2024-04-01'), quantity: '2', pricing: perUnit('10000'), changeRate: DAILY },
        { from: d('2024-07-01'), quantity: '2', pricing: perUnit('12000'), changeRate: DAILY },
      ],
    };
    expect(namedBy(legacy.terms, 0)).toEqual(['quantity', 'price', 'tiers']);
    expect(namedBy(legacy.terms, 1)).toEqual(['price']);
    const changed = withTermChange(legacy, d('2024-05-01'), { quantity: '4', changeRate: DAILY });
    expect(changed.terms.map((t) => [t.from, t.quantity, t.pricing.price, t.named])).toEqual([
      ['2024-04-01', '2', '10000', undefined],
      ['2024-05-01', '4', '10000', ['quantity']],
      ['2024-07-01', '4', '12000', ['price']],
    ]);
  });

  it('a price whose full period would exceed the line limit with a quantity it now reaches is refused', () => {
    const doc = must(created(), quantity('o1-c', '1000000', '2024-09-01'));
    expect(applyAmendment(doc, custom('2024-06-01', { price: '100000' }))).toMatchObject({
      ok: false,
      code: 'INVALID_ARGUMENT',
      field: 'item.chargeItems[0].price',
    });
  });
});

describe('names and timings: dated, each change naming only what it changes', () => {
  it('a timing from 1 July leaves the months before it alone; the charge item shows the latest', () => {
    const doc = must(created(), custom('2024-07-01', { billingTiming: lastDay(-1), billingDueTiming: daily(10) }));
    const charge = option(doc);
    expect(settingsOn(charge, d('2024-06-30'))).toMatchObject({ billingTiming: { value: 0, monthlyOption: 'FIRST_DAY' } });
    expect(settingsOn(charge, d('2024-07-01'))).toMatchObject({ billingTiming: lastDay(-1), billingDueTiming: daily(10) });
    expect(charge.billingTiming).toEqual(lastDay(-1));
    expect(timingChangeDays(charge)).toEqual(['2024-07-01']);
  });

  it('out of order: a later timing recorded first survives an earlier one recorded after it, field by field', () => {
    const doc = must(
      created(),
      custom('2024-09-01', { billingTiming: lastDay(1) }),
      custom('2024-06-01', { billingTiming: lastDay(-1), billingDueTiming: daily(10) }),
    );
    const charge = option(doc);
    const on = (day: string) => settingsOn(charge, d(day));
    expect([on('2024-05-31'), on('2024-06-01'), on('2024-09-01')].map((s) => [s.billingTiming.value, s.billingDueTiming.unit])).toEqual([
      [0, 'UNIT_MONTHLY'],
      [-1, 'UNIT_DAILY'],
      [1, 'UNIT_DAILY'],
    ]);
    expect(charge.billingTiming).toEqual(lastDay(1));
    expect(charge.billingDueTiming).toEqual(daily(10));
  });

  it('names of the item and the charge item are dated too; a day of the service timeline shows that day’s', () => {
    const doc = must(
      created(),
      custom('2024-10-01', { name: 'Premium' }, 'Support+'),
      custom('2024-07-01', { name: 'Standard', price: '11000' }, 'Support'),
    );
    const item = doc.items[1]!;
    expect([item.name, itemNameOn(item, d('2024-06-30')), itemNameOn(item, d('2024-07-01'))]).toEqual(['Support+', 'Item o1', 'Support']);
    expect(settingsOn(option(doc), d('2024-08-01')).name).toBe('Standard');
    expect(option(doc).name).toBe('Premium');
    const august = termsInForceOn({ doc, day: d('2024-08-01') }).items[1]!;
    expect([august.name, august.chargeItems[0]?.name, august.chargeItems[0]?.terms[0]?.pricing.price]).toEqual([
      'Support',
      'Standard',
      '11000',
    ]);
    // a new name alone is no change of timing
    expect(timingChangeDays(option(doc))).toEqual([]);
  });

  it('dated names and timings count toward the size bound of a contract, like terms', () => {
    const doc = created();
    const charge = option(doc);
    // 1 term of the main item's charge + 9,998 of the option's = 9,999: one more dated change fits,
    // a timing (which adds the first entry from the start and the change) does not
    const terms = Array.from({ length: 9998 }, (_, i) => ({ ...charge.terms[0]!, from: d(i === 0 ? '2024-04-01' : '2024-04-02') }));
    const full: ContractDoc = { ...doc, items: [doc.items[0]!, { ...doc.items[1]!, chargeItems: [{ ...charge, terms }] }] };
    expect(applyAmendment(full, custom('2024-07-01', { billingTiming: lastDay(-1) }))).toMatchObject({
      ok: false,
      code: 'FAILED_PRECONDITION',
      reason: 'a contract holds at most 10000 effective-dated terms and dated changes (this one would have 10001)',
    });
  });
});
