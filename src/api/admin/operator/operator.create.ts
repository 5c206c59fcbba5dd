import { defineRpc } from '../../rpc';
import { Id, Message, Text, Type } from '../../schema';
import { invalidField } from '../../../lib/errors';
import { createOperator } from '../../../services/platform';
import { OperatorRecord, presentOperator, RoleEnum, roleIn } from './operator.schema';

export default defineRpc({
  path: '/admin/v1/operator/create',
  method: 'POST',
  auth: 'operator',
  permission: 'operators',
  tags: ['admin'],
  summary: 'Create an operator with a role and, optionally, the providers it is limited to',
  description:
    "The answer carries the new operator's token (`token`, op_…) once; only its hash is stored. `providerIds` empty or absent = every provider; an unknown provider is NOT_FOUND naming it. Only an owner of every provider may create operators.",
  input: Message({
    name: Text(200, "the operator's name"),
    role: RoleEnum,
    providerIds: Type.Optional(
      Type.Array(Id, { maxItems: 100, description: 'the providers it may act on; absent or empty = every provider' }),
    ),
  }),
  output: Message({ operator: OperatorRecord, token: Type.String({ description: 'the operator token, shown this once' }) }),
  handler: async (ctx, input) => {
    const role = roleIn(input.role);
    if (!role) throw invalidField('role', 'must be ROLE_OWNER, ROLE_ADMIN, ROLE_CLERK or ROLE_VIEWER');
    if (input.name.trim() === '') throw invalidField('name', 'must not be empty');
    const created = await createOperator(ctx.db, { name: input.name, role, providerIds: input.providerIds ?? [] });
    return { operator: presentOperator(created.row), token: created.token };
  },
});
