import { defineRpc } from '../rpc';
import { DateTimeInput, Message, Named, Type, pagingFields } from '../schema';
import { businessDateIn } from '../datetime';
import { keysetPaging, pageOf } from '../paging';
import { receivablesAging } from '../../services/accounting';

const money = (description: string) => Type.String({ description });
const agingFields = {
  current: money('not yet due'),
  days1To30: money('1–30 days past the due date'),
  days31To60: money('31–60 days'),
  days61To90: money('61–90 days'),
  over90: money('over 90 days'),
  total: money('all open'),
};

export const Aging = Named('Aging', agingFields);
export const CustomerAging = Named('CustomerAging', { customerId: Type.String(), customerName: Type.String(), ...agingFields });

export const ReceivablesRequest = Message({ asOf: DateTimeInput, ...pagingFields });
export const ReceivablesResponse = Message({
  totals: Aging,
  customers: Type.Array(CustomerAging, { description: 'customers with an open balance, by id' }),
  nextPageToken: Type.String(),
});

export default defineRpc({
  path: '/v1/report/receivables',
  method: 'G+P',
  summary: 'Receivables aging per customer on a day (extension)',
  description:
    'What each customer still owes on asOf (invoices issued by then, not void, less the payments dated by then), by days past the due date: not yet due, 1–30, 31–60, 61–90, over 90 (docs/accounting.md "Receivables aging").',
  tags: ['report'],
  input: ReceivablesRequest,
  output: ReceivablesResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const asOf = businessDateIn('asOf', input.asOf);
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize });
    const r = await receivablesAging(ctx, asOf, { after: p.after ? String(p.after[0]) : null, limit: p.pageSize });
    const page = pageOf(p.query, r.customers, p.pageSize, (c) => [c.customerId]);
    return { totals: r.totals, customers: page.items, nextPageToken: page.nextPageToken };
  },
});
