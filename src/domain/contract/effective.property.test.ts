/**
 * The timeline of a charge item does not depend on the order in which its changes were recorded
 * (docs/contracts.md "Effective dates"). Random quantity changes and customizations (price, tiers,
 * billing and due timing, charge and item names, alone or together) with effective dates before and
 * after each other are recorded in a random order; then
 *  1. on every day that matters, each attribute in force is the one an independent fold gives: the
 *     value of the change with the latest effective date on or before that day (the one recorded
 *     last among changes of the same day), else the value the item started with; the terms start
 *     exactly on the days a change of quantity, price or tiers takes effect, each with the rate of
 *     the last such change recorded for that day;
 *  2. the contract bills exactly what the same changes applied in effective-date order bill.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { proposeLines } from '../billing/propose';
import type { PricingTier } from '../pricing';
import { type Rate, termIndexOn } from '../proration';
import type { Timing } from '../timing';
import { DAILY, FULL, d, fixed, newChargeItem, perUnit } from '../testing/fixtures';
import { type AmendmentCommand, type ChargeCustomization, applyAmendment } from './amendments';
import { type NewItem, createContract } from './build';
import { itemNameOn, settingsOn } from './settings';
import type { ContractDoc } from './types';

const START = d('2024-04-01');
const BASE_TIERS: PricingTier[] = [
  { upperLimit: '10', fee: 'PER_UNIT', price: '100' },
  { upperLimit: null, fee: 'PER_UNIT', price: '80' },
];
const TIERS: PricingTier[][] = [
  [
    { upperLimit: '5', fee: 'PER_UNIT', price: '300' },
    { upperLimit: null, fee: 'FLAT_FEE', price: '2000' },
  ],
  [{ upperLimit: null, fee: 'PER_UNIT', price: '45.5' }],
];
const BASE_TIMING: Timing = { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'FIRST_DAY' };
const BASE_DUE: Timing = { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'LAST_DAY' };

const charges = ['o1-a', 'o1-b'] as const;
type ChargeId = (typeof charges)[number];

/** Main item m1 and option o1 from 1 April 2024 for `months`: o1-a 1,500 per unit × 3, o1-b volume tiers × 12. */
function created(months: number): ContractDoc {
  const item = (id: string, chargeItems: NewItem['chargeItems']): NewItem => ({
    id,
    catalogItemId: `cat-${id}`,
    name: `Item ${id}`,
    startDate: id === 'm1' ? START : null,
    endDate: null,
    defaultContractTerm: { value: months, unit: 'UNIT_MONTHLY' },
    autoRenewal: { type: 'DISABLED', term: null },
    chargeItems,
  });
  const charge = (id: string, over: Partial<NewItem['chargeItems'][0]>) =>
    newChargeItem({
      id,
      catalogChargeItemId: `cat-${id}`,
      name: `Charge ${id}`,
      billingTiming: BASE_TIMING,
      billingDueTiming: BASE_DUE,
      ...over,
    });
  const r = createContract({
    id: 'k1',
    isDraft: false,
    paymentMethodId: 'pm1',
    customerId: 'c1',
    customerStaffId: 's1',
    services: [
      {
        mainItem: item('m1', [charge('m1-c', {})]),
        optionItems: [
          item('o1', [
            charge('o1-a', { quantity: '3', pricing: perUnit('1500') }),
            charge('o1-b', { quantity: '12', pricing: { model: 'VOLUME', price: '0', tiers: BASE_TIERS } }),
          ]),
        ],
      },
    ],
  });
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const rate: fc.Arbitrary<Rate> = fc.constantFrom(DAILY, FULL, fixed('0.5'));
const timing: fc.Arbitrary<Timing> = fc.oneof(
  fc.record({
    value: fc.integer({ min: -1, max: 1 }),
    unit: fc.constant('UNIT_MONTHLY' as const),
    monthlyOption: fc.constantFrom('FIRST_DAY' as const, 'LAST_DAY' as const, 'DAY_25' as const),
  }),
  fc.record({
    value: fc.integer({ min: 0, max: 20 }),
    unit: fc.constant('UNIT_DAILY' as const),
    monthlyOption: fc.constant('FIRST_DAY' as const),
  }),
);

type Change =
  | { kind: 'quantity'; offset: number; charge: ChargeId; quantity: number; rate: Rate }
  | {
      kind: 'customize';
      offset: number;
      charge: ChargeId;
      itemName: string | null;
      name: string | null;
      price: string | null;
      tiers: number | null;
      billingTiming: Timing | null;
      billingDueTiming: Timing | null;
    };

/** Offsets cluster on a few days (so changes share days) and spread over the whole span. */
const offset = (span: number) => fc.oneof(fc.constantFrom(0, 30, 61, 75), fc.integer({ min: 0, max: span }));

const change = (span: number): fc.Arbitrary<Change> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('quantity' as const),
      offset: offset(span),
      charge: fc.constantFrom(...charges),
      quantity: fc.integer({ min: 0, max: 30 }),
      rate,
    }),
    fc
      .record({
        kind: fc.constant('customize' as const),
        offset: offset(span),
        charge: fc.constantFrom(...charges),
        itemName: fc.option(fc.constantFrom('Gold', 'Silver'), { freq: 3 }),
        name: fc.option(fc.constantFrom('Seats', 'Licences', 'Desks'), { freq: 2 }),
        price: fc.option(fc.constantFrom('1500', '900', '2750.5'), { freq: 2 }),
        tiers: fc.option(fc.constantFrom(0, 1), { freq: 2 }),
        billingTiming: fc.option(timing, { freq: 2 }),
        billingDueTiming: fc.option(timing, { freq: 2 }),
      })
      // price only on the per-unit charge item, tiers only on the tiered one (as the API checks)
      .map((c) => ({ ...c, price: c.charge === 'o1-a' ? c.price : null, tiers: c.charge === 'o1-b' ? c.tiers : null })),
  );

function command(c: Change): AmendmentCommand {
  const from = addDays(START, c.offset);
  if (c.kind === 'quantity')
    return { type: 'changeQuantity', chargeItemId: c.charge, quantity: String(c.quantity), effectiveDate: from, changeRate: c.rate };
  const custom: ChargeCustomization = {
    chargeItemId: c.charge,
    name: c.name,
    price: c.price,
    tiers: c.tiers === null ? null : (TIERS[c.tiers] as PricingTier[]),
    billingTiming: c.billingTiming,
    billingDueTiming: c.billingDueTiming,
  };
  return { type: 'customizeOptionItem', itemId: 'o1', effectiveDate: from, name: c.itemName, chargeItems: [custom] };
}

function applyAll(doc: ContractDoc, commands: readonly AmendmentCommand[]): ContractDoc {
  return commands.reduce((current, c) => {
    const r = applyAmendment(current, c);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  }, doc);
}

type Attribute = 'quantity' | 'price' | 'tiers' | 'name' | 'billingTiming' | 'billingDueTiming';

/** What a change names, per charge item attribute, in the independent model. */
function named(c: Change): Array<[Attribute, unknown]> {
  if (c.kind === 'quantity') return [['quantity', String(c.quantity)]];
  const out: Array<[Attribute, unknown]> = [];
  if (c.price !== null) out.push(['price', c.price]);
  if (c.tiers !== null) out.push(['tiers', TIERS[c.tiers]]);
  if (c.name !== null) out.push(['name', c.name]);
  if (c.billingTiming !== null) out.push(['billingTiming', c.billingTiming]);
  if (c.billingDueTiming !== null) out.push(['billingDueTiming', c.billingDueTiming]);
  return out;
}

/** The value in force on `day`: the latest effective change naming it (ties: recorded last), else `start`. */
function fold(changes: readonly Change[], pick: (c: Change) => unknown | undefined, day: number, start: unknown): unknown {
  let value = start;
  let best = -1;
  for (const c of changes) {
    const v = pick(c);
    if (v === undefined || c.offset > day || c.offset < best) continue;
    best = c.offset;
    value = v;
  }
  return value;
}

describe('the timeline of effective-dated changes', () => {
  it('is the fold of its changes in effective-date order, whatever the recording order (fixed seed)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 24 })
          .chain((months) =>
            fc.tuple(fc.constant(months), fc.array(change(Math.round(months * 30.4) - 1), { minLength: 1, maxLength: 8 })),
          ),
        ([months, changes]) => {
          const base = created(months);
          const recorded = applyAll(base, changes.map(command));
          const end = recorded.items[1]!.endDate;
          const days = new Set<number>([0]);
          for (const c of changes) for (const n of [c.offset - 1, c.offset]) if (n >= 0) days.add(n);
          const option = recorded.items[1]!;
          for (const id of charges) {
            const charge = option.chargeItems.find((ch) => ch.id === id)!;
            const original = base.items[1]!.chargeItems.find((ch) => ch.id === id)!;
            const own = changes.filter((c) => c.charge === id);
            const start: Record<Attribute, unknown> = {
              quantity: original.terms[0]!.quantity,
              price: original.terms[0]!.pricing.price,
              tiers: original.terms[0]!.pricing.tiers,
              name: original.name,
              billingTiming: original.billingTiming,
              billingDueTiming: original.billingDueTiming,
            };
            for (const day of days) {
              const on = addDays(START, day);
              if (on > end) continue;
              const term = charge.terms[termIndexOn(charge.terms, on)]!;
              const settings = settingsOn(charge, on);
              const actual: Record<Attribute, unknown> = {
                quantity: term.quantity,
                price: term.pricing.price,
                tiers: term.pricing.tiers,
                ...settings,
              };
              const want = Object.fromEntries(
                (Object.keys(start) as Attribute[]).map((a) => [a, fold(own, (c) => named(c).find(([n]) => n === a)?.[1], day, start[a])]),
              );
              expect(actual, `${id} on ${on}`).toEqual(want);
              expect(itemNameOn(option, on), `item name on ${on}`).toBe(
                fold(changes, (c) => (c.kind === 'customize' && c.itemName !== null ? c.itemName : undefined), day, 'Item o1'),
              );
            }
            // terms start where a change of quantity, price or tiers takes effect, with the rate of the last recorded
            const termDays = [
              0,
              ...own.filter((c) => named(c).some(([a]) => a === 'quantity' || a === 'price' || a === 'tiers')).map((c) => c.offset),
            ];
            expect(charge.terms.map((t) => t.from)).toEqual([...new Set(termDays)].sort((a, b) => a - b).map((n) => addDays(START, n)));
            for (const t of charge.terms.slice(1)) {
              const last = own
                .filter((c) => addDays(START, c.offset) === t.from && named(c).some(([a]) => ['quantity', 'price', 'tiers'].includes(a)))
                .at(-1)!;
              expect(t.changeRate, `rate of the term from ${t.from}`).toEqual(last.kind === 'quantity' ? last.rate : DAILY);
            }
          }
          // the same changes applied in effective-date order bill the same, line by line
          const ordered = changes.map((c, i) => ({ c, i })).sort((a, b) => a.c.offset - b.c.offset || a.i - b.i);
          const inOrder = applyAll(
            base,
            ordered.map(({ c }) => command(c)),
          );
          const bill = (doc: ContractDoc) =>
            proposeLines({ contract: doc, knownOn: { contract: d('2024-01-01') } }).lines.map(
              (l) =>
                `${l.key} ${l.periodStart}..${l.periodEnd} ${l.subtotal.toFixed()} q=${l.quantity.toFixed()} ${l.billingDate} ${l.dueDate} ${l.name}`,
            );
          expect(bill(recorded)).toEqual(bill(inOrder));
          expect(recorded.items[1]!.name).toBe(inOrder.items[1]!.name);
          expect(recorded.items[1]!.chargeItems.map((ch) => [ch.name, ch.billingTiming, ch.billingDueTiming])).toEqual(
            inOrder.items[1]!.chargeItems.map((ch) => [ch.name, ch.billingTiming, ch.billingDueTiming]),
          );
        },
      ),
      { seed: 2025, numRuns: 3000 },
    );
  }, 120_000);
});
