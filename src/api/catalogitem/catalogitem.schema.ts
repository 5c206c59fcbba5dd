import { Enum, Id, ManagementId, Message, NO_NUL, Type, type Static, Named } from '../schema';
import {
  AutoRenewalIn,
  AutoRenewalOut,
  AutoRenewalType,
  DailyRateIn,
  DailyRateOut,
  DailyRateType,
  FeeFormula,
  MonthlyOption,
  OptDecimalIn,
  OptId,
  OptManagementId,
  Rounding,
  TermIn,
  TermOut,
  TermUnit,
  TierIn,
  TierKind,
  TierOut,
  TimingIn,
  TimingOut,
  TimingUnit,
} from '../wire';

/**
 * Catalog item wire messages (docs/api.md; docs/billing.md; docs/catalog.md).
 * Request parts are all optional at the schema level where a default exists; the rules that tie
 * fields together (and the defaults) live in catalogitem.in.ts; the shared parts come from
 * ../wire.ts. Response parts always carry every field.
 */
export const CatalogItemStatus = Enum(['STATUS_UNSPECIFIED', 'STATUS_ON_SALE', 'STATUS_DISCONTINUED']);
export const CatalogItemUsage = Enum(['USAGE_UNSPECIFIED', 'USAGE_MAIN', 'USAGE_OPTION', 'USAGE_MAIN_OR_OPTION']);
export const ChargeItemType = Enum(['TYPE_UNSPECIFIED', 'TYPE_RECURRING', 'TYPE_ONE_TIME']);
export const PricingModelType = Enum(['TYPE_UNSPECIFIED', 'TYPE_FLAT_FEE', 'TYPE_PER_UNIT', 'TYPE_USAGE', 'TYPE_VOLUME', 'TYPE_TIERED']);
export { AutoRenewalType, DailyRateType, FeeFormula, MonthlyOption, Rounding, TermUnit, TierKind, TimingUnit };

// ---------- request parts ----------
const PricingModelIn = Named('PricingModelInput', {
  type: Type.Optional(PricingModelType),
  price: Type.Optional(OptDecimalIn),
  tiers: Type.Optional(Type.Array(TierIn, { maxItems: 100 })),
});
export const CatalogChargeItemInput = Named('CatalogChargeItemInput', {
  name: Type.String({ maxLength: 255, pattern: NO_NUL }),
  type: Type.Optional(ChargeItemType),
  pricingModel: PricingModelIn,
  usageUnitId: Type.Optional(OptId),
  usageUnitOptionalId: Type.Optional(OptManagementId),
  billingCycle: Type.Optional(TermIn),
  billingTiming: Type.Optional(TimingIn),
  billingDueTiming: Type.Optional(TimingIn),
  billAllAtOnce: Type.Optional(Type.Boolean()),
  startDailyRate: Type.Optional(DailyRateIn),
  endDailyRate: Type.Optional(DailyRateIn),
  taxPercentage: Type.Optional(
    // The string form is a pattern, not a second enum: generators that turn enums into objects keyed by
    // value (orval) would otherwise declare the keys of 0 and '0' twice (TS1117).
    Type.Union([Type.Integer({ enum: [0, 8, 10] }), Type.String({ pattern: '^(0|8|10)$' })], {
      description: 'consumption tax percent: 10 (default), 8 or 0, as a JSON integer or its digits as a string',
    }),
  ),
  rounding: Type.Optional(Rounding),
});
export type CatalogChargeItemInput = Static<typeof CatalogChargeItemInput>;

export const CreateCatalogItemRequest = Message({
  optionalId: Type.Optional(ManagementId),
  productId: Type.Optional(Id),
  productOptionalId: Type.Optional(ManagementId),
  name: Type.String({ maxLength: 255, pattern: NO_NUL }),
  description: Type.Optional(Type.String({ maxLength: 2000, pattern: NO_NUL })),
  status: Type.Optional(CatalogItemStatus),
  usage: Type.Optional(CatalogItemUsage),
  defaultContractTerm: Type.Optional(TermIn),
  availabilityCycle: Type.Optional(TermIn),
  autoRenewal: Type.Optional(AutoRenewalIn),
  catalogChargeItems: Type.Array(CatalogChargeItemInput, { maxItems: 50 }),
});
export type CreateCatalogItemRequest = Static<typeof CreateCatalogItemRequest>;

// ---------- response parts ----------
export const Tier = TierOut;
export const CatalogChargeItem = Named('CatalogChargeItem', {
  id: Type.String({ description: 'catalog charge item id (contracts refer to it as catalogChargeItemId)' }),
  name: Type.String(),
  type: ChargeItemType,
  pricingModel: Message({ type: PricingModelType, price: Type.String({ description: 'empty for tier models' }), tiers: Type.Array(Tier) }),
  usageUnitId: Type.String({ description: 'empty when the quantity comes from the contract' }),
  billingCycle: TermOut,
  billingTiming: TimingOut,
  billingDueTiming: TimingOut,
  billAllAtOnce: Type.Boolean(),
  startDailyRate: DailyRateOut,
  endDailyRate: DailyRateOut,
  taxPercentage: Type.Integer(),
  rounding: Rounding,
});
export type CatalogChargeItem = Static<typeof CatalogChargeItem>;

export const CatalogItem = Named('CatalogItem', {
  id: Type.String(),
  optionalId: Type.String({ description: 'management id; empty when none' }),
  productId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  status: CatalogItemStatus,
  usage: CatalogItemUsage,
  defaultContractTerm: TermOut,
  availabilityCycle: TermOut,
  autoRenewal: AutoRenewalOut,
  catalogChargeItems: Type.Array(CatalogChargeItem),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type CatalogItem = Static<typeof CatalogItem>;
