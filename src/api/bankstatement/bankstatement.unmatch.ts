import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { unmatchLine } from '../../services/collections';
import { presentLine } from './bankstatement.present';
import { StatementLine } from './bankstatement.schema';

export const UnmatchLineRequest = Message({ lineId: Id });
export const UnmatchLineResponse = Message({ line: StatementLine });

export default defineRpc({
  path: '/v1/bankstatement/unmatch',
  method: 'POST',
  summary: 'Reverse what a matched line applied and return it to the unmatched queue (extension)',
  description:
    'Each payment the line made is reversed on the same billing (payment type TYPE_REVERSAL) and the credit it created is taken back (CREDIT_ALREADY_USED when it has been used). Only a matched line (LINE_NOT_MATCHED).',
  tags: ['bankstatement'],
  input: UnmatchLineRequest,
  output: UnmatchLineResponse,
  handler: async (ctx, input) => ({ line: presentLine(await unmatchLine(ctx, input.lineId), []) }),
});
