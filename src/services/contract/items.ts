/**
 * Contract items from a request plus the catalog (docs/contracts.md "Creating a contract", "Charge items"): every omitted field
 * is taken from the catalog item; overrides of price, tiers, quantity and timings are checked with
 * the same rules as the catalog's. Produces the domain's NewItem; the domain builds the item.
 */
import { ApiError, invalidField } from '../../lib/errors';
import type { LocalDate } from '../../domain/calendar';
import type { NewChargeItem, NewItem } from '../../domain/contract/build';
import type { AutoRenewal, Term } from '../../domain/contract/types';
import { checkPeriodAmount, quantityOf } from '../../domain/limits';
import { pricePeriod, validatePricing, type Pricing, type PricingTier } from '../../domain/pricing';
import type { Timing } from '../../domain/timing';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { refusalError } from './store';
import { getCatalogItem, type CatalogChargeItemDef } from '../catalog';
import type { RefInput } from '../kernel';

/** One charge item as the request gives it, decoded (v1 and v2 read into this); omitted = the catalog's. */
export interface ChargeRequest {
  catalogChargeItemId: string;
  optionalId?: string | undefined;
  name?: string | undefined;
  /** An exact decimal. */
  quantity?: string | undefined;
  billAllAtOnce?: boolean | undefined;
  /** An exact decimal. */
  price?: string | undefined;
  /** Normalised tiers; undefined or empty = not given. */
  tiers?: PricingTier[] | undefined;
  billingCycle?: Term | undefined;
  billingTiming?: Timing | undefined;
  billingDueTiming?: Timing | undefined;
  /** true: the catalog charge item is left out on purpose (docs/contracts.md "Charge items"). */
  excluded?: boolean | undefined;
}

export interface ItemRequest {
  catalog: RefInput;
  /** The request's names of the catalog item pair, e.g. ['mainItems[0].catalogItemId', …]. */
  catalogFields: readonly [string, string];
  /** Field prefix for errors, e.g. 'mainItems[0]'. */
  field: string;
  name?: string | undefined;
  startDate?: LocalDate | undefined;
  endDate?: LocalDate | undefined;
  defaultContractTerm?: Term | undefined;
  /** undefined = the catalog item's. */
  availabilityCycle?: Term | undefined;
  autoRenewal?: AutoRenewal | undefined;
  chargeItems?: ChargeRequest[] | undefined;
}

const given = <T>(v: T | undefined | ''): v is T => v !== undefined && v !== '';

/** One full period of the charge item must fit in one billing line (the bill run's safety bound). */
export function checkChargeAmount(pricing: Pricing, quantity: string, field: string): void {
  const checked = checkPeriodAmount(pricePeriod({ pricing, quantity }), field);
  if (!checked.ok) throw invalidField(field, checked.reason);
}

/** The catalog's pricing with the contract's price or tiers, checked like the catalog's. */
export function pricingOverride(base: Pricing, price: string | undefined, tiers: PricingTier[] | undefined, field: string): Pricing {
  const hasPrice = given(price);
  const hasTiers = (tiers?.length ?? 0) > 0;
  const tierModel = base.model === 'VOLUME' || base.model === 'TIERED' || (base.model === 'USAGE' && base.tiers.length > 0);
  if (hasPrice && tierModel) throw invalidField(`${field}.price`, `not allowed with the catalog's TYPE_${base.model} tiers (give tiers)`);
  if (hasTiers && !tierModel) throw invalidField(`${field}.tiers`, `not allowed with TYPE_${base.model} (give price)`);
  const pricing: Pricing = {
    model: base.model,
    price: hasPrice ? price : base.price,
    tiers: hasTiers ? tiers! : base.tiers,
  };
  const checked = validatePricing(pricing);
  if (!checked.ok) throw refusalError(checked, `${field}.`);
  return { ...checked.value, price: pricing.price };
}

function chargeIn(def: CatalogChargeItemDef, req: ChargeRequest | null, field: string): NewChargeItem {
  const usage = def.usageUnitId !== null || def.pricing.model === 'USAGE';
  const pricing = req ? pricingOverride(def.pricing, req.price, req.tiers, field) : def.pricing;
  let quantity = usage ? '0' : '1';
  if (req && given(req.quantity)) {
    const q = quantityOf(req.quantity);
    if (!q.ok) throw invalidField(`${field}.quantity`, q.reason);
    quantity = q.value;
  }
  if (pricing.model === 'FLAT_FEE') quantity = '1';
  checkChargeAmount(pricing, quantity, req && given(req.quantity) ? `${field}.quantity` : `${field}.price`);
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
    billingCycle: req?.billingCycle ?? def.billingCycle,
    billingTiming: req?.billingTiming ?? def.billingTiming,
    billingDueTiming: req?.billingDueTiming ?? def.billingDueTiming,
  };
}

/**
 * The contract item's charge items (docs/contracts.md "Charge items"): every charge item of the
 * catalog item, in catalog order, with the request's overrides where it lists one; a listed item with
 * `excluded: true` is left out. Each listed catalogChargeItemId must be of this catalog item, once.
 */
function chargeItemsFrom(defs: readonly CatalogChargeItemDef[], listed: readonly ChargeRequest[], itemField: string): NewChargeItem[] {
  const byId = new Map<string, { req: ChargeRequest; field: string }>();
  listed.forEach((c, i) => {
    const field = `${itemField}.chargeItems[${i}]`;
    if (!defs.some((d) => d.id === c.catalogChargeItemId))
      throw invalidField(`${field}.catalogChargeItemId`, 'is not a charge item of the catalog item');
    if (byId.has(c.catalogChargeItemId)) throw invalidField(`${field}.catalogChargeItemId`, 'given twice');
    if (c.excluded) {
      const extra = Object.entries(c).find(([k, v]) => k !== 'catalogChargeItemId' && k !== 'excluded' && v !== undefined);
      if (extra) throw invalidField(`${field}.${extra[0]}`, 'not allowed on an excluded charge item');
    }
    byId.set(c.catalogChargeItemId, { req: c, field });
  });
  const kept = defs.filter((d) => !byId.get(d.id)?.req.excluded);
  if (kept.length === 0)
    throw invalidField(`${itemField}.chargeItems`, 'every charge item of the catalog item is excluded; at least one must remain');
  return kept.map((def) => {
    const listedItem = byId.get(def.id);
    return listedItem ? chargeIn(def, listedItem.req, listedItem.field) : chargeIn(def, null, `${itemField}.chargeItems`);
  });
}

/** A NewItem for `role` from the request and its catalog item: the catalog item must be on sale and usable in that role. */
export async function newItemFrom(s: ServiceCtx, req: ItemRequest, role: 'MAIN' | 'OPTION'): Promise<NewItem> {
  const catalog = await getCatalogItem(s, req.catalog, req.catalogFields);
  const [idField] = req.catalogFields;
  if (catalog.row.status !== 'STATUS_ON_SALE') {
    const description = 'the catalog item is discontinued: it starts no new contract item';
    throw new ApiError('FAILED_PRECONDITION', `${idField}: ${description}`, {
      reason: 'CATALOG_ITEM_DISCONTINUED',
      fieldViolations: [{ field: idField, description }],
    });
  }
  const okUsage = role === 'MAIN' ? ['USAGE_MAIN', 'USAGE_MAIN_OR_OPTION'] : ['USAGE_OPTION', 'USAGE_MAIN_OR_OPTION'];
  if (!okUsage.includes(catalog.row.usage))
    throw invalidField(
      idField,
      `the catalog item cannot be used as ${role === 'MAIN' ? 'a main' : 'an option'} item (${catalog.row.usage})`,
    );
  const chargeItems = chargeItemsFrom(catalog.chargeItems, req.chargeItems ?? [], req.field);
  if (req.name !== undefined && req.name.trim() === '') throw invalidField(`${req.field}.name`, 'must not be blank');
  return {
    id: newId(),
    catalogItemId: catalog.row.id,
    name: given(req.name) ? req.name : catalog.row.name,
    startDate: req.startDate ?? null,
    endDate: req.endDate ?? null,
    defaultContractTerm: req.defaultContractTerm ?? { value: catalog.row.default_contract_term_months, unit: 'UNIT_MONTHLY' },
    availabilityCycle: availabilityCycleOf(req, catalog.row),
    autoRenewal: req.autoRenewal ?? catalog.row.auto_renewal,
    chargeItems,
  };
}

/** The request's cycle (≥ 1 month), else the catalog item's (value 0 there = none). */
function availabilityCycleOf(req: ItemRequest, row: { availability_cycle_value: number }): Term | null {
  if (req.availabilityCycle) return req.availabilityCycle;
  return row.availability_cycle_value > 0 ? { value: row.availability_cycle_value, unit: 'UNIT_MONTHLY' } : null;
}
