export { auditTenants, listAudit } from './list';
export type { AuditFilter, AuditListRow } from './list';
export type { AuditRow } from '../../db/repos/audit.repo';
export { verifyAuditChains, entryOf } from './verify';
export type { BrokenLink, VerifyReport } from './verify';
export { PLATFORM_CHAIN } from '../../db/audit/entry';
