/**
 * Random billing scenarios for test/golden/random/invariants.test.ts: the fast-check arbitrary of a
 * scenario, the catalog and contract it starts from (made through the public HTTP API on a fresh
 * sandbox tenant), and the world of ids the actions (actions.ts) pick from.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Client } from '../../helpers/app';
import { buildCatalogItem, buildPaymentMethod, buildUsageUnit } from '../../helpers/factories/catalog';
import { createCustomer } from '../../helpers/factories/customer';
import { createStaff } from '../../helpers/factories/staff';
import type { Db } from '../../../src/db/db';

// ---------- dates (plain ISO days, UTC arithmetic; no engine code) ----------
export const addDaysIso = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
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
export interface RateSpec {
  type: 'TYPE_DAILY_RATE' | 'TYPE_FULL_PRICE' | 'TYPE_FIXED_RATE';
  fixedRateValue?: string;
}
export interface WireTiming {
  value: number;
  unit: 'UNIT_MONTHLY' | 'UNIT_DAILY';
  monthlyOption: string;
}
export interface ChargeGen {
  model: Model;
  oneTime: boolean;
  price: string;
  quantity: number;
  cycle: 1 | 3 | 12;
  timing: WireTiming;
  billAllAtOnce: boolean;
  startRate: RateSpec;
  endRate: RateSpec;
  tax: 10 | 8;
  rounding: 'ROUNDING_ROUND_DOWN' | 'ROUNDING_ROUND_UP' | 'ROUNDING_ROUND_HALF_UP';
}
/** JST hour of the day the clock is moved to before an action (24: the end of the day). */
export type At = 3 | 15 | 24;
type Picked = { pick: number };
export type Action = { after: number; at: At } & (
  | { kind: 'advance' }
  | {
      kind: 'changequantity';
      charge: number;
      quantity: number;
      effOffset: number;
      rate: RateSpec;
      /** Set: the charge item is one of the option item `pick` (inside a burst of reordered changes). */
      onOption?: { pick: number };
    }
  | { kind: 'cancelcontract'; dateOffset: number }
  | ({ kind: 'canceloption'; dateOffset: number } & Picked)
  | ({ kind: 'cancelservice'; dateOffset: number } & Picked)
  | ({ kind: 'renew' } & Picked)
  | { kind: 'usage'; charge: number; back: number; quantity: number }
  | { kind: 'early' }
  | ({ kind: 'invalidate' } & Picked)
  | ({ kind: 'changemainitem'; effOffset: number | null } & Picked)
  | ({ kind: 'changeoptionitem'; effOffset: number } & Picked)
  | ({ kind: 'addoptionitem'; effOffset: number } & Picked)
  | ({
      kind: 'customizeoptionitem';
      effOffset: number;
      price: string;
      tiers: boolean;
      /** New billing and due timings (wire), a new charge item name and a new item name; null: unchanged. */
      timing: WireTiming | null;
      dueTiming: WireTiming | null;
      name: string | null;
      itemName: string | null;
    } & Picked)
  | { kind: 'cancelamendment' }
  | ({ kind: 'pay'; partial: boolean } & Picked)
  /** A credit note on one of the customer's invoices: `share` per mille of what it still holds at its first rate. */
  | ({ kind: 'creditnote'; share: number; outside: boolean } & Picked)
  | ({ kind: 'status'; status: 'STATUS_UNBILLED' | 'STATUS_INVOICE_CREATED' | 'STATUS_POSTED' } & Picked)
  | { kind: 'addservice'; startOffset: number }
  /** Quantity changes and customizations recorded one after the other, effective before and after each other. */
  | { kind: 'reordered'; changes: Array<Extract<Action, { kind: 'changequantity' | 'customizeoptionitem' }>> }
);
export interface ScenarioGen {
  api: 'v1' | 'v2';
  taxRounding: 'ROUNDING_ROUND_DOWN' | 'ROUNDING_ROUND_UP' | 'ROUNDING_ROUND_HALF_UP';
  /** The provider's daily bill-run hour (JST). */
  billRunHour: number;
  start: string;
  /** The clock is first moved to start + clockOffset (negative: before the start; positive: contract made late). */
  clockOffset: number;
  termMonths: 1 | 3 | 6 | 12;
  /** Auto-renewal of both catalog items (null: disabled). */
  autoRenewal: { value: number; unit: 'UNIT_MONTHLY' | 'UNIT_DAILY' } | null;
  main: ChargeGen[];
  /** The option catalog item (addoptionitem, changeoptionitem) and whether the contract starts with it. */
  option: ChargeGen[];
  withOption: boolean;
  /** A second main catalog item: changemainitem, and (v2) the extra services. */
  alt: ChargeGen[];
  /** v2: services added on the creation day (service/add), besides the first. */
  extraServices: 0 | 1;
  /** The customer's billing profile (docs/invoices.md): per billing, or monthly closing on a day. */
  billingProfile: { invoicing: 'INVOICING_PER_BILLING' | 'INVOICING_MONTHLY_CLOSING'; closingDay: number; holidayRule: string };
  actions: Action[];
}

const rate: fc.Arbitrary<RateSpec> = fc.oneof(
  { arbitrary: fc.constant<RateSpec>({ type: 'TYPE_DAILY_RATE' }), weight: 3 },
  fc.constant<RateSpec>({ type: 'TYPE_FULL_PRICE' }),
  fc.constantFrom<RateSpec>({ type: 'TYPE_FIXED_RATE', fixedRateValue: '0.5' }, { type: 'TYPE_FIXED_RATE', fixedRateValue: '0.3' }),
);
const rounding = fc.constantFrom('ROUNDING_ROUND_DOWN', 'ROUNDING_ROUND_UP', 'ROUNDING_ROUND_HALF_UP') as fc.Arbitrary<
  ChargeGen['rounding']
>;

const billingTiming: fc.Arbitrary<WireTiming> = fc.oneof(
  {
    arbitrary: fc.record({
      value: fc.integer({ min: -1, max: 1 }),
      unit: fc.constant<'UNIT_MONTHLY'>('UNIT_MONTHLY'),
      monthlyOption: fc.constantFrom(
        'MONTHLY_OPTION_FIRST_DAY_OF_MONTH',
        'MONTHLY_OPTION_DAY_15',
        'MONTHLY_OPTION_DAY_25',
        'MONTHLY_OPTION_DAY_31',
        'MONTHLY_OPTION_LAST_DAY_OF_MONTH',
      ),
    }),
    weight: 4,
  },
  fc.record({
    value: fc.integer({ min: 0, max: 10 }),
    unit: fc.constant<'UNIT_DAILY'>('UNIT_DAILY'),
    monthlyOption: fc.constant('MONTHLY_OPTION_UNSPECIFIED'),
  }),
);
/** Due timings are counted forward from the billing date (value ≥ 0). */
const dueTiming: fc.Arbitrary<WireTiming> = fc.oneof(
  fc.record({
    value: fc.integer({ min: 0, max: 2 }),
    unit: fc.constant<'UNIT_MONTHLY'>('UNIT_MONTHLY'),
    monthlyOption: fc.constantFrom('MONTHLY_OPTION_DAY_10', 'MONTHLY_OPTION_LAST_DAY_OF_MONTH'),
  }),
  fc.record({
    value: fc.integer({ min: 0, max: 20 }),
    unit: fc.constant<'UNIT_DAILY'>('UNIT_DAILY'),
    monthlyOption: fc.constant('MONTHLY_OPTION_UNSPECIFIED'),
  }),
);

const charge: fc.Arbitrary<ChargeGen> = fc
  .record({
    model: fc.constantFrom<Model>('FLAT', 'PER_UNIT', 'PER_UNIT', 'VOLUME', 'TIERED', 'USAGE', 'USAGE_VOLUME', 'USAGE_TIERED'),
    oneTime: fc.boolean(),
    price: fc.oneof(fc.integer({ min: 1, max: 50_000 }).map(String), fc.constantFrom('333.33', '1234.5', '99.99', '0.7')),
    quantity: fc.integer({ min: 0, max: 20 }),
    cycle: fc.constantFrom<1 | 3 | 12>(1, 1, 3, 12),
    timing: billingTiming,
    billAllAtOnce: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    startRate: rate,
    endRate: rate,
    tax: fc.constantFrom<10 | 8>(10, 8),
    rounding,
  })
  .map((c) => {
    const oneTime = c.oneTime && (c.model === 'FLAT' || c.model === 'PER_UNIT') && c.cycle === 1;
    return { ...c, oneTime, billAllAtOnce: c.billAllAtOnce && !oneTime };
  });

const after = fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 70 }));
const at = fc.constantFrom<At>(24, 24, 3, 15);
const pick = fc.nat(5);
const eff = fc.integer({ min: -60, max: 90 });
const step = <T extends Record<string, unknown>>(fields: { [K in keyof T]: fc.Arbitrary<T[K]> }, weight = 1) => ({
  arbitrary: fc.record({ after, at, ...fields }) as unknown as fc.Arbitrary<Action>,
  weight,
});
const quantityFields = { quantity: fc.integer({ min: 0, max: 25 }), effOffset: eff, rate };
const customizeFields = {
  effOffset: eff,
  price: fc.constantFrom('0', '450', '1234', '99999'),
  tiers: fc.boolean(),
  timing: fc.option(billingTiming, { freq: 2 }),
  dueTiming: fc.option(dueTiming, { freq: 3 }),
  name: fc.option(fc.constantFrom('Renamed', 'Support+'), { freq: 3 }),
  itemName: fc.option(fc.constant('Option+'), { freq: 3 }),
};
/** Two to four changes of one option item's charge items (or of one charge item anywhere), in random effective order. */
const reordered: fc.Arbitrary<Action> = fc
  .record({
    after,
    at,
    pick,
    charge: fc.nat(5),
    changes: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('changequantity' as const), onOption: fc.boolean(), ...quantityFields }),
        fc.record({ kind: fc.constant('customizeoptionitem' as const), ...customizeFields }),
      ),
      { minLength: 2, maxLength: 4 },
    ),
  })
  .map(({ pick: p, charge: n, changes, ...rest }) => ({
    ...rest,
    kind: 'reordered' as const,
    changes: changes.map((c) =>
      c.kind === 'changequantity'
        ? { ...c, after: 0, at: 24 as At, charge: n, onOption: c.onOption ? { pick: p } : undefined }
        : { ...c, after: 0, at: 24 as At, pick: p },
    ),
  }));
const action: fc.Arbitrary<Action> = fc.oneof(
  step({ kind: fc.constant('advance') }),
  step({ kind: fc.constant('changequantity'), charge: fc.nat(5), ...quantityFields }, 3),
  step({ kind: fc.constant('cancelcontract'), dateOffset: fc.integer({ min: -30, max: 120 }) }),
  step({ kind: fc.constant('canceloption'), pick, dateOffset: fc.integer({ min: -30, max: 120 }) }),
  step({ kind: fc.constant('cancelservice'), pick, dateOffset: fc.integer({ min: -30, max: 120 }) }),
  step({ kind: fc.constant('renew'), pick }),
  step(
    { kind: fc.constant('usage'), charge: fc.nat(5), back: fc.integer({ min: 0, max: 60 }), quantity: fc.integer({ min: 0, max: 300 }) },
    3,
  ),
  step({ kind: fc.constant('early') }),
  step({ kind: fc.constant('invalidate'), pick: fc.nat(10) }),
  step({ kind: fc.constant('changemainitem'), pick, effOffset: fc.option(eff, { freq: 4 }) }, 2),
  step({ kind: fc.constant('changeoptionitem'), pick, effOffset: eff }, 2),
  step({ kind: fc.constant('addoptionitem'), pick, effOffset: eff }, 2),
  step({ kind: fc.constant('customizeoptionitem'), pick, ...customizeFields }, 2),
  { arbitrary: reordered, weight: 3 },
  step({ kind: fc.constant('cancelamendment') }, 2),
  step({ kind: fc.constant('pay'), pick: fc.nat(10), partial: fc.boolean() }),
  step({ kind: fc.constant('creditnote'), pick: fc.nat(10), share: fc.integer({ min: 1, max: 1100 }), outside: fc.boolean() }),
  step({
    kind: fc.constant('status'),
    pick: fc.nat(10),
    status: fc.constantFrom('STATUS_UNBILLED', 'STATUS_INVOICE_CREATED', 'STATUS_POSTED'),
  }),
  step({ kind: fc.constant('addservice'), startOffset: fc.integer({ min: -20, max: 60 }) }),
);

const billingProfile: fc.Arbitrary<ScenarioGen['billingProfile']> = fc.record({
  invoicing: fc.constantFrom<ScenarioGen['billingProfile']['invoicing']>('INVOICING_PER_BILLING', 'INVOICING_MONTHLY_CLOSING'),
  closingDay: fc.constantFrom(0, 0, 10, 20, 25),
  holidayRule: fc.constantFrom('HOLIDAY_RULE_NONE', 'HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY', 'HOLIDAY_RULE_NEXT_BUSINESS_DAY'),
});

export const scenarioArb: fc.Arbitrary<ScenarioGen> = fc.record({
  api: fc.constantFrom<'v1' | 'v2'>('v1', 'v2'),
  billingProfile,
  taxRounding: rounding,
  billRunHour: fc.constantFrom(6, 6, 0, 9, 13, 23),
  start: fc
    .record({ m: fc.integer({ min: 1, max: 12 }), d: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 28 })) })
    .map(({ m, d }) => `2031-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  clockOffset: fc.oneof({ arbitrary: fc.integer({ min: -40, max: -1 }), weight: 4 }, fc.integer({ min: 0, max: 45 })),
  termMonths: fc.constantFrom<1 | 3 | 6 | 12>(1, 3, 6, 12, 12),
  autoRenewal: fc.option(
    fc.constantFrom(
      { value: -1, unit: 'UNIT_MONTHLY' as const },
      { value: 0, unit: 'UNIT_DAILY' as const },
      { value: -10, unit: 'UNIT_DAILY' as const },
    ),
    { freq: 3 },
  ),
  main: fc.array(charge, { minLength: 1, maxLength: 3 }),
  option: fc.array(charge, { minLength: 1, maxLength: 1 }),
  withOption: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
  alt: fc.array(charge, { minLength: 1, maxLength: 2 }),
  extraServices: fc.constantFrom<0 | 1>(0, 0, 1),
  actions: fc.array(action, { minLength: 0, maxLength: Number(process.env.INVARIANT_MAX_ACTIONS ?? 5) }),
});

// ---------- catalog wire ----------
const tierLimits = ['10', '50'];
function pricingWire(g: ChargeGen, usageUnitId: string | null): Record<string, unknown> {
  const tiers = (flatFirst: boolean) => [
    flatFirst
      ? { upperLimit: tierLimits[0], kind: 'KIND_FLAT_FEE', price: g.price }
      : { upperLimit: tierLimits[0], kind: 'KIND_PER_UNIT', unitPrice: g.price },
    { upperLimit: tierLimits[1], kind: 'KIND_PER_UNIT', unitPrice: '80' },
    { kind: 'KIND_PER_UNIT', unitPrice: '50.5' },
  ];
  const usage = usageUnitId ? { usageUnitId } : {};
  switch (g.model) {
    case 'FLAT':
      return { pricingModel: { type: 'TYPE_FLAT_FEE', price: g.price } };
    case 'PER_UNIT':
      return { pricingModel: { type: 'TYPE_PER_UNIT', price: g.price } };
    case 'VOLUME':
      return { pricingModel: { type: 'TYPE_VOLUME', tiers: tiers(false) } };
    case 'TIERED':
      return { pricingModel: { type: 'TYPE_TIERED', tiers: tiers(g.price.length % 2 === 0) } };
    case 'USAGE':
      return { pricingModel: { type: 'TYPE_USAGE', price: g.price }, ...usage };
    case 'USAGE_VOLUME':
      return { pricingModel: { type: 'TYPE_VOLUME', tiers: tiers(false) }, ...usage };
    case 'USAGE_TIERED':
      return { pricingModel: { type: 'TYPE_TIERED', tiers: tiers(true) }, ...usage };
  }
}
export const isUsage = (g: ChargeGen): boolean => g.model.startsWith('USAGE');

/**
 * customizeoptionitem: a new price for a price model, new tiers for a tiered one; new billing and due
 * timings and a new name when given.
 */
export function customization(
  g: ChargeGen,
  a: { price: string; tiers: boolean; timing: WireTiming | null; dueTiming: WireTiming | null; name: string | null },
): Record<string, unknown> {
  const rest = {
    ...(a.timing ? { billingTiming: a.timing } : {}),
    ...(a.dueTiming ? { billingDueTiming: a.dueTiming } : {}),
    ...(a.name ? { name: a.name } : {}),
  };
  if (g.model === 'VOLUME' || g.model === 'TIERED' || g.model === 'USAGE_VOLUME' || g.model === 'USAGE_TIERED') {
    if (!a.tiers) return rest;
    return {
      ...rest,
      tiers: [
        { upperLimit: '5', kind: 'KIND_PER_UNIT', unitPrice: a.price },
        { upperLimit: '40', kind: 'KIND_FLAT_FEE', price: '700' },
        { kind: 'KIND_PER_UNIT', unitPrice: '12.5' },
      ],
    };
  }
  return { ...rest, price: a.price };
}

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
interface CatalogRef {
  id: string;
  charges: Array<{ catalogChargeItemId: string; gen: ChargeGen }>;
}
export interface WorldCharge {
  id: string;
  itemId: string;
  gen: ChargeGen;
  usageUnitId: string | null;
}
export interface World {
  tenantId: string;
  contractId: string;
  catalog: { main: CatalogRef; option: CatalogRef; alt: CatalogRef };
  /** Every charge item of the contract in document order (positions are the same in a twin). */
  charges: WorldCharge[];
  /** Main and option item ids in document order. */
  mains: string[];
  options: string[];
}

const quantityOf = (ch: ChargeGen) => (isUsage(ch) || ch.model === 'FLAT' ? {} : { quantity: ch.quantity });
/** Contract charge items of a catalog item (v1 and v2 wire): every catalog charge item with its quantity. */
export const chargesOf = (cat: CatalogRef) =>
  cat.charges.map((ci) => ({ catalogChargeItemId: ci.catalogChargeItemId, ...quantityOf(ci.gen) }));

async function catalog(c: Client, usage: 'USAGE_MAIN' | 'USAGE_OPTION', g: ScenarioGen, gens: ChargeGen[]): Promise<CatalogRef> {
  const units = await Promise.all(gens.map(async (ch) => (isUsage(ch) ? (await buildUsageUnit(c)).id : null)));
  const term = { value: g.termMonths, unit: 'UNIT_MONTHLY' };
  const autoRenewal = g.autoRenewal ? { type: 'TYPE_ENABLED', term: g.autoRenewal } : { type: 'TYPE_DISABLED' };
  const item = await buildCatalogItem(c, {
    usage,
    defaultContractTerm: term,
    autoRenewal,
    catalogChargeItems: gens.map((ch, i) => chargeWire(ch, i, units[i]!)),
  });
  return { id: item.id, charges: item.catalogChargeItems.map((ci, i) => ({ catalogChargeItemId: ci.id, gen: gens[i]! })) };
}

/** Reads the contract document (the database is read for ids and positions only) into the world. */
export async function refreshWorld(db: Db, w: World): Promise<World> {
  const row = await db
    .selectFrom('contract')
    .select(['doc'])
    .where('tenant_id', '=', w.tenantId)
    .where('id', '=', w.contractId)
    .executeTakeFirstOrThrow();
  const gens = new Map(
    [w.catalog.main, w.catalog.option, w.catalog.alt].flatMap((cat) => cat.charges.map((ci) => [ci.catalogChargeItemId, ci.gen] as const)),
  );
  const items = row.doc.items;
  return {
    ...w,
    charges: items.flatMap((item) =>
      item.chargeItems.map((ch) => ({ id: ch.id, itemId: item.id, gen: gens.get(ch.catalogChargeItemId)!, usageUnitId: ch.usageUnitId })),
    ),
    mains: items.filter((i) => i.role === 'MAIN').map((i) => i.id),
    options: items.filter((i) => i.role === 'OPTION').map((i) => i.id),
  };
}

/** Catalog items, customer, payment method and the contract (v1, or v2 with its extra services) through the API. */
export async function createWorld(c: Client, db: Db, tenantId: string, g: ScenarioGen): Promise<World> {
  const main = await catalog(c, 'USAGE_MAIN', g, g.main);
  const option = await catalog(c, 'USAGE_OPTION', g, g.option);
  const alt = await catalog(c, 'USAGE_MAIN', g, g.alt);
  const customer = await createCustomer(c, { billingProfile: g.billingProfile });
  const staff = await createStaff(c, customer.id);
  const pm = await buildPaymentMethod(c);
  let contractId: string;
  if (g.api === 'v1') {
    const res = await c.post<{ contract: { id: string } }>('/v1/contract/create', {
      customer: { id: customer.id, customerStaffId: staff.id },
      paymentMethodId: pm.id,
      mainItems: [
        {
          catalogItemId: main.id,
          startDate: g.start,
          chargeItems: chargesOf(main),
          ...(g.withOption ? { optionItems: [{ catalogItemId: option.id, chargeItems: chargesOf(option) }] } : {}),
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    contractId = res.body.contract.id;
  } else {
    const res = await c.post<{ contract: { id: string } }>('/v2/contract/create', {
      customer: { id: customer.id, customerStaffId: staff.id },
      paymentMethodId: pm.id,
      mainItem: { catalogItemIdentifier: { catalogItemId: main.id }, startDate: g.start, chargeItems: chargesOf(main) },
      ...(g.withOption ? { optionItems: [{ catalogItemIdentifier: { catalogItemId: option.id }, chargeItems: chargesOf(option) }] } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    contractId = res.body.contract.id;
    for (let n = 0; n < g.extraServices; n++) {
      const added = await c.post('/v2/contract/service/add', {
        contract: { contractId },
        mainItem: { catalogItemIdentifier: { catalogItemId: alt.id }, startDate: g.start, chargeItems: chargesOf(alt) },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
  }
  return refreshWorld(db, { tenantId, contractId, catalog: { main, option, alt }, charges: [], mains: [], options: [] });
}
