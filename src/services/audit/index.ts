export { listAudit } from './list';
export type { AuditFilter, AuditRow } from './list';
export { verifyAuditChains, entryOf } from './verify';
export type { BrokenLink, VerifyReport } from './verify';
export { PLATFORM_CHAIN } from '../../db/audit/entry';
