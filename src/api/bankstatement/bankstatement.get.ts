import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { getStatementSummary } from '../../services/collections';
import { presentStatement } from './bankstatement.present';
import { BankStatement } from './bankstatement.schema';

export const GetStatementRequest = Message({ id: Id });
export const GetStatementResponse = Message({ statement: BankStatement });

export default defineRpc({
  path: '/v1/bankstatement/get',
  method: 'G+P',
  summary: 'Get an imported bank statement with its counts (extension)',
  tags: ['bankstatement'],
  input: GetStatementRequest,
  output: GetStatementResponse,
  handler: async (ctx, input) => ({ statement: presentStatement(await getStatementSummary(ctx, input.id)) }),
});
