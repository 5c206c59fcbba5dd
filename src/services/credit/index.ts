export { addCredit, creditBalance } from './ledger';
export type { CreditKind, CreditMovement } from './ledger';
