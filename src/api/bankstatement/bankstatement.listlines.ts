import { defineRpc } from '../rpc';
import { Id, Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { applicationsOfLines, listStatementLines } from '../../services/collections';
import { presentLine } from './bankstatement.present';
import { LineStatusEnum, StatementLine } from './bankstatement.schema';

export const ListLinesRequest = Message({ statementId: Type.Optional(Id), status: Type.Optional(LineStatusEnum), ...pagingFields });
export const ListLinesResponse = Message({ lines: Type.Array(StatementLine), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/bankstatement/listlines',
  method: 'G+P',
  summary: 'List bank statement lines, of one statement and/or in one status (extension)',
  description:
    'status STATUS_UNMATCHED without statementId is the unmatched queue across every statement. Each line lists what it applied.',
  tags: ['bankstatement'],
  input: ListLinesRequest,
  output: ListLinesResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 1 });
    const status = input.status && input.status !== 'STATUS_UNSPECIFIED' ? input.status.slice('STATUS_'.length) : undefined;
    const rows = await listStatementLines(ctx, {
      ...(input.statementId ? { statementId: input.statementId } : {}),
      ...(status ? { status } : {}),
      ...(p.after ? { after: p.after[0] as string } : {}),
      limit: p.pageSize,
    });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
    const apps = await applicationsOfLines(
      ctx,
      page.items.map((l) => l.id),
    );
    return { lines: page.items.map((l) => presentLine(l, apps)), nextPageToken: page.nextPageToken };
  },
});
