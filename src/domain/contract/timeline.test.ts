import { describe, expect, it } from 'vitest';
import { DAILY, contract, contractItem, d, simpleContract } from '../testing/fixtures';
import { autoRenewalDate, buildVersions, contractEndDate, itemStatus, itemsDueForAutoRenewal, termsInForceOn } from './timeline';
import { applyAmendment } from './amendments';
import type { ContractItem } from './types';

const base = () => simpleContract({ start: '2024-04-01', end: '2025-03-31' });

describe('buildVersions', () => {
  it('version 1 = created, N + 1 = amendment N, cancelamendment re-emits the version before it', () => {
    const r = buildVersions({
      created: base(),
      events: [
        {
          type: 'amendment',
          amendmentId: 'a1',
          command: { type: 'changeQuantity', chargeItemId: 'ch1', quantity: '5', effectiveDate: d('2024-06-01'), changeRate: DAILY },
        },
        { type: 'amendment', amendmentId: 'a2', command: { type: 'cancelContract', cancellationDate: d('2024-09-30') } },
        { type: 'cancelAmendment', amendmentId: 'a2' },
      ],
    });
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.map((v) => `${v.items[0]?.endDate} ${v.items[0]?.chargeItems[0]?.terms.length}`)).toEqual([
      '2025-03-31 1',
      '2025-03-31 2',
      '2024-09-30 2',
      '2025-03-31 2',
    ]);
  });
  it('only the latest live amendment can be cancelled', () => {
    const r = buildVersions({
      created: base(),
      events: [
        { type: 'amendment', amendmentId: 'a1', command: { type: 'renewItem', itemId: 'i1' } },
        { type: 'amendment', amendmentId: 'a2', command: { type: 'renewItem', itemId: 'i1' } },
        { type: 'cancelAmendment', amendmentId: 'a1' },
      ],
    });
    expect(r).toMatchObject({ ok: false, code: 'FAILED_PRECONDITION', reason: 'only the latest live amendment (a2) can be cancelled' });
  });
  it('a refused amendment names the event', () => {
    const r = buildVersions({
      created: base(),
      events: [{ type: 'amendment', amendmentId: 'a1', command: { type: 'renewItem', itemId: 'zz' } }],
    });
    expect(r).toMatchObject({ ok: false, reason: 'event 0 (a1): contract item zz not found' });
  });
});

describe('termsInForceOn', () => {
  it('items active that day with the term valid that day; nothing outside the service dates', () => {
    const doc = simpleContract({ start: '2024-04-01', end: '2025-03-31' });
    const withChange = {
      ...doc,
      items: doc.items.map((i) => ({
        ...i,
        chargeItems: i.chargeItems.map((c) => ({ ...c, terms: [...c.terms, { ...c.terms[0]!, from: d('2024-06-01'), quantity: '7' }] })),
      })),
    };
    expect(termsInForceOn({ doc: withChange, day: d('2024-05-31') }).items[0]?.chargeItems[0]?.terms.map((t) => t.quantity)).toEqual(['1']);
    expect(termsInForceOn({ doc: withChange, day: d('2024-06-01') }).items[0]?.chargeItems[0]?.terms.map((t) => t.quantity)).toEqual(['7']);
    expect(termsInForceOn({ doc: withChange, day: d('2025-04-01') }).items).toEqual([]);
  });
});

describe('statuses and auto-renewal', () => {
  const item = (overrides: Partial<ContractItem> = {}) =>
    contractItem({ id: 'i', startDate: d('2024-04-01'), endDate: d('2025-03-31'), ...overrides });
  it.each([
    ['2024-03-31', {}, 'WAITING_ACTIVATION'],
    ['2024-04-01', {}, 'ACTIVE'],
    ['2025-03-01', {}, 'WAITING_COMPLETION'], // within the last month, no auto-renewal
    ['2025-03-01', { autoRenewal: { type: 'ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } } }, 'ACTIVE'],
    ['2025-04-01', {}, 'COMPLETED'],
    ['2024-06-01', { canceledOn: d('2024-06-30'), endDate: d('2024-06-30') }, 'WAITING_CANCELLATION'],
    ['2024-07-01', { canceledOn: d('2024-06-30'), endDate: d('2024-06-30') }, 'CANCELED'],
    ['2024-07-01', { endDate: d('2024-03-31') }, 'INVALIDATED'],
  ] as const)('on %s with %j → %s', (today, overrides, status) => {
    expect(itemStatus({ item: item(overrides as Partial<ContractItem>), today: d(today) })).toBe(status);
  });
  it('auto-renewal fires term.value before the end', () => {
    // −1 month from 31 Mar 2025 = 28 Feb 2025 (clamped); 0 days = on the end date
    expect(autoRenewalDate(item({ autoRenewal: { type: 'ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } } }))).toBe('2025-02-28');
    expect(autoRenewalDate(item({ autoRenewal: { type: 'ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } } }))).toBe('2025-03-31');
    expect(autoRenewalDate(item())).toBeNull();
    const doc = contract([item({ autoRenewal: { type: 'ENABLED', term: { value: -10, unit: 'UNIT_DAILY' } } })]);
    expect(itemsDueForAutoRenewal({ doc, today: d('2025-03-20') }).map((i) => i.id)).toEqual([]);
    expect(itemsDueForAutoRenewal({ doc, today: d('2025-03-21') }).map((i) => i.id)).toEqual(['i']);
    expect(contractEndDate(doc)).toBe('2025-03-31');
  });
  it('the auto-renewal job catches up missed terms one by one', () => {
    let doc = contract([item({ autoRenewal: { type: 'ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } } })]);
    const ends: string[] = [];
    for (
      let due = itemsDueForAutoRenewal({ doc, today: d('2026-06-01') });
      due.length > 0;
      due = itemsDueForAutoRenewal({ doc, today: d('2026-06-01') })
    ) {
      const r = applyAmendment(doc, { type: 'renewItem', itemId: due[0]!.id });
      if (!r.ok) throw new Error(r.reason);
      doc = r.value;
      ends.push(doc.items[0]!.endDate);
    }
    // 31 Mar 2025 → 31 Mar 2026 (due 31 Mar 2026 ≤ 1 Jun 2026) → 31 Mar 2027 (due after 1 Jun 2026: stop)
    expect(ends).toEqual(['2026-03-31', '2027-03-31']);
  });
});
