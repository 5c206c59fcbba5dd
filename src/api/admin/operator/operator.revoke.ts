import { defineRpc } from '../../rpc';
import { Id, Message } from '../../schema';
import { revokeOperator } from '../../../services/platform';
import { OperatorRecord, presentOperator } from './operator.schema';

export default defineRpc({
  path: '/admin/v1/operator/revoke',
  method: 'POST',
  auth: 'operator',
  permission: 'operators',
  tags: ['admin'],
  summary: 'Revoke an operator at once: its token and its sessions stop working',
  description:
    'Sets revokeTime and ends every session of the operator in the same transaction: the next request with its token or one of its session cookies is 401. An unknown operator is NOT_FOUND; one revoked already, or the calling operator itself, FAILED_PRECONDITION (another operator, or `billing operator revoke`, can).',
  input: Message({ operatorId: { ...Id, description: 'the operator to revoke' } }),
  output: Message({ operator: OperatorRecord }),
  handler: async (ctx, input) => ({ operator: presentOperator(await revokeOperator(ctx.deps.db, input.operatorId, ctx.admin?.operator)) }),
});
