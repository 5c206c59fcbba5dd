export {
  addOptionItem,
  cancelContract,
  cancelOption,
  cancelService,
  changeMainItem,
  changeOptionItem,
  changeQuantity,
  customizeOptionItem,
  renewContractItem,
} from './amend';
export type { AmendmentResult } from './amend';
export { cancelAmendment, listAmendments } from './amendments';
export { runAutoRenewals } from './autorenewal';
export { addService, aliasContract, confirmDraft, createContract, updatePaymentMethod } from './create';
export type { ServiceRequest } from './create';
export { checkChargeAmount } from './items';
export type { ChargeRequest, ItemRequest } from './items';
export { getContractAtVersion, getContractOnDay, listContracts } from './read';
export type { ContractConditions } from './read';
export { chargeRef, findContract } from './store';
export type { ContractRecord, ContractRef } from './store';
