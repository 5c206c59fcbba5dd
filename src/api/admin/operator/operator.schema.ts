import type { OperatorRow } from '../../../db/repos/operator.repo';
import { DateTimeOutput, Enum, Id, Type, type Static, Named } from '../../schema';
import { instantOut } from '../../datetime';
import { roleOf, type Role } from '../../../services/platform';

/** The roles on the wire (docs/console.md "Roles"). */
export const RoleEnum = Enum(
  ['ROLE_UNSPECIFIED', 'ROLE_OWNER', 'ROLE_ADMIN', 'ROLE_CLERK', 'ROLE_VIEWER'],
  'OWNER: everything; ADMIN: providers, keys, settings, the audit log; CLERK: billing work, no keys; VIEWER: read only',
);
export type RoleOut = Static<typeof RoleEnum>;

export const roleOut = (r: Role): RoleOut => `ROLE_${r}`;

/** ROLE_… → the role; undefined for ROLE_UNSPECIFIED. */
export function roleIn(r: RoleOut): Role | undefined {
  return r === 'ROLE_UNSPECIFIED' ? undefined : (r.slice('ROLE_'.length) as Role);
}

export const ProviderIdsOut = Type.Array(Id, { description: 'the providers the operator may act on; empty = every provider' });

/** An operator as listed (docs/console.md "Operators"): never its token. */
export const OperatorRecord = Named(
  'OperatorRecord',
  {
    id: { ...Id, description: "the operator's id" },
    name: Type.String({ description: "the operator's name" }),
    role: RoleEnum,
    providerIds: ProviderIdsOut,
    createTime: { ...DateTimeOutput, description: 'when the operator was created' },
    revokeTime: Type.Union([DateTimeOutput, Type.Null()], { description: 'when the operator was revoked; null = may sign in' }),
  },
  'A console operator with its state.',
);

export function presentOperator(o: OperatorRow): Static<typeof OperatorRecord> {
  return {
    id: o.id,
    name: o.name,
    role: roleOut(roleOf(o.role)),
    providerIds: o.provider_ids,
    createTime: instantOut(o.create_time),
    revokeTime: o.revoke_time ? instantOut(o.revoke_time) : null,
  };
}
