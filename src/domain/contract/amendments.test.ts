import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../calendar';
import { DAILY, d, flat, newChargeItem } from '../testing/fixtures';
import { type AmendmentCommand, applyAmendment } from './amendments';
import { type NewItem, createContract, defaultEndDate, renewedEndDate } from './build';
import type { ContractDoc } from './types';

const newItem = (id: string, overrides: Partial<NewItem> = {}): NewItem => ({
  id,
  catalogItemId: `cat-${id}`,
  name: `Item ${id}`,
  startDate: null,
  endDate: null,
  defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
  autoRenewal: { type: 'DISABLED', term: null },
  chargeItems: [newChargeItem({ id: `${id}-c`, catalogChargeItemId: 'cc', name: `Charge of ${id}`, quantity: '10' })],
  ...overrides,
});

function created(): ContractDoc {
  const r = createContract({
    id: 'k1',
    isDraft: false,
    paymentMethodId: 'pm1',
    customerId: 'c1',
    customerStaffId: 's1',
    services: [
      {
        mainItem: newItem('m1', { startDate: d('2024-04-01') }),
        optionItems: [newItem('o1', { defaultContractTerm: { value: 24, unit: 'UNIT_MONTHLY' } })],
      },
    ],
  });
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const apply = (doc: ContractDoc, c: AmendmentCommand) => applyAmendment(doc, c);
const must = (doc: ContractDoc, c: AmendmentCommand): ContractDoc => {
  const r = apply(doc, c);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
};
const dates = (doc: ContractDoc) => doc.items.map((i) => `${i.id}:${i.role}:${i.parentItemId ?? '-'}:${i.startDate}..${i.endDate}`);

describe('createContract', () => {
  it('end = start + term − 1 day; an option is capped at its main item', () => {
    // main 1 Apr 2024 + 12 months − 1 day = 31 Mar 2025; option 24 months → capped to 31 Mar 2025
    expect(dates(created())).toEqual(['m1:MAIN:-:2024-04-01..2025-03-31', 'o1:OPTION:m1:2024-04-01..2025-03-31']);
    expect(defaultEndDate(d('2024-01-31'), { value: 1, unit: 'UNIT_MONTHLY' })).toBe('2024-02-28');
    expect(renewedEndDate(d('2025-03-31'), { value: 12, unit: 'UNIT_MONTHLY' })).toBe('2026-03-31');
  });
  it('refuses bad charge items and duplicate ids', () => {
    const bad = newItem('m1', { startDate: d('2024-04-01') });
    const badCharge = { ...bad, chargeItems: [{ ...(bad.chargeItems[0] as NewItem['chargeItems'][0]), quantity: '-1' }] };
    const r = createContract({
      id: 'k',
      isDraft: false,
      paymentMethodId: 'p',
      customerId: 'c',
      customerStaffId: 's',
      services: [{ mainItem: badCharge, optionItems: [] }],
    });
    expect(r).toMatchObject({ ok: false, field: 'services[0].mainItem.chargeItems[0].quantity' });
    const dup = createContract({
      id: 'k',
      isDraft: false,
      paymentMethodId: 'p',
      customerId: 'c',
      customerStaffId: 's',
      services: [{ mainItem: newItem('m1', { startDate: d('2024-04-01') }), optionItems: [newItem('m1')] }],
    });
    expect(dup).toMatchObject({ ok: false, reason: 'duplicate id m1' });
  });
});

describe('amendments', () => {
  it('drafts take no amendment but addService', () => {
    const draft = { ...created(), isDraft: true };
    expect(apply(draft, { type: 'renewItem', itemId: 'm1' })).toMatchObject({ ok: false, code: 'FAILED_PRECONDITION' });
    expect(apply(draft, { type: 'addService', mainItem: newItem('m2', { startDate: d('2024-05-01') }), optionItems: [] }).ok).toBe(true);
  });
  it('addOptionItem starts on E under its main item, capped at the main end', () => {
    const doc = must(created(), { type: 'addOptionItem', parentItemId: 'm1', effectiveDate: d('2024-06-10'), item: newItem('o2') });
    expect(dates(doc)[2]).toBe('o2:OPTION:m1:2024-06-10..2025-03-31');
    expect(
      apply(created(), { type: 'addOptionItem', parentItemId: 'o1', effectiveDate: d('2024-06-10'), item: newItem('o2') }),
    ).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(
      apply(created(), { type: 'addOptionItem', parentItemId: 'm1', effectiveDate: d('2025-04-01'), item: newItem('o2') }),
    ).toMatchObject({ ok: false, code: 'FAILED_PRECONDITION', field: 'effectiveStartDate' });
    expect(
      apply(created(), { type: 'addOptionItem', parentItemId: 'm1', effectiveDate: d('2024-06-10'), item: newItem('o1') }),
    ).toMatchObject({ ok: false, reason: 'id o1 is already used in this contract' });
  });
  it('changeMainItem: old ends E − 1, new starts E, options move', () => {
    const doc = must(created(), { type: 'changeMainItem', mainItemId: 'm1', effectiveDate: d('2024-10-01'), item: newItem('m2') });
    expect(dates(doc)).toEqual([
      'm1:MAIN:-:2024-04-01..2024-09-30',
      'o1:OPTION:m2:2024-04-01..2025-03-31',
      'm2:MAIN:-:2024-10-01..2025-09-30',
    ]);
    // E defaults to the day after the current end
    const later = must(created(), { type: 'changeMainItem', mainItemId: 'm1', effectiveDate: null, item: newItem('m2') });
    expect(dates(later)[2]).toBe('m2:MAIN:-:2025-04-01..2026-03-31');
  });
  it('changeOptionItem: the option ends E − 1, the new one starts E', () => {
    const doc = must(created(), { type: 'changeOptionItem', itemId: 'o1', effectiveDate: d('2024-07-15'), item: newItem('o2') });
    expect(dates(doc).slice(1)).toEqual(['o1:OPTION:m1:2024-04-01..2024-07-14', 'o2:OPTION:m1:2024-07-15..2025-03-31']);
  });
  it('changeQuantity inserts a term from E and keeps later terms', () => {
    let doc = must(created(), {
      type: 'changeQuantity',
      chargeItemId: 'm1-c',
      quantity: '30',
      effectiveDate: d('2024-09-01'),
      changeRate: DAILY,
    });
    doc = must(doc, { type: 'changeQuantity', chargeItemId: 'm1-c', quantity: '20', effectiveDate: d('2024-04-16'), changeRate: DAILY });
    expect(doc.items[0]?.chargeItems[0]?.terms.map((t) => `${t.from}:${t.quantity}`)).toEqual([
      '2024-04-01:10',
      '2024-04-16:20',
      '2024-09-01:30',
    ]);
    expect(
      apply(doc, { type: 'changeQuantity', chargeItemId: 'nope', quantity: '1', effectiveDate: d('2024-09-01'), changeRate: DAILY }),
    ).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(
      apply(doc, { type: 'changeQuantity', chargeItemId: 'm1-c', quantity: 'x', effectiveDate: d('2024-09-01'), changeRate: DAILY }),
    ).toMatchObject({ ok: false, code: 'INVALID_ARGUMENT' });
  });
  it('customizeOptionItem changes price from E and name/timings', () => {
    const doc = must(created(), {
      type: 'customizeOptionItem',
      itemId: 'o1',
      effectiveDate: d('2024-08-01'),
      name: 'Renamed',
      chargeItems: [{ chargeItemId: 'o1-c', name: 'New label', price: '1200', tiers: null, billingTiming: null, billingDueTiming: null }],
    });
    const option = doc.items[1];
    expect(option?.name).toBe('Renamed');
    expect(option?.chargeItems[0]?.name).toBe('New label');
    expect(option?.chargeItems[0]?.terms.map((t) => `${t.from}:${t.pricing.price}`)).toEqual(['2024-04-01:1000', '2024-08-01:1200']);
    expect(
      apply(created(), { type: 'customizeOptionItem', itemId: 'm1', effectiveDate: d('2024-08-01'), name: null, chargeItems: [] }),
    ).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
  it('renewItem moves the end one term and takes along options that ended with the main item', () => {
    const doc = must(created(), { type: 'renewItem', itemId: 'm1' });
    expect(dates(doc)).toEqual(['m1:MAIN:-:2024-04-01..2026-03-31', 'o1:OPTION:m1:2024-04-01..2026-03-31']);
    expect(doc.items[0]?.termStarts).toEqual(['2024-04-01', '2025-04-01']);
  });
  it('renewItem refuses an item a change replaced (it would run again beside its successor)', () => {
    const changed = must(created(), {
      type: 'changeMainItem',
      mainItemId: 'm1',
      effectiveDate: d('2024-10-01'),
      item: newItem('m2', { defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' } }),
    });
    expect(changed.items[0]?.replacedBy).toBe('m2');
    expect(apply(changed, { type: 'renewItem', itemId: 'm1' })).toMatchObject({
      ok: false,
      code: 'FAILED_PRECONDITION',
      reason: 'item m1 was replaced by m2 from 2024-10-01; renew that one',
    });
    // a document stored before items recorded it: the main item of the service starting the next day
    const legacy = { ...changed, items: changed.items.map(({ replacedBy: _r, ...i }) => i) };
    expect(apply(legacy, { type: 'renewItem', itemId: 'm1' })).toMatchObject({ ok: false, code: 'FAILED_PRECONDITION' });
    const option = must(created(), { type: 'changeOptionItem', itemId: 'o1', effectiveDate: d('2024-08-01'), item: newItem('o2') });
    expect(apply(option, { type: 'renewItem', itemId: 'o1' })).toMatchObject({ ok: false, code: 'FAILED_PRECONDITION' });
    // the successor renews
    expect(dates(must(changed, { type: 'renewItem', itemId: 'm2' }))).toContain('m2:MAIN:-:2024-10-01..2026-09-30');
  });
  it('cancelContract ends every item on the date; later changes to a cancelled item are refused', () => {
    const doc = must(created(), { type: 'cancelContract', cancellationDate: d('2024-06-15') });
    expect(dates(doc)).toEqual(['m1:MAIN:-:2024-04-01..2024-06-15', 'o1:OPTION:m1:2024-04-01..2024-06-15']);
    expect(doc.items.every((i) => i.canceledOn === '2024-06-15')).toBe(true);
    expect(apply(doc, { type: 'renewItem', itemId: 'm1' })).toMatchObject({ ok: false, reason: 'item m1 is cancelled' });
    expect(
      apply(doc, { type: 'changeQuantity', chargeItemId: 'm1-c', quantity: '1', effectiveDate: d('2024-05-01'), changeRate: DAILY }),
    ).toMatchObject({ ok: false, code: 'FAILED_PRECONDITION' });
    // a cancelled contract is not cancelled again, not even to an earlier day (cancel the amendment first)
    expect(apply(doc, { type: 'cancelContract', cancellationDate: d('2024-05-31') })).toMatchObject({
      ok: false,
      code: 'FAILED_PRECONDITION',
      reason: 'the contract is already cancelled',
    });
    // a cancelled option does not stop cancelling the contract earlier than the option's end
    const option = must(created(), { type: 'cancelOption', itemId: 'o1', cancellationDate: d('2024-09-30') });
    expect(dates(must(option, { type: 'cancelContract', cancellationDate: d('2024-06-30') }))).toEqual([
      'm1:MAIN:-:2024-04-01..2024-06-30',
      'o1:OPTION:m1:2024-04-01..2024-06-30',
    ]);
  });
  it('cancelOption and cancelService', () => {
    const option = must(created(), { type: 'cancelOption', itemId: 'o1', cancellationDate: d('2024-05-31') });
    expect(dates(option)).toEqual(['m1:MAIN:-:2024-04-01..2025-03-31', 'o1:OPTION:m1:2024-04-01..2024-05-31']);
    expect(apply(option, { type: 'cancelOption', itemId: 'o1', cancellationDate: d('2024-05-01') })).toMatchObject({
      ok: false,
      reason: 'item o1 is already cancelled',
    });
    const service = must(created(), { type: 'cancelService', mainItemId: 'm1', cancellationDate: d('2024-05-31') });
    expect(dates(service)).toEqual(['m1:MAIN:-:2024-04-01..2024-05-31', 'o1:OPTION:m1:2024-04-01..2024-05-31']);
    // cancelling before the start: the item never runs (end = start − 1)
    const before = must(created(), { type: 'cancelContract', cancellationDate: d('2024-03-31') });
    expect(before.items[0]?.endDate).toBe('2024-03-31' as LocalDate);
  });
  it('addService adds a main item with its options', () => {
    const doc = must(created(), {
      type: 'addService',
      mainItem: newItem('m2', {
        startDate: d('2024-07-01'),
        chargeItems: [{ ...(newItem('m2').chargeItems[0] as NewItem['chargeItems'][0]), pricing: flat('5000') }],
      }),
      optionItems: [newItem('o3')],
    });
    expect(dates(doc).slice(2)).toEqual(['m2:MAIN:-:2024-07-01..2025-06-30', 'o3:OPTION:m2:2024-07-01..2025-06-30']);
  });
});
