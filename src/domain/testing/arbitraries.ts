/** fast-check generators of whole contracts, for property tests of the billing core. */
import fc from 'fast-check';
import { type LocalDate, addDays, fromEpochDay, toEpochDay } from '../calendar';
import { applyAmendment } from '../contract/amendments';
import { withSettingChange } from '../contract/settings';
import type { ContractDoc } from '../contract/types';
import type { RoundingMode } from '../money';
import type { PricedTerm, Rate } from '../proration';
import type { Timing } from '../timing';
import { chargeItem, contract, contractItem, perUnit } from './fixtures';

const rate: fc.Arbitrary<Rate> = fc.oneof(
  fc.constant<Rate>({ type: 'DAILY_RATE', fixedRateValue: '0' }),
  fc.constant<Rate>({ type: 'FULL_PRICE', fixedRateValue: '0' }),
  fc.constantFrom('0.5', '0.25', '1').map((v): Rate => ({ type: 'FIXED_RATE', fixedRateValue: v })),
);

const timing: fc.Arbitrary<Timing> = fc.oneof(
  fc.record({
    value: fc.integer({ min: -1, max: 1 }),
    unit: fc.constant('UNIT_MONTHLY' as const),
    monthlyOption: fc.constantFrom('FIRST_DAY', 'LAST_DAY', 'DAY_25', 'DAY_31' as const),
  }),
  fc.record({
    value: fc.integer({ min: -10, max: 40 }),
    unit: fc.constant('UNIT_DAILY' as const),
    monthlyOption: fc.constant('FIRST_DAY' as const),
  }),
);

const charge = (id: string, start: LocalDate, end: LocalDate) =>
  fc
    .record({
      price: fc.integer({ min: 0, max: 200_000 }),
      quantity: fc.integer({ min: 0, max: 50 }),
      changes: fc.array(fc.tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 50 }), rate), { maxLength: 3 }),
      cycle: fc.constantFrom(1, 2, 3, 6, 12),
      billingTiming: timing,
      // dated changes of the billing (and due) timing: periods they split are billed in parts
      timingChanges: fc.array(fc.tuple(fc.integer({ min: 1, max: 2000 }), timing, fc.option(timing, { freq: 2 })), { maxLength: 2 }),
      billAllAtOnce: fc.boolean(),
      startDailyRate: rate,
      endDailyRate: rate,
      rounding: fc.constantFrom<RoundingMode>('ROUND_DOWN', 'ROUND_UP', 'ROUND_HALF_UP'),
      taxPercentage: fc.constantFrom('10', '8', '0'),
    })
    .map((c) => {
      const span = toEpochDay(end) - toEpochDay(start);
      const terms: PricedTerm[] = [
        { from: start, quantity: String(c.quantity), pricing: perUnit(String(c.price)), changeRate: c.startDailyRate },
      ];
      for (const [offset, quantity, changeRate] of c.changes) {
        const from = addDays(start, span <= 0 ? 0 : offset % (span + 1));
        if (terms.some((t) => t.from === from)) continue;
        terms.push({ from, quantity: String(quantity), pricing: perUnit(String(c.price)), changeRate });
      }
      terms.sort((a, b) => (a.from < b.from ? -1 : 1));
      const dated = c.timingChanges.map(([offset, billingTiming, billingDueTiming]) => ({
        from: addDays(start, span <= 0 ? 0 : offset % (span + 1)),
        name: null,
        billingTiming,
        billingDueTiming,
      }));
      const base = chargeItem({
        id,
        terms,
        billingCycle: { value: c.cycle, unit: 'UNIT_MONTHLY' },
        billingTiming: c.billingTiming,
        billAllAtOnce: c.billAllAtOnce,
        startDailyRate: c.startDailyRate,
        endDailyRate: c.endDailyRate,
        rounding: c.rounding,
        taxPercentage: c.taxPercentage,
      });
      return dated.reduce((charge, change) => withSettingChange(charge, start, change), base);
    });

/** A confirmed contract with one or two items and one to three charge items each, ≤ ~3 years. */
export const arbContract: fc.Arbitrary<ContractDoc> = fc
  .array(fc.tuple(fc.integer({ min: 19000, max: 20500 }), fc.integer({ min: 0, max: 1100 })), { minLength: 1, maxLength: 2 })
  .chain((spans) =>
    fc.tuple(
      ...spans.map(([s, len], i) => {
        const start = fromEpochDay(s);
        const end = addDays(start, len);
        return fc
          .array(fc.constant(0), { minLength: 1, maxLength: 3 })
          .chain((n) => fc.tuple(...n.map((_, j) => charge(`ch${i}-${j}`, start, end))))
          .map((chargeItems) => contractItem({ id: `i${i}`, startDate: start, endDate: end, chargeItems }));
      }),
    ),
  )
  .map((items) => contract(items));

export const arbDay: fc.Arbitrary<LocalDate> = fc.integer({ min: 18900, max: 21800 }).map(fromEpochDay);

/** A change to a contract's first charge item, on a day counted from its item's start. */
export type ContractChange = { kind: 'quantity' | 'cancel' | 'none'; offset: number; quantity: number };

export const arbChange: fc.Arbitrary<ContractChange> = fc.oneof(
  fc.record({
    kind: fc.constant('quantity' as const),
    offset: fc.integer({ min: -40, max: 1100 }),
    quantity: fc.integer({ min: 0, max: 60 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), offset: fc.integer({ min: -5, max: 1100 }), quantity: fc.constant(0) }),
  fc.record({ kind: fc.constant('none' as const), offset: fc.constant(0), quantity: fc.constant(0) }),
);

/** The contract after `change` (a quantity change or a cancellation), or as it was when the domain refuses it. */
export function applyChange(doc: ContractDoc, change: ContractChange): ContractDoc {
  const item = doc.items[0];
  const charge = item?.chargeItems[0];
  if (change.kind === 'none' || !item || !charge) return doc;
  const day = addDays(item.startDate, change.offset);
  const amended = applyAmendment(
    doc,
    change.kind === 'cancel'
      ? { type: 'cancelContract', cancellationDate: day }
      : {
          type: 'changeQuantity',
          chargeItemId: charge.id,
          quantity: String(change.quantity),
          effectiveDate: day,
          changeRate: { type: 'DAILY_RATE', fixedRateValue: '0' },
        },
  );
  return amended.ok ? amended.value : doc;
}
