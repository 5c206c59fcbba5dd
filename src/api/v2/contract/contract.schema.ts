import { Message, Type, type Static } from '../../schema';
import { ContractItem, CustomFieldValue, contractHeadOut } from '../../contract/contract.schema';

/** v2 contract: services (service id = the id of the main item that opened it) instead of mainItems, no version. */
export const ContractService = Message({ id: Type.String(), mainItem: ContractItem, optionItems: Type.Array(ContractItem) });
export const ContractV2 = Message({
  ...contractHeadOut,
  services: Type.Array(ContractService),
  customFields: Type.Array(CustomFieldValue),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type ContractV2 = Static<typeof ContractV2>;
