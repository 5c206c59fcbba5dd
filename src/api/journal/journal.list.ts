import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { bookOf, closedMonth, journalEntries, type JournalItem } from '../../services/accounting';
import { JournalEntryMessage, presentEntry } from './journal.schema';

export const ListJournalRequest = Message({
  month: Type.String({ description: 'the month, YYYY-MM (closed: its last day has passed)' }),
  ...pagingFields,
});
export const ListJournalResponse = Message({ entries: Type.Array(JournalEntryMessage), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/journal/list',
  method: 'G+P',
  summary: 'The journal entries (仕訳) of a closed month (extension)',
  description:
    'Invoices issued (売掛金 / 売上高 + 前受収益 + 仮受消費税), voids, payments, customer credit, credit notes (前受収益 + 売上値引 + 仮受消費税 / 前受金 or 普通預金), and the month-end recognition of deferred revenue, in that order; computed from the documents, so the same month always gives the same entries (docs/accounting.md). A malformed month is INVALID_ARGUMENT; a month not over yet is FAILED_PRECONDITION (MONTH_NOT_CLOSED).',
  tags: ['journal'],
  input: ListJournalRequest,
  output: ListJournalResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const month = closedMonth(ctx, 'month', input.month);
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 2 });
    const start = p.after ? { section: Number(p.after[0]), after: String(p.after[1]) } : undefined;
    const items: JournalItem[] = [];
    for await (const item of journalEntries(ctx, await bookOf(ctx), month, start, Math.min(p.pageSize + 1, 1000))) {
      items.push(item);
      if (items.length > p.pageSize) break;
    }
    const page = pageOf(p.query, items, p.pageSize, (i) => [i.cursor.section, i.cursor.after]);
    return { entries: page.items.map((i) => presentEntry(i.entry)), nextPageToken: page.nextPageToken };
  },
});
