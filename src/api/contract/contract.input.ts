import type { ServiceRequest } from '../../services/contract.create.service';
import type { ChargeRequest, ItemRequest } from '../../services/contract.items.service';
import type { ChargeItemInV1, ChargeItemInV2, ItemInV2, MainItemInV1, OptionItemInV1 } from './contract.schema';

/** v1 / v2 request items → the service's ItemRequest (field names kept for error messages). */
export const chargeV1 = (c: ChargeItemInV1): ChargeRequest => c;

export function chargeV2(c: ChargeItemInV2): ChargeRequest {
  const { pricing, ...rest } = c;
  return { ...rest, price: pricing?.price, tiers: pricing?.tiers };
}

export function itemV1(item: MainItemInV1 | OptionItemInV1, field: string): ItemRequest {
  return {
    catalog: { id: item.catalogItemId, optionalId: item.catalogItemOptionalId },
    catalogFields: [`${field}.catalogItemId`, `${field}.catalogItemOptionalId`],
    field,
    name: item.name,
    startDate: item.startDate,
    endDate: item.endDate,
    defaultContractTerm: item.defaultContractTerm,
    autoRenewal: item.autoRenewal,
    chargeItems: item.chargeItems?.map(chargeV1),
  };
}

export function servicesV1(mainItems: MainItemInV1[]): ServiceRequest[] {
  return mainItems.map((m, i) => ({
    main: itemV1(m, `mainItems[${i}]`),
    options: (m.optionItems ?? []).map((o, j) => itemV1(o, `mainItems[${i}].optionItems[${j}]`)),
  }));
}

export function itemV2(item: ItemInV2, field: string): ItemRequest {
  return {
    catalog: { id: item.catalogItemIdentifier.catalogItemId, optionalId: item.catalogItemIdentifier.catalogItemOptionalId },
    catalogFields: [`${field}.catalogItemIdentifier.catalogItemId`, `${field}.catalogItemIdentifier.catalogItemOptionalId`],
    field,
    name: item.name,
    startDate: item.startDate,
    endDate: item.endDate,
    defaultContractTerm: item.defaultContractTerm,
    availabilityCycle: item.availabilityCycle,
    autoRenewal: item.autoRenewal,
    chargeItems: item.chargeItems?.map(chargeV2),
  };
}

export function serviceV2(mainItem: ItemInV2, optionItems: ItemInV2[] | undefined): ServiceRequest {
  return { main: itemV2(mainItem, 'mainItem'), options: (optionItems ?? []).map((o, j) => itemV2(o, `optionItems[${j}]`)) };
}
