import { ApiError } from '../../lib/errors';

/**
 * Operator roles (docs/console.md "Roles"). Each /admin/v1 path names the one permission it needs;
 * a role is the set of permissions it grants. An operator may also be limited to some providers:
 * then every path naming a provider refuses the others, the lists show only its providers' records,
 * and what concerns every provider (creating a provider, managing operators) is refused.
 */
export const ROLES = ['OWNER', 'ADMIN', 'CLERK', 'VIEWER'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** Its own session: every signed-in operator. */
  session: 'read and end its own session',
  /** Reads: providers, keys (prefixes only), one tenant's records, bill runs. */
  read: 'read providers, keys and tenant records',
  /** Billing work on a tenant: customers' billing profiles, closing and voiding invoices, the sandbox test clock. */
  billing: 'billing work: invoices, statements, credit notes, customers, the test clock',
  /** A provider's settings and its API keys. */
  platform: "providers' settings and API keys",
  /** Creating providers: an operator limited to some providers cannot. */
  providers: 'create providers',
  /** The audit log. */
  audit: 'read the audit log',
  /** Operators: create, list, revoke (an operator limited to some providers cannot). */
  operators: 'manage operators',
} as const;
export type Permission = keyof typeof PERMISSIONS;

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  OWNER: ['session', 'read', 'billing', 'platform', 'providers', 'audit', 'operators'],
  ADMIN: ['session', 'read', 'platform', 'providers', 'audit'],
  CLERK: ['session', 'read', 'billing'],
  VIEWER: ['session', 'read'],
};

/** Permissions that concern every provider: an operator limited to some providers never has them. */
const ALL_PROVIDERS: ReadonlySet<Permission> = new Set(['providers', 'operators']);

export interface OperatorGrant {
  role: Role;
  /** Empty: every provider. */
  providerIds: readonly string[];
}

export function roleOf(stored: string): Role {
  return (ROLES as readonly string[]).includes(stored) ? (stored as Role) : 'VIEWER';
}

/** What the operator may do, as the console shows it. */
export function permissionsOf(g: OperatorGrant): Permission[] {
  return ROLE_PERMISSIONS[g.role].filter((p) => g.providerIds.length === 0 || !ALL_PROVIDERS.has(p));
}

/** Refuses a path the operator's role does not grant: PERMISSION_DENIED (OPERATOR_ROLE) naming the role and the permission. */
export function requirePermission(g: OperatorGrant, permission: Permission): void {
  if (permissionsOf(g).includes(permission)) return;
  const limited = ALL_PROVIDERS.has(permission) && g.providerIds.length > 0 && ROLE_PERMISSIONS[g.role].includes(permission);
  throw new ApiError(
    'PERMISSION_DENIED',
    limited
      ? `an operator limited to some providers cannot ${PERMISSIONS[permission]}`
      : `the role ROLE_${g.role} may not ${PERMISSIONS[permission]}`,
    { reason: 'OPERATOR_ROLE', role: `ROLE_${g.role}`, permission },
  );
}

export function providerAllowed(g: OperatorGrant, providerId: string): boolean {
  return g.providerIds.length === 0 || g.providerIds.includes(providerId);
}

/** Refuses a provider outside the operator's providers: PERMISSION_DENIED (PROVIDER_NOT_ALLOWED). */
export function requireProvider(g: OperatorGrant, providerId: string): void {
  if (!providerAllowed(g, providerId)) {
    throw new ApiError('PERMISSION_DENIED', `this operator may not act on provider ${providerId}`, {
      reason: 'PROVIDER_NOT_ALLOWED',
      providerId,
    });
  }
}
