import { DateTimeInput, Enum, Id, ManagementId, Message, Type, type Static, Named } from '../schema';
import { ChargeItemInV1, Contract } from '../contract/contract.schema';
import { AutoRenewalIn, DailyRateIn, OptId, OptManagementId, TermIn, TierIn, TimingIn, PriceIn } from '../wire';

/** Amendment wire messages (docs/api.md; docs/contracts.md). */
export const AmendmentType = Enum([
  'TYPE_UNSPECIFIED',
  'TYPE_ADD_ITEM',
  'TYPE_CHANGE_ITEM',
  'TYPE_CUSTOMIZE_ITEM',
  'TYPE_CHANGE_CHARGE_ITEM_QUANTITY',
  'TYPE_RENEW_ITEM',
  'TYPE_CANCEL_ITEM',
]);
export const Amendment = Named('Amendment', {
  id: Type.String(),
  contractId: Type.String(),
  version: Type.Integer({ description: 'the contract version this amendment produced' }),
  type: AmendmentType,
  targetContractItemId: Type.String({ description: 'the item changed, added, renewed or cancelled; empty for cancelcontract' }),
  effectiveStartDate: Type.String({
    description: 'first day of the change (for cancellations: the cancellation date, the last day of service)',
  }),
  executeDate: Type.String({ description: 'when the amendment was made (tenant clock)' }),
  memo: Type.String(),
  canceled: Type.Boolean(),
  cancelMemo: Type.String({ description: 'memo of the cancelamendment call; empty unless canceled' }),
  createTime: Type.String(),
});
export type Amendment = Static<typeof Amendment>;

/** Every amendment call answers the amended contract (v1 shape, latest version) and the amendment. */
export const AmendmentResponse = Message({ contract: Contract, amendment: Amendment });

export const contractRefIn = { contractId: Type.Optional(Id), contractOptionalId: Type.Optional(ManagementId) };
/** A contract charge item: its id or its management id (one is required; both must agree). */
export const ChargeItemRefIn = {
  contractChargeItemId: Type.Optional(Id),
  contractChargeItemOptionalId: Type.Optional(ManagementId),
};
export const Memo = Type.Optional(Type.String({ maxLength: 1000 }));

const amendItem = {
  catalogItemId: Type.Optional(OptId),
  catalogItemOptionalId: Type.Optional(OptManagementId),
  name: Type.Optional(Type.String({ maxLength: 255 })),
  endDate: Type.Optional(DateTimeInput),
  defaultContractTerm: Type.Optional(TermIn),
  autoRenewal: Type.Optional(AutoRenewalIn),
  chargeItems: Type.Optional(Type.Array(ChargeItemInV1, { maxItems: 50 })),
};
/** The new item of addoptionitem / changeoptionitem (it starts on effectiveStartDate). */
export const AmendItemIn = Named('AmendItemInput', amendItem);
/** The new main item of changemainitem: effectiveStartDate defaults to the day after the current end. */
export const ChangeMainItemIn = Named('ChangeMainItemInput', { ...amendItem, effectiveStartDate: Type.Optional(DateTimeInput) });
export type AmendItemIn = Static<typeof AmendItemIn>;

export { DailyRateIn };

export const CustomizeChargeIn = Named('CustomizeChargeInput', {
  ...ChargeItemRefIn,
  name: Type.Optional(Type.String({ maxLength: 255 })),
  price: Type.Optional(PriceIn),
  tiers: Type.Optional(Type.Array(TierIn, { maxItems: 100 })),
  billingTiming: Type.Optional(TimingIn),
  billingDueTiming: Type.Optional(TimingIn),
});
