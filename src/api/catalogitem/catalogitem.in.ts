/**
 * Catalog item definition rules (docs/catalog.md): request → the domain's shapes, with every default
 * applied and every rule checked, each failure INVALID_ARGUMENT naming the field. Pricing and tier
 * rules are the domain's (normaliseTiers, validatePricing); this module only reads the wire encoding.
 */
import { invalidField } from '../../lib/errors';
import type { CatalogChargeItemInput, CreateCatalogItemRequest } from './catalogitem.schema';
import type { AutoRenewal, Term } from '../../domain/contract/types';
import { formatDecimal, parseDecimal, type RoundingMode } from '../../domain/money';
import { normaliseTiers, validatePricing, type Pricing, type PricingModel, type V2Tier } from '../../domain/pricing';
import type { Rate } from '../../domain/proration';
import type { Refusal } from '../../domain/result';
import type { Timing } from '../../domain/timing';
import { autoRenewalIn, decimalText, intIn, TERM_MONTHS_MAX, rateIn, roundingWire, termIn, tierText, timingIn } from '../wire';
import type { CatalogItemDef, NewCatalogItem } from '../../services/catalog';

/** The documented defaults (docs/catalog.md "Defaults"). */
export const CATALOG_DEFAULTS = {
  status: 'STATUS_ON_SALE',
  usage: 'USAGE_MAIN_OR_OPTION',
  defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' } as Term,
  autoRenewal: { type: 'DISABLED', term: null } as AutoRenewal,
  billingCycle: { value: 1, unit: 'UNIT_MONTHLY' } as Term,
  /** The first day of the month the period starts in (= the period's first day for calendar periods). */
  billingTiming: { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'DAY_1' } as Timing,
  /** docs/billing.md "Billing dates and due dates": the last day of the month after the billing date. */
  billingDueTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'LAST_DAY' } as Timing,
  dailyRate: { type: 'DAILY_RATE', fixedRateValue: '0' } as Rate,
  taxPercentage: '10',
  rounding: 'ROUND_DOWN' as RoundingMode,
} as const;

const TIER_MODELS: readonly PricingModel[] = ['VOLUME', 'TIERED'];

/** A domain refusal as INVALID_ARGUMENT naming `prefix.field`. */
export function refusalError(r: Refusal, prefix: string) {
  return invalidField(r.field ? `${prefix}.${r.field}` : prefix, r.reason);
}

const given = (s: string | undefined): s is string => s !== undefined && s !== '';

type TierIn = NonNullable<CatalogChargeItemInput['pricingModel']['tiers']>[number];
/** v1 (kind + unitPrice | price) or v2 (feeFormula + unitPrice) → the v2 encoding the domain reads. */
function tierIn(wire: TierIn, field: string): V2Tier {
  const t = tierText(wire, field);
  const byKind = t.kind === 'KIND_PER_UNIT' ? 'PER_UNIT' : t.kind === 'KIND_FLAT_FEE' ? 'FLAT_FEE' : null;
  const byFormula = t.feeFormula === 'FEE_FORMULA_PER_UNIT' ? 'PER_UNIT' : t.feeFormula === 'FEE_FORMULA_FLAT_FEE' ? 'FLAT_FEE' : null;
  if (byKind && byFormula && byKind !== byFormula) throw invalidField(`${field}.feeFormula`, 'contradicts kind');
  const fee = byKind ?? byFormula;
  if (!fee) throw invalidField(`${field}.feeFormula`, 'required: give kind (v1) or feeFormula (v2)');
  let price: string | undefined;
  if (fee === 'PER_UNIT') {
    if (given(t.price)) throw invalidField(`${field}.price`, 'a per-unit tier takes unitPrice (price is the fee of a flat-fee tier)');
    price = t.unitPrice;
  } else {
    if (given(t.price) && given(t.unitPrice) && !parseDecimal(t.price)?.equals(t.unitPrice))
      throw invalidField(`${field}.unitPrice`, 'differs from price (both name the flat fee)');
    price = given(t.price) ? t.price : t.unitPrice;
  }
  if (!given(price)) throw invalidField(`${field}.${fee === 'PER_UNIT' || byFormula ? 'unitPrice' : 'price'}`, 'required');
  return { upperLimit: given(t.upperLimit) ? t.upperLimit : null, feeFormula: `FEE_FORMULA_${fee}`, unitPrice: price };
}

function pricingIn(wire: CatalogChargeItemInput['pricingModel'], field: string): Pricing {
  const p = { ...wire, price: decimalText(wire.price, `${field}.price`) };
  const type = p.type ?? 'TYPE_UNSPECIFIED';
  if (type === 'TYPE_UNSPECIFIED')
    throw invalidField(`${field}.type`, 'required: TYPE_FLAT_FEE, TYPE_PER_UNIT, TYPE_USAGE, TYPE_VOLUME or TYPE_TIERED');
  const model = type.slice('TYPE_'.length) as PricingModel;
  const hasPrice = given(p.price);
  const hasTiers = (p.tiers?.length ?? 0) > 0;
  if (TIER_MODELS.includes(model)) {
    if (hasPrice) throw invalidField(`${field}.price`, `not allowed with ${type} (give tiers)`);
    if (!hasTiers) throw invalidField(`${field}.tiers`, `required with ${type}`);
  } else if (model === 'USAGE') {
    if (hasPrice && hasTiers) throw invalidField(`${field}.tiers`, 'give price or tiers, not both');
    if (!hasPrice && !hasTiers) throw invalidField(`${field}.price`, 'required with TYPE_USAGE (or give tiers)');
  } else {
    if (hasTiers) throw invalidField(`${field}.tiers`, `not allowed with ${type} (give price)`);
    if (!hasPrice) throw invalidField(`${field}.price`, `required with ${type}`);
  }
  let tiers: Pricing['tiers'] = [];
  if (hasTiers) {
    const normalised = normaliseTiers(p.tiers!.map((t, i) => tierIn(t, `${field}.tiers[${i}]`)));
    if (!normalised.ok) throw refusalError(normalised, field);
    tiers = normalised.value;
  }
  const checked = validatePricing({ model, price: hasPrice ? p.price! : '0', tiers });
  if (!checked.ok) throw refusalError(checked, field);
  return { ...checked.value, price: hasPrice ? formatDecimal(parseDecimal(p.price!)!) : '0' };
}

function chargeItemIn(c: CatalogChargeItemInput, field: string): CatalogItemDef['chargeItems'][number] {
  if (c.name.trim() === '') throw invalidField(`${field}.name`, 'required');
  if (c.type === undefined || c.type === 'TYPE_UNSPECIFIED')
    throw invalidField(`${field}.type`, 'required: TYPE_RECURRING or TYPE_ONE_TIME');
  const type = c.type === 'TYPE_RECURRING' ? 'RECURRING' : 'ONE_TIME';
  const pricing = pricingIn(c.pricingModel, `${field}.pricingModel`);
  const usageUnit = given(c.usageUnitId) || given(c.usageUnitOptionalId) ? { id: c.usageUnitId, optionalId: c.usageUnitOptionalId } : null;
  if (usageUnit && (pricing.model === 'FLAT_FEE' || pricing.model === 'PER_UNIT')) {
    throw invalidField(`${field}.usageUnitId`, 'only with TYPE_USAGE, TYPE_VOLUME or TYPE_TIERED');
  }
  if (!usageUnit && pricing.model === 'USAGE')
    throw invalidField(`${field}.usageUnitId`, 'required with TYPE_USAGE (or give usageUnitOptionalId)');
  if (usageUnit && type === 'ONE_TIME') throw invalidField(`${field}.type`, 'a usage-based charge item must be TYPE_RECURRING');
  if (c.billAllAtOnce && type === 'ONE_TIME') throw invalidField(`${field}.billAllAtOnce`, 'only on TYPE_RECURRING charge items');
  return {
    name: c.name,
    type,
    pricing,
    usageUnit,
    billingCycle: c.billingCycle ? termIn(c.billingCycle, `${field}.billingCycle`) : CATALOG_DEFAULTS.billingCycle,
    billingTiming: c.billingTiming ? timingIn(c.billingTiming, `${field}.billingTiming`, null) : CATALOG_DEFAULTS.billingTiming,
    billingDueTiming: c.billingDueTiming ? timingIn(c.billingDueTiming, `${field}.billingDueTiming`, 0) : CATALOG_DEFAULTS.billingDueTiming,
    billAllAtOnce: c.billAllAtOnce ?? false,
    startDailyRate: rateIn(c.startDailyRate, `${field}.startDailyRate`),
    endDailyRate: rateIn(c.endDailyRate, `${field}.endDailyRate`),
    taxPercentage: String(c.taxPercentage ?? CATALOG_DEFAULTS.taxPercentage),
    rounding: (c.rounding && roundingWire.from(c.rounding)) || CATALOG_DEFAULTS.rounding,
  };
}

/** Checks a create request and returns the definition to store (product and usage units still refs). */
export function catalogItemDefIn(input: CreateCatalogItemRequest): CatalogItemDef {
  if (input.name.trim() === '') throw invalidField('name', 'required');
  if (input.catalogChargeItems.length === 0) throw invalidField('catalogChargeItems', 'at least one charge item is required');
  const cycle = input.availabilityCycle;
  const cycleMonths = intIn(cycle?.value, 'availabilityCycle.value', 0, TERM_MONTHS_MAX);
  if (cycle && cycleMonths === 0 && cycle.unit === 'UNIT_MONTHLY')
    throw invalidField('availabilityCycle.value', 'must be >= 1 with UNIT_MONTHLY (omit the field for none)');
  return {
    name: input.name,
    description: input.description ?? '',
    status: input.status === 'STATUS_DISCONTINUED' ? 'STATUS_DISCONTINUED' : CATALOG_DEFAULTS.status,
    usage: input.usage && input.usage !== 'USAGE_UNSPECIFIED' ? input.usage : CATALOG_DEFAULTS.usage,
    defaultContractTerm: input.defaultContractTerm
      ? termIn(input.defaultContractTerm, 'defaultContractTerm')
      : CATALOG_DEFAULTS.defaultContractTerm,
    availabilityCycle: cycleMonths ? { value: cycleMonths, unit: 'UNIT_MONTHLY' } : { value: 0, unit: 'UNIT_UNSPECIFIED' },
    autoRenewal: input.autoRenewal ? autoRenewalIn(input.autoRenewal, 'autoRenewal') : CATALOG_DEFAULTS.autoRenewal,
    chargeItems: input.catalogChargeItems.map((c, i) => chargeItemIn(c, `catalogChargeItems[${i}]`)),
  };
}

/** A create request (HTTP or catalog import) → what createCatalogItem takes. */
export function newCatalogItemIn(input: CreateCatalogItemRequest): NewCatalogItem {
  return {
    optionalId: input.optionalId,
    product: { id: input.productId, optionalId: input.productOptionalId },
    def: catalogItemDefIn(input),
  };
}
