import { DateTimeOutput, Enum, Id, Message, Type, Named, type Static } from '../schema';
import { permissionsOf, type Operator } from '../../services/platform';

/** Shared messages of the admin API (docs/console.md). */
export const OperatorMessage = Named(
  'Operator',
  {
    id: { ...Id, description: "the operator's id" },
    name: Type.String({ description: "the operator's name" }),
    role: Enum(
      ['ROLE_UNSPECIFIED', 'ROLE_OWNER', 'ROLE_ADMIN', 'ROLE_CLERK', 'ROLE_VIEWER'],
      'the operator\'s role (docs/console.md "Roles")',
    ),
    providerIds: Type.Array(Id, { description: 'the providers the operator may act on; empty = every provider' }),
    permissions: Type.Array(Type.String(), {
      description:
        'what the role grants here: session, read, billing, platform, providers, audit, operators (the console shows only what may be used)',
    }),
  },
  'A console operator and what it may do.',
);

export const SessionResponse = Message({
  operator: OperatorMessage,
  csrfToken: Type.String({
    description: 'send it back in the X-CSRF-Token header of every other /admin/v1 request made with the session cookie',
  }),
  expireTime: { ...DateTimeOutput, description: 'when the session ends (12 hours after sign-in); then sign in again' },
});

export const EnvironmentIn = Enum(
  ['ENVIRONMENT_UNSPECIFIED', 'ENVIRONMENT_SANDBOX', 'ENVIRONMENT_PRODUCTION'],
  'the tenant: sandbox or production',
);

/** The wire environment as the services name it; UNSPECIFIED is refused by the caller. */
export function environmentOf(value: string): 'sandbox' | 'production' | undefined {
  if (value === 'ENVIRONMENT_SANDBOX') return 'sandbox';
  if (value === 'ENVIRONMENT_PRODUCTION') return 'production';
  return undefined;
}

/** The signed-in operator as the session messages show it. */
export function presentSessionOperator(o: Operator): Static<typeof OperatorMessage> {
  return { id: o.id, name: o.name, role: `ROLE_${o.role}`, providerIds: [...o.providerIds], permissions: permissionsOf(o) };
}
