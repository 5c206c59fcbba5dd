import type { ServiceRequest, ChargeRequest, ItemRequest } from '../../services/contract';
import { normaliseTiers, type PricingTier, type V1Tier, type V2Tier } from '../../domain/pricing';
import { refusalError } from '../catalogitem/catalogitem.in';
import { businessDateIn } from '../datetime';
import {
  autoRenewalIn,
  decimalIn,
  intIn,
  TERM_MONTHS_MAX,
  termIn,
  tierText,
  timingIn,
  type TermIn,
  type TierIn,
  type TimingIn,
} from '../wire';
import type { ChargeItemInV1, ChargeItemInV2, ItemInV2, MainItemInV1, OptionItemInV1 } from './contract.schema';

/** v1 / v2 request items → the service's ItemRequest, decoded (field names kept for error messages). */
const given = <T>(v: T | undefined | ''): v is T => v !== undefined && v !== '';

/** v1 (kind) or v2 (feeFormula) tiers → the domain's tiers (normaliseTiers checks them). */
export function tiersIn(tiers: TierIn[], field: string): PricingTier[] {
  const raw = tiers
    .map((t, i) => tierText(t, `${field}[${i}]`))
    .map((t): V1Tier | V2Tier =>
      given(t.feeFormula) && t.feeFormula !== 'FEE_FORMULA_UNSPECIFIED'
        ? { upperLimit: t.upperLimit ?? null, feeFormula: t.feeFormula, unitPrice: given(t.unitPrice) ? t.unitPrice : (t.price ?? '') }
        : { upperLimit: t.upperLimit ?? null, kind: t.kind ?? 'KIND_UNSPECIFIED', unitPrice: t.unitPrice ?? '', price: t.price ?? '' },
    );
  const normalised = normaliseTiers(raw);
  if (!normalised.ok) throw refusalError(normalised, field);
  return normalised.value;
}

/** The price, tier and timing overrides of a contract charge item (also of customizeoptionitem). */
export function chargeOverridesIn(
  c: {
    price?: number | string | undefined;
    tiers?: TierIn[] | undefined;
    billingTiming?: TimingIn | undefined;
    billingDueTiming?: TimingIn | undefined;
  },
  field: string,
): Pick<ChargeRequest, 'price' | 'tiers' | 'billingTiming' | 'billingDueTiming'> {
  return {
    price: given(c.price) ? decimalIn(c.price, `${field}.price`) : undefined,
    tiers: c.tiers && c.tiers.length > 0 ? tiersIn(c.tiers, `${field}.tiers`) : undefined,
    billingTiming: c.billingTiming ? timingIn(c.billingTiming, `${field}.billingTiming`, null) : undefined,
    billingDueTiming: c.billingDueTiming ? timingIn(c.billingDueTiming, `${field}.billingDueTiming`, 0) : undefined,
  };
}

function chargeIn(c: ChargeItemInV1, field: string): ChargeRequest {
  return {
    catalogChargeItemId: c.catalogChargeItemId,
    optionalId: c.optionalId,
    name: c.name,
    quantity: given(c.quantity) ? decimalIn(c.quantity, `${field}.quantity`) : undefined,
    billAllAtOnce: c.billAllAtOnce,
    excluded: c.excluded,
    billingCycle: c.billingCycle ? termIn(c.billingCycle, `${field}.billingCycle`) : undefined,
    ...chargeOverridesIn(c, field),
  };
}

function chargeV2(c: ChargeItemInV2): ChargeItemInV1 {
  const { pricing, ...rest } = c;
  return { ...rest, price: pricing?.price, tiers: pricing?.tiers };
}

type ItemIn = {
  name?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  defaultContractTerm?: TermIn | undefined;
  availabilityCycle?: TermIn | undefined;
  autoRenewal?: Parameters<typeof autoRenewalIn>[0] | undefined;
  chargeItems?: ChargeItemInV1[] | undefined;
};

/** The parts every item request shares, decoded; `field` prefixes error names, e.g. 'mainItems[0]'. */
export function itemIn(item: ItemIn, field: string, catalog: Pick<ItemRequest, 'catalog' | 'catalogFields'>): ItemRequest {
  const cycle = item.availabilityCycle;
  return {
    ...catalog,
    field,
    name: item.name,
    startDate: given(item.startDate) ? businessDateIn(`${field}.startDate`, item.startDate) : undefined,
    endDate: given(item.endDate) ? businessDateIn(`${field}.endDate`, item.endDate) : undefined,
    defaultContractTerm: item.defaultContractTerm ? termIn(item.defaultContractTerm, `${field}.defaultContractTerm`) : undefined,
    availabilityCycle:
      cycle && intIn(cycle.value, `${field}.availabilityCycle.value`, 0, TERM_MONTHS_MAX) !== 0
        ? termIn(cycle, `${field}.availabilityCycle`)
        : undefined,
    autoRenewal: item.autoRenewal ? autoRenewalIn(item.autoRenewal, `${field}.autoRenewal`) : undefined,
    chargeItems: item.chargeItems?.map((c, i) => chargeIn(c, `${field}.chargeItems[${i}]`)),
  };
}

export function itemV1(item: MainItemInV1 | OptionItemInV1, field: string): ItemRequest {
  return itemIn(item, field, {
    catalog: { id: item.catalogItemId, optionalId: item.catalogItemOptionalId },
    catalogFields: [`${field}.catalogItemId`, `${field}.catalogItemOptionalId`],
  });
}

export function servicesV1(mainItems: MainItemInV1[]): ServiceRequest[] {
  return mainItems.map((m, i) => ({
    main: itemV1(m, `mainItems[${i}]`),
    options: (m.optionItems ?? []).map((o, j) => itemV1(o, `mainItems[${i}].optionItems[${j}]`)),
  }));
}

export function itemV2(item: ItemInV2, field: string): ItemRequest {
  return itemIn({ ...item, chargeItems: item.chargeItems?.map(chargeV2) }, field, {
    catalog: { id: item.catalogItemIdentifier.catalogItemId, optionalId: item.catalogItemIdentifier.catalogItemOptionalId },
    catalogFields: [`${field}.catalogItemIdentifier.catalogItemId`, `${field}.catalogItemIdentifier.catalogItemOptionalId`],
  });
}

export function serviceV2(mainItem: ItemInV2, optionItems: ItemInV2[] | undefined): ServiceRequest {
  return { main: itemV2(mainItem, 'mainItem'), options: (optionItems ?? []).map((o, j) => itemV2(o, `optionItems[${j}]`)) };
}
