import { DateTimeOutput, Enum, Id, Message, Type, Named } from '../schema';

/** Shared messages of the admin API (docs/console.md). */
export const OperatorMessage = Named(
  'Operator',
  { id: { ...Id, description: "the operator's id" }, name: Type.String({ description: "the operator's name" }) },
  'A console operator.',
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
