import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { applicationsOfLines, matchLine } from '../../services/collections';
import { presentLine } from './bankstatement.present';
import { StatementLine } from './bankstatement.schema';

export const MatchLineRequest = Message({
  lineId: Id,
  allocations: Type.Array(
    Message({ invoiceId: Id, amount: Type.String({ pattern: '^[1-9][0-9]{0,11}$', description: 'whole yen of the deposit' }) }),
    { minItems: 1, maxItems: 100 },
  ),
});
export const MatchLineResponse = Message({ line: StatementLine });

export default defineRpc({
  path: '/v1/bankstatement/match',
  method: 'POST',
  summary: 'Match an unmatched line to invoices by hand (extension)',
  description:
    'Each allocation pays its invoice through the one payment path (at most its balance); what the allocations leave of the deposit becomes the customer’s credit. All invoices must be of one customer. Only a line in the unmatched queue (LINE_NOT_UNMATCHED).',
  tags: ['bankstatement'],
  input: MatchLineRequest,
  output: MatchLineResponse,
  handler: async (ctx, input) => {
    const line = await matchLine(ctx, input.lineId, input.allocations);
    return { line: presentLine(line, await applicationsOfLines(ctx, [line.id])) };
  },
});
