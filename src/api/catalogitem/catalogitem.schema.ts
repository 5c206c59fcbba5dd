import { Enum, Id, ManagementId, Message, NO_NUL, Type, type Static } from '../schema';

/**
 * Catalog item wire messages (DESIGN §5, §7.2–7.4, §10 "Catalog item create"; docs/catalog.md).
 * Request parts are all optional at the schema level where a default exists; the rules that tie
 * fields together (and the defaults) live in src/services/catalogitem.rules.ts. Response parts
 * always carry every field.
 */
const DAYS = Array.from({ length: 31 }, (_, i) => `MONTHLY_OPTION_DAY_${i + 1}` as const);

export const CatalogItemStatus = Enum(['STATUS_UNSPECIFIED', 'STATUS_ON_SALE', 'STATUS_DISCONTINUED']);
export const CatalogItemUsage = Enum(['USAGE_UNSPECIFIED', 'USAGE_MAIN', 'USAGE_OPTION', 'USAGE_MAIN_OR_OPTION']);
export const TermUnit = Enum(['UNIT_UNSPECIFIED', 'UNIT_MONTHLY']);
export const TimingUnit = Enum(['UNIT_UNSPECIFIED', 'UNIT_DAILY', 'UNIT_MONTHLY']);
export const MonthlyOption = Enum([
  'MONTHLY_OPTION_UNSPECIFIED',
  ...DAYS,
  'MONTHLY_OPTION_FIRST_DAY_OF_MONTH',
  'MONTHLY_OPTION_LAST_DAY_OF_MONTH',
] as const);
export const AutoRenewalType = Enum(['TYPE_UNSPECIFIED', 'TYPE_DISABLED', 'TYPE_ENABLED']);
export const ChargeItemType = Enum(['TYPE_UNSPECIFIED', 'TYPE_RECURRING', 'TYPE_ONE_TIME']);
export const PricingModelType = Enum(['TYPE_UNSPECIFIED', 'TYPE_FLAT_FEE', 'TYPE_PER_UNIT', 'TYPE_USAGE', 'TYPE_VOLUME', 'TYPE_TIERED']);
export const TierKind = Enum(['KIND_UNSPECIFIED', 'KIND_PER_UNIT', 'KIND_FLAT_FEE']);
export const FeeFormula = Enum(['FEE_FORMULA_UNSPECIFIED', 'FEE_FORMULA_PER_UNIT', 'FEE_FORMULA_FLAT_FEE']);
export const DailyRateType = Enum(['TYPE_UNSPECIFIED', 'TYPE_FULL_PRICE', 'TYPE_DAILY_RATE', 'TYPE_FIXED_RATE']);
export const Rounding = Enum(['ROUNDING_UNSPECIFIED', 'ROUNDING_ROUND_DOWN', 'ROUNDING_ROUND_UP', 'ROUNDING_ROUND_HALF_UP']);
export type MonthlyOption = Static<typeof MonthlyOption>;

/** A decimal string, or '' meaning "not given" (so a presented message can be sent back as is). */
const OptDecimal = Type.String({ pattern: '^$|^-?(0|[1-9][0-9]{0,14})(\\.[0-9]{1,10})?$', maxLength: 28, description: 'decimal string; empty = not given' });
const IdOrEmpty = Type.String({ pattern: '^$|^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', maxLength: 36, description: 'usage unit id (UUID); empty = none' });
const ManagementIdOrEmpty = Type.String({ pattern: '^[A-Za-z0-9_-]{0,64}$', description: 'usage unit management id; empty = none' });
const Count = (max: number) => Type.Integer({ minimum: 0, maximum: max });
const Signed = Type.Integer({ minimum: -3650, maximum: 3650 });

// ---------- request parts ----------
const TermIn = Message({ value: Type.Optional(Count(1200)), unit: Type.Optional(TermUnit) });
const TimingIn = Message({ value: Type.Optional(Signed), unit: Type.Optional(TimingUnit), monthlyOption: Type.Optional(MonthlyOption) });
const AutoRenewalIn = Message({
  type: Type.Optional(AutoRenewalType),
  term: Type.Optional(Message({ value: Type.Optional(Signed), unit: Type.Optional(TimingUnit) })),
});
const DailyRateIn = Message({ type: Type.Optional(DailyRateType), fixedRateValue: Type.Optional(OptDecimal) });
const TierIn = Message({
  upperLimit: Type.Optional(OptDecimal),
  kind: Type.Optional(TierKind),
  feeFormula: Type.Optional(FeeFormula),
  unitPrice: Type.Optional(OptDecimal),
  price: Type.Optional(OptDecimal),
});
const PricingModelIn = Message({
  type: Type.Optional(PricingModelType),
  price: Type.Optional(OptDecimal),
  tiers: Type.Optional(Type.Array(TierIn, { maxItems: 100 })),
});
export const CatalogChargeItemInput = Message({
  name: Type.String({ maxLength: 255, pattern: NO_NUL }),
  type: Type.Optional(ChargeItemType),
  pricingModel: PricingModelIn,
  usageUnitId: Type.Optional(IdOrEmpty),
  usageUnitOptionalId: Type.Optional(ManagementIdOrEmpty),
  billingCycle: Type.Optional(TermIn),
  billingTiming: Type.Optional(TimingIn),
  billingDueTiming: Type.Optional(TimingIn),
  billAllAtOnce: Type.Optional(Type.Boolean()),
  startDailyRate: Type.Optional(DailyRateIn),
  endDailyRate: Type.Optional(DailyRateIn),
  taxPercentage: Type.Optional(Type.Integer({ enum: [0, 8, 10], description: 'percent: 10 (default), 8 or 0' })),
  rounding: Type.Optional(Rounding),
});
export type CatalogChargeItemInput = Static<typeof CatalogChargeItemInput>;

export const CreateCatalogItemRequest = Message({
  optionalId: Type.Optional(ManagementId),
  productId: Type.Optional(Id),
  productOptionalId: Type.Optional(ManagementId),
  name: Type.String({ maxLength: 255, pattern: NO_NUL }),
  status: Type.Optional(CatalogItemStatus),
  usage: Type.Optional(CatalogItemUsage),
  defaultContractTerm: Type.Optional(TermIn),
  availabilityCycle: Type.Optional(TermIn),
  autoRenewal: Type.Optional(AutoRenewalIn),
  catalogChargeItems: Type.Array(CatalogChargeItemInput, { maxItems: 50 }),
});
export type CreateCatalogItemRequest = Static<typeof CreateCatalogItemRequest>;

// ---------- response parts ----------
const Term = Message({ value: Type.Integer(), unit: TermUnit });
const Timing = Message({ value: Type.Integer(), unit: TimingUnit, monthlyOption: MonthlyOption });
const DailyRate = Message({ type: DailyRateType, fixedRateValue: Type.String({ description: 'empty unless TYPE_FIXED_RATE' }) });
export const Tier = Message({
  upperLimit: Type.String({ description: 'inclusive; empty on the last tier = no limit' }),
  kind: TierKind,
  feeFormula: FeeFormula,
  unitPrice: Type.String({ description: 'per-unit price, or the flat fee (v2 reading)' }),
  price: Type.String({ description: 'the flat fee of a KIND_FLAT_FEE tier (v1 reading); empty for per-unit tiers' }),
});
export const CatalogChargeItem = Message({
  id: Type.String({ description: 'catalog charge item id (contracts refer to it as catalogChargeItemId)' }),
  name: Type.String(),
  type: ChargeItemType,
  pricingModel: Message({ type: PricingModelType, price: Type.String({ description: 'empty for tier models' }), tiers: Type.Array(Tier) }),
  usageUnitId: Type.String({ description: 'empty when the quantity comes from the contract' }),
  billingCycle: Term,
  billingTiming: Timing,
  billingDueTiming: Timing,
  billAllAtOnce: Type.Boolean(),
  startDailyRate: DailyRate,
  endDailyRate: DailyRate,
  taxPercentage: Type.Integer(),
  rounding: Rounding,
});
export type CatalogChargeItem = Static<typeof CatalogChargeItem>;

export const CatalogItem = Message({
  id: Type.String(),
  optionalId: Type.String({ description: 'management id; empty when none' }),
  productId: Type.String(),
  name: Type.String(),
  status: CatalogItemStatus,
  usage: CatalogItemUsage,
  defaultContractTerm: Term,
  availabilityCycle: Term,
  autoRenewal: Message({ type: AutoRenewalType, term: Message({ value: Type.Integer(), unit: TimingUnit }) }),
  catalogChargeItems: Type.Array(CatalogChargeItem),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type CatalogItem = Static<typeof CatalogItem>;
