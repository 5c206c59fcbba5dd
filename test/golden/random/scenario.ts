/**
 * Random billing scenarios for test/golden/random/invariants.test.ts: the fast-check arbitrary of a
 * scenario, and a driver that plays one through the public HTTP API on a fresh sandbox tenant (the
 * test clock moves time; every call but the provider's tax rounding is an API call).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Client } from '../../helpers/app';
import { buildCatalogItem, buildPaymentMethod, buildUsageUnit } from '../../helpers/factories/catalog';
import { createCustomer } from '../../helpers/factories/customer';
import { createStaff } from '../../helpers/factories/staff';
import { jstDay } from '../../helpers/factories/billing';

// ---------- dates (plain ISO days, UTC arithmetic; no engine code) ----------
export const addDaysIso = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const addMonthsIso = (day: string, n: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + n;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  const last = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return `${ty}-${String(tm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
};

// ---------- the scenario ----------
export type Model = 'FLAT' | 'PER_UNIT' | 'VOLUME' | 'TIERED' | 'USAGE' | 'USAGE_VOLUME' | 'USAGE_TIERED';
export interface RateSpec { type: 'TYPE_DAILY_RATE' | 'TYPE_FULL_PRICE' | 'TYPE_FIXED_RATE'; fixedRateValue?: string }
export interface ChargeGen {
  model: Model;
  oneTime: boolean;
  price: string;
  quantity: number;
  cycle: 1 | 3 | 12;
  timing: { value: number; unit: 'UNIT_MONTHLY' | 'UNIT_DAILY'; monthlyOption: string };
  billAllAtOnce: boolean;
  startRate: RateSpec;
  endRate: RateSpec;
  tax: 10 | 8;
  rounding: 'ROUNDING_ROUND_DOWN' | 'ROUNDING_ROUND_UP' | 'ROUNDING_ROUND_HALF_UP';
}
export type Action =
  | { kind: 'advance'; after: number }
  | { kind: 'changequantity'; after: number; charge: number; quantity: number; effOffset: number; rate: RateSpec }
  | { kind: 'cancelcontract'; after: number; dateOffset: number }
  | { kind: 'canceloption'; after: number; dateOffset: number }
  | { kind: 'renew'; after: number }
  | { kind: 'usage'; after: number; charge: number; back: number; quantity: number }
  | { kind: 'early'; after: number }
  | { kind: 'invalidate'; after: number; pick: number };
export interface ScenarioGen {
  api: 'v1' | 'v2';
  taxRounding: 'ROUNDING_ROUND_DOWN' | 'ROUNDING_ROUND_UP' | 'ROUNDING_ROUND_HALF_UP';
  start: string;
  /** The clock is first moved to start + clockOffset (negative: before the start; positive: contract made late). */
  clockOffset: number;
  termMonths: 1 | 3 | 6 | 12;
  /** Auto-renewal of both catalog items (null: disabled). */
  autoRenewal: { value: number; unit: 'UNIT_MONTHLY' | 'UNIT_DAILY' } | null;
  main: ChargeGen[];
  option: ChargeGen[] | null;
  actions: Action[];
}

const rate: fc.Arbitrary<RateSpec> = fc.oneof(
  { arbitrary: fc.constant<RateSpec>({ type: 'TYPE_DAILY_RATE' }), weight: 3 },
  fc.constant<RateSpec>({ type: 'TYPE_FULL_PRICE' }),
  fc.constantFrom<RateSpec>({ type: 'TYPE_FIXED_RATE', fixedRateValue: '0.5' }, { type: 'TYPE_FIXED_RATE', fixedRateValue: '0.3' }),
);
const rounding = fc.constantFrom('ROUNDING_ROUND_DOWN', 'ROUNDING_ROUND_UP', 'ROUNDING_ROUND_HALF_UP') as fc.Arbitrary<ChargeGen['rounding']>;

const charge: fc.Arbitrary<ChargeGen> = fc.record({
  model: fc.constantFrom<Model>('FLAT', 'PER_UNIT', 'PER_UNIT', 'VOLUME', 'TIERED', 'USAGE', 'USAGE_VOLUME', 'USAGE_TIERED'),
  oneTime: fc.boolean(),
  price: fc.oneof(fc.integer({ min: 1, max: 50_000 }).map(String), fc.constantFrom('333.33', '1234.5', '99.99', '0.7')),
  quantity: fc.integer({ min: 0, max: 20 }),
  cycle: fc.constantFrom<1 | 3 | 12>(1, 1, 3, 12),
  timing: fc.oneof(
    { arbitrary: fc.record({ value: fc.integer({ min: -1, max: 1 }), unit: fc.constant<'UNIT_MONTHLY'>('UNIT_MONTHLY'), monthlyOption: fc.constantFrom('MONTHLY_OPTION_FIRST_DAY_OF_MONTH', 'MONTHLY_OPTION_DAY_15', 'MONTHLY_OPTION_DAY_25', 'MONTHLY_OPTION_DAY_31', 'MONTHLY_OPTION_LAST_DAY_OF_MONTH') }), weight: 4 },
    fc.record({ value: fc.integer({ min: 0, max: 10 }), unit: fc.constant<'UNIT_DAILY'>('UNIT_DAILY'), monthlyOption: fc.constant('MONTHLY_OPTION_UNSPECIFIED') }),
  ),
  billAllAtOnce: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  startRate: rate,
  endRate: rate,
  tax: fc.constantFrom<10 | 8>(10, 8),
  rounding,
}).map((c) => {
  const oneTime = c.oneTime && (c.model === 'FLAT' || c.model === 'PER_UNIT') && c.cycle === 1;
  return { ...c, oneTime, billAllAtOnce: c.billAllAtOnce && !oneTime };
});

const after = fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 70 }));
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), after }),
  { arbitrary: fc.record({ kind: fc.constant('changequantity' as const), after, charge: fc.nat(5), quantity: fc.integer({ min: 0, max: 25 }), effOffset: fc.integer({ min: -60, max: 90 }), rate }), weight: 3 },
  fc.record({ kind: fc.constant('cancelcontract' as const), after, dateOffset: fc.integer({ min: -30, max: 120 }) }),
  fc.record({ kind: fc.constant('canceloption' as const), after, dateOffset: fc.integer({ min: -30, max: 120 }) }),
  fc.record({ kind: fc.constant('renew' as const), after }),
  { arbitrary: fc.record({ kind: fc.constant('usage' as const), after, charge: fc.nat(5), back: fc.integer({ min: 0, max: 60 }), quantity: fc.integer({ min: 0, max: 300 }) }), weight: 3 },
  fc.record({ kind: fc.constant('early' as const), after }),
  fc.record({ kind: fc.constant('invalidate' as const), after, pick: fc.nat(10) }),
);

export const scenarioArb: fc.Arbitrary<ScenarioGen> = fc.record({
  api: fc.constantFrom<'v1' | 'v2'>('v1', 'v2'),
  taxRounding: rounding,
  start: fc.record({ m: fc.integer({ min: 1, max: 12 }), d: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 28 })) })
    .map(({ m, d }) => `2031-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  clockOffset: fc.oneof({ arbitrary: fc.integer({ min: -40, max: -1 }), weight: 4 }, fc.integer({ min: 0, max: 45 })),
  termMonths: fc.constantFrom<1 | 3 | 6 | 12>(1, 3, 6, 12, 12),
  autoRenewal: fc.option(fc.constantFrom({ value: -1, unit: 'UNIT_MONTHLY' as const }, { value: 0, unit: 'UNIT_DAILY' as const }, { value: -10, unit: 'UNIT_DAILY' as const }), { freq: 3 }),
  main: fc.array(charge, { minLength: 1, maxLength: 3 }),
  option: fc.option(fc.array(charge, { minLength: 1, maxLength: 1 }), { freq: 3 }),
  actions: fc.array(action, { minLength: 0, maxLength: Number(process.env.INVARIANT_MAX_ACTIONS ?? 4) }),
});

// ---------- catalog wire ----------
const tierLimits = ['10', '50'];
function pricingWire(g: ChargeGen, usageUnitId: string | null): Record<string, unknown> {
  const tiers = (flatFirst: boolean) => [
    flatFirst ? { upperLimit: tierLimits[0], kind: 'KIND_FLAT_FEE', price: g.price } : { upperLimit: tierLimits[0], kind: 'KIND_PER_UNIT', unitPrice: g.price },
    { upperLimit: tierLimits[1], kind: 'KIND_PER_UNIT', unitPrice: '80' },
    { kind: 'KIND_PER_UNIT', unitPrice: '50.5' },
  ];
  const usage = usageUnitId ? { usageUnitId } : {};
  switch (g.model) {
    case 'FLAT': return { pricingModel: { type: 'TYPE_FLAT_FEE', price: g.price } };
    case 'PER_UNIT': return { pricingModel: { type: 'TYPE_PER_UNIT', price: g.price } };
    case 'VOLUME': return { pricingModel: { type: 'TYPE_VOLUME', tiers: tiers(false) } };
    case 'TIERED': return { pricingModel: { type: 'TYPE_TIERED', tiers: tiers(g.price.length % 2 === 0) } };
    case 'USAGE': return { pricingModel: { type: 'TYPE_USAGE', price: g.price }, ...usage };
    case 'USAGE_VOLUME': return { pricingModel: { type: 'TYPE_VOLUME', tiers: tiers(false) }, ...usage };
    case 'USAGE_TIERED': return { pricingModel: { type: 'TYPE_TIERED', tiers: tiers(true) }, ...usage };
  }
}
export const isUsage = (g: ChargeGen): boolean => g.model.startsWith('USAGE');

function chargeWire(g: ChargeGen, i: number, usageUnitId: string | null): Record<string, unknown> {
  return {
    name: `Charge ${i + 1}`,
    type: g.oneTime ? 'TYPE_ONE_TIME' : 'TYPE_RECURRING',
    ...pricingWire(g, usageUnitId),
    billingCycle: { value: g.cycle, unit: 'UNIT_MONTHLY' },
    billingTiming: g.timing,
    billAllAtOnce: g.billAllAtOnce,
    startDailyRate: g.startRate,
    endDailyRate: g.endRate,
    taxPercentage: g.tax,
    rounding: g.rounding,
  };
}

// ---------- the world of one tenant ----------
export interface World {
  contractId: string;
  /** Every charge item in a stable order (main's, then option's) with its spec. */
  charges: Array<{ id: string; itemId: string; gen: ChargeGen; usageUnitId: string | null }>;
  mainItemId: string;
  optionItemId: string | null;
}

/** Catalog items, customer, payment method and the contract (v1 or v2) through the API. */
export async function createWorld(c: Client, g: ScenarioGen): Promise<World> {
  const units = await Promise.all([...g.main, ...(g.option ?? [])].map(async (ch) => (isUsage(ch) ? (await buildUsageUnit(c)).id : null)));
  const mainUnits = units.slice(0, g.main.length);
  const optUnits = units.slice(g.main.length);
  const term = { value: g.termMonths, unit: 'UNIT_MONTHLY' };
  const autoRenewal = g.autoRenewal ? { type: 'TYPE_ENABLED', term: g.autoRenewal } : { type: 'TYPE_DISABLED' };
  const mainCat = await buildCatalogItem(c, { usage: 'USAGE_MAIN', defaultContractTerm: term, autoRenewal, catalogChargeItems: g.main.map((ch, i) => chargeWire(ch, i, mainUnits[i]!)) });
  const optCat = g.option ? await buildCatalogItem(c, { usage: 'USAGE_OPTION', defaultContractTerm: term, autoRenewal, catalogChargeItems: g.option.map((ch, i) => chargeWire(ch, i, optUnits[i]!)) }) : null;
  const customer = await createCustomer(c);
  const staff = await createStaff(c, customer.id);
  const pm = await buildPaymentMethod(c);
  const qty = (ch: ChargeGen) => (isUsage(ch) || ch.model === 'FLAT' ? {} : { quantity: ch.quantity });
  const chargesOf = (cat: typeof mainCat, gens: ChargeGen[]) => cat.catalogChargeItems.map((ci, i) => ({ catalogChargeItemId: ci.id, ...qty(gens[i]!) }));
  let mainItem: { id: string; chargeItems: Array<{ id: string }> };
  let optionItem: { id: string; chargeItems: Array<{ id: string }> } | null = null;
  let contractId: string;
  if (g.api === 'v1') {
    const res = await c.post<{ contract: { id: string; mainItems: Array<{ id: string; chargeItems: Array<{ id: string }>; optionItems: Array<{ id: string; chargeItems: Array<{ id: string }> }> }> } }>('/v1/contract/create', {
      customer: { id: customer.id, customerStaffId: staff.id },
      paymentMethodId: pm.id,
      mainItems: [{ catalogItemId: mainCat.id, startDate: g.start, chargeItems: chargesOf(mainCat, g.main), ...(optCat ? { optionItems: [{ catalogItemId: optCat.id, chargeItems: chargesOf(optCat, g.option!) }] } : {}) }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    contractId = res.body.contract.id;
    mainItem = res.body.contract.mainItems[0]!;
    optionItem = mainItem && res.body.contract.mainItems[0]!.optionItems[0] ? res.body.contract.mainItems[0]!.optionItems[0] : null;
  } else {
    type V2Item = { id: string; chargeItems: Array<{ id: string }> };
    const res = await c.post<{ contract: { id: string; services: Array<{ mainItem: V2Item; optionItems: V2Item[] }> } }>('/v2/contract/create', {
      customer: { id: customer.id, customerStaffId: staff.id },
      paymentMethodId: pm.id,
      mainItem: { catalogItemIdentifier: { catalogItemId: mainCat.id }, startDate: g.start, chargeItems: chargesOf(mainCat, g.main) },
      ...(optCat ? { optionItems: [{ catalogItemIdentifier: { catalogItemId: optCat.id }, chargeItems: chargesOf(optCat, g.option!) }] } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    contractId = res.body.contract.id;
    mainItem = res.body.contract.services[0]!.mainItem;
    optionItem = res.body.contract.services[0]!.optionItems[0] ?? null;
  }
  const charges = [
    ...mainItem.chargeItems.map((ci, i) => ({ id: ci.id, itemId: mainItem.id, gen: g.main[i]!, usageUnitId: mainUnits[i]! })),
    ...(optionItem ? optionItem.chargeItems.map((ci, i) => ({ id: ci.id, itemId: optionItem.id, gen: g.option![i]!, usageUnitId: optUnits[i]! })) : []),
  ];
  return { contractId, charges, mainItemId: mainItem.id, optionItemId: optionItem?.id ?? null };
}

// ---------- reading billings ----------
export interface WireLine { id: string; contractChargeItemId: string; kind: string; periodStart: string; periodEnd: string; quantity: string; unitPrice: string; subtotal: string; taxPercentage: string }
export interface WireBilling {
  id: string; status: string; billingDate: string; billingDueDate: string; billingIssueDate: string; subtotal: string; tax: string; total: string; paidAmount: string;
  taxes: Array<{ taxPercentage: string; subtotal: string; tax: string }>; billingItems: WireLine[];
}

export async function allBillings(c: Client, contractId: string): Promise<WireBilling[]> {
  const out: WireBilling[] = [];
  let pageToken = '';
  for (;;) {
    const res = await c.post<{ billings: WireBilling[]; nextPageToken: string }>('/v1/billing/listbycontract', { id: contractId, pageSize: 100, ...(pageToken ? { pageToken } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.billings);
    pageToken = res.body.nextPageToken;
    if (!pageToken) return out;
  }
}

export interface WireExpected { billingDate: string; dueDate: string; subtotal: string; totalTaxAmount: string; total: string; taxes: WireBilling['taxes']; items: Omit<WireLine, 'id'>[] }
export async function expectedBillings(c: Client, contractId: string): Promise<WireExpected[]> {
  const out: WireExpected[] = [];
  let pageToken = '';
  for (;;) {
    const res = await c.post<{ expectedBillings: WireExpected[]; nextPageToken: string }>('/v1/expectedbilling/listbycontract', { id: contractId, pageSize: 100, ...(pageToken ? { pageToken } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.expectedBillings);
    pageToken = res.body.nextPageToken;
    if (!pageToken) return out;
  }
}

export async function clockDay(c: Client): Promise<string> {
  const res = await c.post<{ now: string }>('/v1/testclock/get', {});
  expect(res.status).toBe(200);
  return jstDay(res.body.now);
}

/** The latest end date of any item of the contract (v1 get). */
export async function contractEnd(c: Client, contractId: string): Promise<string> {
  const res = await c.post<{ contract: { mainItems: Array<{ endDate: string; optionItems: Array<{ endDate: string }> }> } }>('/v1/contract/get', { id: contractId });
  expect(res.status).toBe(200);
  const ends = res.body.contract.mainItems.flatMap((m) => [m.endDate, ...m.optionItems.map((o) => o.endDate)]).map(jstDay);
  return ends.sort().at(-1)!;
}
