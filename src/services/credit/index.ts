export { addCredit, addCredits, creditBalance } from './ledger';
export type { CreditKind, CreditMovement } from './ledger';
export { applyCredit, creditAtIssue, moveCredit, receiveForInvoice, takeBackCredit, takeBackReturnCredit } from './apply';
export type { CreditChange, CreditEnv } from './apply';
export { getCustomerCredit } from './read';
export type { CustomerCredit } from './read';
