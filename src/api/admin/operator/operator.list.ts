import { defineRpc } from '../../rpc';
import { Message, Text, Type } from '../../schema';
import { listAllOperators } from '../../../services/platform';
import { OperatorRecord, presentOperator } from './operator.schema';

export default defineRpc({
  path: '/admin/v1/operator/list',
  method: 'POST',
  auth: 'operator',
  permission: 'operators',
  tags: ['admin'],
  summary: 'List the operators (revoked ones included), oldest first',
  input: Message({ nameContains: Type.Optional(Text(200, 'only operators whose name contains this text (any case)')) }),
  output: Message({ operators: Type.Array(OperatorRecord, { description: 'the operators' }) }),
  handler: async (ctx, input) => ({ operators: (await listAllOperators(ctx.db, input.nameContains)).map(presentOperator) }),
});
