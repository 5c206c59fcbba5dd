import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { listStatementSummaries } from '../../services/collections';
import { presentStatement } from './bankstatement.present';
import { BankStatement } from './bankstatement.schema';

export const ListStatementsRequest = Message({ ...pagingFields });
export const ListStatementsResponse = Message({ statements: Type.Array(BankStatement), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/bankstatement/list',
  method: 'G+P',
  summary: 'List imported bank statements, newest first (extension)',
  tags: ['bankstatement'],
  input: ListStatementsRequest,
  output: ListStatementsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 1 });
    const rows = await listStatementSummaries(ctx, p.after?.[0] as string | undefined, p.pageSize);
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
    return { statements: page.items.map(presentStatement), nextPageToken: page.nextPageToken };
  },
});
