import type { ItemRequest, ContractRef } from '../../services/contract';
import { itemIn } from '../contract/contract.input';
import type { AmendItemIn } from './amendment.schema';

/** The contract of an amendment request: contractId or contractOptionalId. */
export function contractRef(input: { contractId?: string | undefined; contractOptionalId?: string | undefined }): ContractRef {
  return { id: input.contractId, optionalId: input.contractOptionalId, fields: ['contractId', 'contractOptionalId'] };
}

export function amendItem(item: AmendItemIn): ItemRequest {
  const { name, endDate, defaultContractTerm, autoRenewal, chargeItems } = item;
  return itemIn({ name, endDate, defaultContractTerm, autoRenewal, chargeItems }, 'item', {
    catalog: { id: item.catalogItemId, optionalId: item.catalogItemOptionalId },
    catalogFields: ['item.catalogItemId', 'item.catalogItemOptionalId'],
  });
}
