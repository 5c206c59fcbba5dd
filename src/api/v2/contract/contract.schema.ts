import { Id, ManagementId, Type, type Static, Named } from '../../schema';
import { ContractItem, CustomFieldValue, contractHeadOut } from '../../contract/contract.schema';

/** v2 contract: services (service id = the id of the main item that opened it) instead of mainItems, no version. */
/** Names the contract of a v2 write: by id or by management id. */
export const ContractRefInput = Named('ContractRefInput', {
  contractId: Type.Optional(Id),
  contractOptionalId: Type.Optional(ManagementId),
});

export const ContractService = Named('ContractService', {
  id: Type.String(),
  mainItem: ContractItem,
  optionItems: Type.Array(ContractItem),
});
export const ContractV2 = Named('ContractV2', {
  ...contractHeadOut,
  services: Type.Array(ContractService),
  customFields: Type.Array(CustomFieldValue),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type ContractV2 = Static<typeof ContractV2>;
