/**
 * Contract items from a request plus the catalog (docs/contracts.md "Defaults"): every omitted field
 * is taken from the catalog item; overrides of price, tiers, quantity and timings are checked with
 * the same rules as the catalog's. Produces the domain's NewItem; the domain builds the item.
 */
import { invalidField } from '../api/errors';
import { businessDateIn } from '../api/datetime';
import type { AutoRenewalIn, TermIn, TierIn, TimingIn } from '../api/contract/contract.schema';
import type { Term } from '../domain/contract/types';
import type { LocalDate } from '../domain/calendar';
import type { NewChargeItem, NewItem } from '../domain/contract/build';
import { formatDecimal, parseDecimal } from '../domain/money';
import { normaliseTiers, validatePricing, type Pricing, type V1Tier, type V2Tier } from '../domain/pricing';
import { newId } from '../lib/ids';
import type { TenantScope } from './catalog.scope';
import { refusalError } from './catalogitem.rules';
import { autoRenewalIn, termIn, timingIn } from './terms.in';
import { getCatalogItem, type CatalogChargeItemDef } from './catalogitem.service';
import type { RefInput } from './lookup';

/** One charge item as the request gives it (v1 and v2 read into this). */
export interface ChargeRequest {
  catalogChargeItemId: string;
  optionalId?: string | undefined;
  name?: string | undefined;
  quantity?: number | string | undefined;
  billAllAtOnce?: boolean | undefined;
  price?: number | string | undefined;
  tiers?: TierIn[] | undefined;
  billingCycle?: TermIn | undefined;
  billingTiming?: TimingIn | undefined;
  billingDueTiming?: TimingIn | undefined;
}

export interface ItemRequest {
  catalog: RefInput;
  /** The request's names of the catalog item pair, e.g. ['mainItems[0].catalogItemId', …]. */
  catalogFields: readonly [string, string];
  /** Field prefix for errors, e.g. 'mainItems[0]'. */
  field: string;
  name?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  defaultContractTerm?: TermIn | undefined;
  availabilityCycle?: TermIn | undefined;
  autoRenewal?: AutoRenewalIn | undefined;
  chargeItems?: ChargeRequest[] | undefined;
}

const given = <T>(v: T | undefined | ''): v is T => v !== undefined && v !== '';

export function decimalIn(v: number | string, field: string): string {
  const d = parseDecimal(String(v));
  if (!d) throw invalidField(field, 'must be a decimal number');
  return formatDecimal(d);
}

/** v1 (kind) or v2 (feeFormula) tiers → the domain's tiers (normaliseTiers checks them). */
export function tiersIn(tiers: TierIn[], field: string) {
  const raw = tiers.map((t): V1Tier | V2Tier =>
    given(t.feeFormula) && t.feeFormula !== 'FEE_FORMULA_UNSPECIFIED'
      ? { upperLimit: t.upperLimit ?? null, feeFormula: t.feeFormula, unitPrice: given(t.unitPrice) ? t.unitPrice : (t.price ?? '') }
      : { upperLimit: t.upperLimit ?? null, kind: t.kind ?? 'KIND_UNSPECIFIED', unitPrice: t.unitPrice ?? '', price: t.price ?? '' },
  );
  const normalised = normaliseTiers(raw);
  if (!normalised.ok) throw refusalError(normalised, field);
  return normalised.value;
}

/** The catalog's pricing with the contract's price or tiers, checked like the catalog's. */
export function pricingOverride(base: Pricing, price: number | string | undefined, tiers: TierIn[] | undefined, field: string): Pricing {
  const hasPrice = given(price);
  const hasTiers = (tiers?.length ?? 0) > 0;
  const tierModel = base.model === 'VOLUME' || base.model === 'TIERED' || (base.model === 'USAGE' && base.tiers.length > 0);
  if (hasPrice && tierModel) throw invalidField(`${field}.price`, `not allowed with the catalog's TYPE_${base.model} tiers (give tiers)`);
  if (hasTiers && !tierModel) throw invalidField(`${field}.tiers`, `not allowed with TYPE_${base.model} (give price)`);
  const pricing: Pricing = {
    model: base.model,
    price: hasPrice ? decimalIn(price, `${field}.price`) : base.price,
    tiers: hasTiers ? tiersIn(tiers!, `${field}.tiers`) : base.tiers,
  };
  const checked = validatePricing(pricing);
  if (!checked.ok) throw refusalError(checked, field);
  return { ...checked.value, price: pricing.price };
}

function chargeIn(def: CatalogChargeItemDef, req: ChargeRequest | null, field: string): NewChargeItem {
  const usage = def.usageUnitId !== null || def.pricing.model === 'USAGE';
  const pricing = req ? pricingOverride(def.pricing, req.price, req.tiers, field) : def.pricing;
  let quantity = usage ? '0' : '1';
  if (req && given(req.quantity)) {
    quantity = decimalIn(req.quantity, `${field}.quantity`);
    if (quantity.startsWith('-')) throw invalidField(`${field}.quantity`, 'must be >= 0');
  }
  if (pricing.model === 'FLAT_FEE') quantity = '1';
  if (req?.billAllAtOnce && def.type === 'ONE_TIME') throw invalidField(`${field}.billAllAtOnce`, 'only on recurring charge items');
  if (req?.name !== undefined && req.name.trim() === '') throw invalidField(`${field}.name`, 'must not be blank');
  const { id: catalogChargeItemId, pricing: _p, ...rest } = def;
  return {
    ...rest,
    id: newId(),
    optionalId: req && given(req.optionalId) ? req.optionalId : null,
    catalogChargeItemId,
    name: req?.name ?? def.name,
    quantity,
    pricing,
    billAllAtOnce: req?.billAllAtOnce ?? def.billAllAtOnce,
    billingCycle: req?.billingCycle ? termIn(req.billingCycle, `${field}.billingCycle`) : def.billingCycle,
    billingTiming: req?.billingTiming ? timingIn(req.billingTiming, `${field}.billingTiming`, null) : def.billingTiming,
    billingDueTiming: req?.billingDueTiming ? timingIn(req.billingDueTiming, `${field}.billingDueTiming`, 0) : def.billingDueTiming,
  };
}

/**
 * A NewItem for `role` from the request and its catalog item: the catalog item must be on sale and
 * usable in that role. chargeItems omitted or empty = every catalog charge item with defaults;
 * given = exactly those charge items (each from this catalog item, once).
 */
export async function newItemFrom(s: TenantScope, req: ItemRequest, role: 'MAIN' | 'OPTION'): Promise<NewItem> {
  const catalog = await getCatalogItem(s, req.catalog, req.catalogFields);
  const [idField] = req.catalogFields;
  if (catalog.row.status !== 'STATUS_ON_SALE') throw invalidField(idField, 'the catalog item is not on sale');
  const okUsage = role === 'MAIN' ? ['USAGE_MAIN', 'USAGE_MAIN_OR_OPTION'] : ['USAGE_OPTION', 'USAGE_MAIN_OR_OPTION'];
  if (!okUsage.includes(catalog.row.usage)) throw invalidField(idField, `the catalog item cannot be used as ${role === 'MAIN' ? 'a main' : 'an option'} item (${catalog.row.usage})`);
  let chargeItems: NewChargeItem[];
  if (!req.chargeItems || req.chargeItems.length === 0) {
    chargeItems = catalog.chargeItems.map((def, i) => chargeIn(def, null, `${req.field}.chargeItems[${i}]`));
  } else {
    const seen = new Set<string>();
    chargeItems = req.chargeItems.map((c, i) => {
      const field = `${req.field}.chargeItems[${i}]`;
      const def = catalog.chargeItems.find((d) => d.id === c.catalogChargeItemId);
      if (!def) throw invalidField(`${field}.catalogChargeItemId`, 'is not a charge item of the catalog item');
      if (seen.has(def.id)) throw invalidField(`${field}.catalogChargeItemId`, 'given twice');
      seen.add(def.id);
      return chargeIn(def, c, field);
    });
  }
  if (req.name !== undefined && req.name.trim() === '') throw invalidField(`${req.field}.name`, 'must not be blank');
  return {
    id: newId(),
    catalogItemId: catalog.row.id,
    name: given(req.name) ? req.name : catalog.row.name,
    startDate: given(req.startDate) ? businessDateIn(`${req.field}.startDate`, req.startDate) : null,
    endDate: given(req.endDate) ? businessDateIn(`${req.field}.endDate`, req.endDate) : null,
    defaultContractTerm: req.defaultContractTerm ? termIn(req.defaultContractTerm, `${req.field}.defaultContractTerm`) : { value: catalog.row.default_contract_term_months, unit: 'UNIT_MONTHLY' },
    availabilityCycle: availabilityCycleOf(req, catalog.row),
    autoRenewal: req.autoRenewal ? autoRenewalIn(req.autoRenewal, `${req.field}.autoRenewal`) : catalog.row.auto_renewal,
    chargeItems,
  };
}

/** The request's cycle (≥ 1 month), else the catalog item's (value 0 there = none). */
function availabilityCycleOf(req: ItemRequest, row: { availability_cycle_value: number }): Term | null {
  if (req.availabilityCycle && (req.availabilityCycle.value ?? 0) !== 0) return termIn(req.availabilityCycle, `${req.field}.availabilityCycle`);
  return row.availability_cycle_value > 0 ? { value: row.availability_cycle_value, unit: 'UNIT_MONTHLY' } : null;
}

export type { LocalDate };
