import { describe, expect, it } from 'vitest';
import { createContract, type NewItem } from './contract/build';
import { applyAmendment } from './contract/amendments';
import { checkPeriodAmount, quantityOf, usageQuantityOf } from './limits';
import { expandPeriods } from './periods';
import { pricePeriod } from './pricing';
import { DAILY, d, newChargeItem, perUnit } from './testing/fixtures';

const item = (overrides: Partial<NewItem>): NewItem => ({
  id: 'm1',
  catalogItemId: 'cat',
  name: 'Plan',
  startDate: d('2031-04-01'),
  endDate: null,
  defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
  autoRenewal: { type: 'DISABLED', term: null },
  chargeItems: [newChargeItem({ id: 'c1', catalogChargeItemId: 'cc', name: 'Fee' })],
  ...overrides,
});
const create = (mainItem: NewItem) =>
  createContract({
    id: 'k',
    isDraft: false,
    paymentMethodId: 'pm',
    customerId: 'c',
    customerStaffId: 's',
    services: [{ mainItem, optionItems: [] }],
  });

describe('input limits', () => {
  it('a contracted quantity is an integer 0..1e9', () => {
    expect(quantityOf('3')).toEqual({ ok: true, value: '3' });
    expect(quantityOf(1_000_000_000)).toEqual({ ok: true, value: '1000000000' });
    for (const bad of ['1.5', 1.5, '-1', '01', '1e3', '', '1000000001', 1e12]) expect(quantityOf(bad).ok, String(bad)).toBe(false);
  });

  it('a usage quantity is a decimal 0..1e9', () => {
    expect(usageQuantityOf('7.50')).toEqual({ ok: true, value: '7.5' });
    for (const bad of ['-0.1', 'x', '1000000000.01']) expect(usageQuantityOf(bad).ok, bad).toBe(false);
  });

  it('one period above 10,000,000,000 yen is refused, naming the field', () => {
    expect(checkPeriodAmount(pricePeriod({ pricing: perUnit('1000'), quantity: '10000000' }), 'q').ok).toBe(true);
    expect(checkPeriodAmount(pricePeriod({ pricing: perUnit('1000'), quantity: '10000001' }), 'q')).toMatchObject({
      ok: false,
      code: 'INVALID_ARGUMENT',
      field: 'q',
    });
  });

  it('item dates lie in 2000..2199 and end at most 100 years after the start', () => {
    expect(create(item({ endDate: d('9999-12-31') }))).toMatchObject({ ok: false, field: 'services[0].mainItem.endDate' });
    expect(create(item({ startDate: d('1999-12-31') }))).toMatchObject({ ok: false, field: 'services[0].mainItem.startDate' });
    expect(create(item({ endDate: d('2131-04-02') }))).toMatchObject({ ok: false, field: 'services[0].mainItem.endDate' });
    expect(create(item({ endDate: d('2131-03-31') })).ok).toBe(true);
    // Counted in calendar months: from mid-April, the 1200th month is still March 2131.
    expect(create(item({ startDate: d('2031-04-15'), endDate: d('2131-04-01') }))).toMatchObject({
      ok: false,
      field: 'services[0].mainItem.endDate',
    });
    expect(create(item({ startDate: d('2031-04-15'), endDate: d('2131-03-31') })).ok).toBe(true);
    // …which the engine bills without truncation (the safety bound would park a truncated item).
    expect(expandPeriods({ start: d('2031-04-15'), end: d('2131-03-31'), cycleMonths: 1 }).truncated).toBe(false);
    expect(expandPeriods({ start: d('2031-04-15'), end: d('2131-04-01'), cycleMonths: 1 }).truncated).toBe(true);
  });

  it('a contract holds at most 200 items and 1,000 charge items', () => {
    const options = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        item({ id: `o${i}`, startDate: null, chargeItems: item({}).chargeItems.map((c) => ({ ...c, id: `o${i}-c` })) }),
      );
    const many = createContract({
      id: 'k',
      isDraft: false,
      paymentMethodId: 'pm',
      customerId: 'c',
      customerStaffId: 's',
      services: [{ mainItem: item({}), optionItems: options(200) }],
    });
    expect(many).toMatchObject({ ok: false, code: 'INVALID_ARGUMENT', field: 'services' });
    const fine = createContract({
      id: 'k',
      isDraft: false,
      paymentMethodId: 'pm',
      customerId: 'c',
      customerStaffId: 's',
      services: [{ mainItem: item({}), optionItems: options(199) }],
    });
    expect(fine.ok).toBe(true);
    if (!fine.ok) return;
    const more = applyAmendment(fine.value, {
      type: 'addOptionItem',
      parentItemId: 'm1',
      effectiveDate: d('2031-05-01'),
      item: item({ id: 'extra', startDate: null, chargeItems: item({}).chargeItems.map((c) => ({ ...c, id: 'extra-c' })) }),
    });
    expect(more).toMatchObject({ ok: false, code: 'FAILED_PRECONDITION' });
  });

  it('an amendment adding the 10,001st term is refused; one that does not grow the document is not', () => {
    const doc = create(item({}));
    if (!doc.ok) throw new Error(doc.reason);
    const charge = doc.value.items[0]!.chargeItems[0]!;
    const full = {
      ...doc.value,
      items: [{ ...doc.value.items[0]!, chargeItems: [{ ...charge, terms: Array.from({ length: 10_000 }, () => charge.terms[0]!) }] }],
    };
    const change = {
      type: 'changeQuantity' as const,
      chargeItemId: 'c1',
      quantity: '2',
      effectiveDate: d('2031-06-01'),
      changeRate: DAILY,
    };
    expect(applyAmendment(full, change)).toMatchObject({ ok: false, code: 'FAILED_PRECONDITION' });
    expect(applyAmendment(full, { type: 'cancelContract', cancellationDate: d('2031-12-31') }).ok).toBe(true);
  });

  it('a renewal that would pass the bounds is refused, so auto-renewal stops there', () => {
    const doc = create(item({ startDate: d('2100-01-01'), endDate: d('2199-06-30') }));
    if (!doc.ok) throw new Error(doc.reason);
    expect(applyAmendment(doc.value, { type: 'renewItem', itemId: 'm1' })).toMatchObject({ ok: false, code: 'FAILED_PRECONDITION' });
  });
});
