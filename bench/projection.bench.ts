/**
 * Expected-billing projection of a 36-month contract with 10 charge items (issue 4 goal: ≤ 2 ms).
 * Run: node bin/run-ts.js bench/projection.bench.ts [iterations]
 */
import { asLocalDate, addDays } from '../src/domain/calendar';
import { projectExpectedBillings } from '../src/domain/billing/expected';
import type { UsageRecord } from '../src/domain/billing/types';
import { chargeItem, contract, contractItem, perUnit, flat, term, DAILY } from '../src/domain/testing/fixtures';
import type { PricingTier } from '../src/domain/pricing';

const start = asLocalDate('2024-04-16');
const end = asLocalDate('2027-04-15');
const tiers: PricingTier[] = [
  { upperLimit: '10', fee: 'PER_UNIT', price: '1000' },
  { upperLimit: '100', fee: 'PER_UNIT', price: '800' },
  { upperLimit: null, fee: 'FLAT_FEE', price: '50000' },
];
const charges = [
  chargeItem({ id: 'c0', terms: [term(start, '10', perUnit('1000')), term('2024-08-16', '20', perUnit('1000'), DAILY)] }),
  chargeItem({ id: 'c1', terms: [term(start, '1', flat('30000'))] }),
  chargeItem({ id: 'c2', terms: [term(start, '45', { model: 'TIERED', price: '0', tiers })] }),
  chargeItem({ id: 'c3', terms: [term(start, '45', { model: 'VOLUME', price: '0', tiers })] }),
  chargeItem({ id: 'c4', billingCycle: { value: 3, unit: 'UNIT_MONTHLY' }, terms: [term(start, '3', perUnit('5000'))] }),
  chargeItem({
    id: 'c5',
    billingCycle: { value: 12, unit: 'UNIT_MONTHLY' },
    billAllAtOnce: true,
    terms: [term(start, '1', flat('120000'))],
  }),
  chargeItem({
    id: 'c6',
    taxPercentage: '8',
    billingTiming: { value: -1, unit: 'UNIT_MONTHLY', monthlyOption: 'DAY_25' },
    terms: [term(start, '7', perUnit('333'))],
  }),
  chargeItem({ id: 'c7', type: 'ONE_TIME', terms: [term(start, '1', flat('100000'))] }),
  chargeItem({ id: 'c8', usageUnitId: 'u1', terms: [term(start, '0', { model: 'USAGE', price: '2.5', tiers: [] })] }),
  chargeItem({
    id: 'c9',
    rounding: 'ROUND_HALF_UP',
    terms: [term(start, '3', perUnit('999.9')), term('2025-01-10', '5', perUnit('999.9'), DAILY)],
  }),
];
const doc = contract([
  contractItem({
    id: 'i1',
    startDate: start,
    endDate: end,
    chargeItems: charges,
    defaultContractTerm: { value: 36, unit: 'UNIT_MONTHLY' },
  }),
]);
// 120 days of usage recorded so far
const usage: UsageRecord[] = Array.from({ length: 120 }, (_, i) => ({
  chargeItemId: 'c8',
  date: addDays(start, i),
  quantity: String(100 + i),
  recordedOn: addDays(start, i),
}));
const today = asLocalDate('2024-08-14');

const iterations = Number(process.argv[2] ?? 2000);
let billings = 0;
for (let i = 0; i < 200; i++) billings = projectExpectedBillings({ contract: doc, today, usage }).length;
const t0 = performance.now();
for (let i = 0; i < iterations; i++) projectExpectedBillings({ contract: doc, today, usage });
const perProjection = (performance.now() - t0) / iterations;
const lines = projectExpectedBillings({ contract: doc, today, usage }).reduce((n, b) => n + b.lines.length, 0);
console.log(`projection: 36-month contract, 10 charge items → ${billings} billings, ${lines} lines`);
console.log(
  `${perProjection.toFixed(3)} ms per projection (mean of ${iterations}; goal ≤ 2 ms) ${perProjection <= 2 ? 'OK' : 'OVER GOAL'}`,
);
