import { DateTimeInput, Enum, Id, Message, Type, type Static, Named } from '../schema';
import { CustomFieldValue } from '../customfield/customfield.schema';
import { CatalogChargeItem } from '../catalogitem/catalogitem.schema';
import { AutoRenewalIn, AutoRenewalOut, OptId, PriceIn, QuantityIn, OptManagementId, TermIn, TermOut, TierIn, TimingIn } from '../wire';

/**
 * Contract wire messages shared by v1 and v2 (docs/api.md; docs/contracts.md). Request parts are
 * optional wherever the catalog supplies a default; response parts carry every field.
 */
export { AutoRenewalIn, PriceIn, QuantityIn, TermIn, TierIn, TimingIn };

const chargeCommon = {
  catalogChargeItemId: Id,
  optionalId: Type.Optional(OptManagementId),
  name: Type.Optional(Type.String({ maxLength: 255 })),
  quantity: Type.Optional(QuantityIn),
  billAllAtOnce: Type.Optional(Type.Boolean()),
  billingCycle: Type.Optional(TermIn),
  billingTiming: Type.Optional(TimingIn),
  billingDueTiming: Type.Optional(TimingIn),
  excluded: Type.Optional(
    Type.Boolean({
      description:
        'true: leave this catalog charge item out of the contract item (charge items not listed take the catalog defaults); only catalogChargeItemId may be given with it',
    }),
  ),
};
/** v1 charge item: price / tiers at the top level. */
export const ChargeItemInV1 = Named('ChargeItemInputV1', {
  ...chargeCommon,
  price: Type.Optional(PriceIn),
  tiers: Type.Optional(Type.Array(TierIn, { maxItems: 100 })),
});
/** v2 charge item: pricing {price, tiers}. */
export const ChargeItemInV2 = Named('ChargeItemInputV2', {
  ...chargeCommon,
  pricing: Type.Optional(Message({ price: Type.Optional(PriceIn), tiers: Type.Optional(Type.Array(TierIn, { maxItems: 100 })) })),
});
export type ChargeItemInV1 = Static<typeof ChargeItemInV1>;
export type ChargeItemInV2 = Static<typeof ChargeItemInV2>;

const itemCommon = {
  name: Type.Optional(Type.String({ maxLength: 255 })),
  endDate: Type.Optional(DateTimeInput),
  defaultContractTerm: Type.Optional(TermIn),
  autoRenewal: Type.Optional(AutoRenewalIn),
};
const catalogRefV1 = { catalogItemId: Type.Optional(OptId), catalogItemOptionalId: Type.Optional(OptManagementId) };
export const CatalogItemIdentifier = Named('CatalogItemIdentifier', catalogRefV1);

export const OptionItemInV1 = Named('OptionItemInputV1', {
  ...catalogRefV1,
  ...itemCommon,
  startDate: Type.Optional(DateTimeInput),
  chargeItems: Type.Optional(Type.Array(ChargeItemInV1, { maxItems: 50 })),
});
export const MainItemInV1 = Named('MainItemInputV1', {
  ...catalogRefV1,
  ...itemCommon,
  startDate: Type.Optional(DateTimeInput),
  chargeItems: Type.Optional(Type.Array(ChargeItemInV1, { maxItems: 50 })),
  optionItems: Type.Optional(Type.Array(OptionItemInV1, { maxItems: 50 })),
});
export const ItemInV2 = Named('ItemInputV2', {
  catalogItemIdentifier: CatalogItemIdentifier,
  ...itemCommon,
  startDate: Type.Optional(DateTimeInput),
  availabilityCycle: Type.Optional(TermIn),
  chargeItems: Type.Optional(Type.Array(ChargeItemInV2, { maxItems: 50 })),
});
export type OptionItemInV1 = Static<typeof OptionItemInV1>;
export type MainItemInV1 = Static<typeof MainItemInV1>;
export type ItemInV2 = Static<typeof ItemInV2>;

export const ContractCustomerIn = Named('ContractCustomerInput', {
  id: Type.Optional(OptId),
  optionalId: Type.Optional(OptManagementId),
  customerStaffId: Type.Optional(OptId),
  customerStaffOptionalId: Type.Optional(OptManagementId),
});
export const contractHeadIn = {
  optionalId: Type.Optional(OptManagementId),
  isDraft: Type.Optional(Type.Boolean()),
  customer: ContractCustomerIn,
  paymentMethodId: Type.Optional(OptId),
  paymentMethodOptionalId: Type.Optional(OptManagementId),
};

// ---------- response parts ----------
export { CustomFieldValue };
export const ItemStatusWire = Enum([
  'STATUS_UNSPECIFIED',
  'STATUS_WAITING_ACTIVATION',
  'STATUS_ACTIVE',
  'STATUS_WAITING_CANCELLATION',
  'STATUS_CANCELED',
  'STATUS_WAITING_COMPLETION',
  'STATUS_COMPLETED',
  'STATUS_INVALIDATED',
]);
const { pricingModel, id: _id, ...catalogChargeFields } = CatalogChargeItem.properties;
export const PricedTermOut = Named('PricedTerm', {
  effectiveStartDate: Type.String({ description: 'first day of these terms (JST midnight in UTC)' }),
  quantity: Type.String(),
  pricing: pricingModel,
});
export const ContractChargeItem = Named('ContractChargeItem', {
  id: Type.String(),
  optionalId: Type.String(),
  catalogChargeItemId: Type.String(),
  ...catalogChargeFields,
  quantity: Type.String({ description: 'decimal string; the latest agreed quantity (v2 with a date: the one in force)' }),
  pricing: pricingModel,
  terms: Type.Array(PricedTermOut, { description: 'effective-dated quantity and price history, oldest first' }),
});
export type ContractChargeItem = Static<typeof ContractChargeItem>;

export const contractItemFields = {
  id: Type.String(),
  name: Type.String(),
  catalogItemId: Type.String(),
  startDate: Type.String(),
  endDate: Type.String({ description: 'last day of service (inclusive), JST midnight in UTC' }),
  status: ItemStatusWire,
  cancellationDate: Type.String({ description: 'set by a cancellation amendment; empty otherwise' }),
  defaultContractTerm: TermOut,
  availabilityCycle: Message(TermOut.properties, 'value 0 and UNIT_UNSPECIFIED: none'),
  autoRenewal: AutoRenewalOut,
  chargeItems: Type.Array(ContractChargeItem),
};
export const ContractItem = Named('ContractItem', contractItemFields);
export const MainContractItem = Named('MainContractItem', { ...contractItemFields, optionItems: Type.Array(ContractItem) });
export type ContractItem = Static<typeof ContractItem>;
export type MainContractItem = Static<typeof MainContractItem>;

export const contractHeadOut = {
  id: Type.String(),
  optionalId: Type.String(),
  isDraft: Type.Boolean(),
  customerId: Type.String(),
  customerStaffId: Type.String(),
  paymentMethodId: Type.String(),
};
export const Contract = Named('Contract', {
  ...contractHeadOut,
  version: Type.Integer(),
  mainItems: Type.Array(MainContractItem),
  customFields: Type.Array(CustomFieldValue),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type Contract = Static<typeof Contract>;
