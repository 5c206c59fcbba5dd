export { KEY_PATTERN, KeyError, createApiKey, getKey, hashKey, listKeys, revokeKey } from './apikey';
export type { KeyInfo } from './apikey';
export { EXPORTS_PER_TENANT, EXPORT_TABLES, countExport, exportBatches } from './export';
export type { ExportRecord, ExportResource } from './export';
export {
  SESSION_LIFE_SECONDS,
  createOperator,
  csrfMatches,
  listAllOperators,
  revokeOperator,
  sessionOf,
  signIn,
  signOut,
  verifyOperatorToken,
} from './operator';
export type { NewOperator, Operator, OperatorSession } from './operator';
export { PERMISSIONS, ROLES, ROLE_PERMISSIONS, permissionsOf, providerAllowed, requirePermission, requireProvider, roleOf } from './roles';
export type { OperatorGrant, Permission, Role } from './roles';
export {
  INVOICE_NUMBER_PREFIX,
  ISSUER_TEXT_LIMITS,
  REGISTRATION_NUMBER,
  createProvider,
  getCallerProvider,
  getProviderForOperator,
  hasAnyProvider,
  listAllProviders,
  listProvidersPage,
  operatorCaller,
  operatorCallerNow,
  providerExists,
  updateProviderSettings,
} from './provider';
export type { MailTemplateKey, ProviderUpdateInput } from './provider';
export { acquireTenantLease, withTenantLease } from './lease';
export type { HeldLease, LeaseSpec } from './lease';
