import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { ignoreLine } from '../../services/collections';
import { presentLine } from './bankstatement.present';
import { StatementLine } from './bankstatement.schema';

export const IgnoreLineRequest = Message({ lineId: Id });
export const IgnoreLineResponse = Message({ line: StatementLine });

export default defineRpc({
  path: '/v1/bankstatement/ignore',
  method: 'POST',
  summary: 'Take a line out of the unmatched queue without applying it (extension)',
  tags: ['bankstatement'],
  input: IgnoreLineRequest,
  output: IgnoreLineResponse,
  handler: async (ctx, input) => ({ line: presentLine(await ignoreLine(ctx, input.lineId), []) }),
});
