import { defineRpc } from '../rpc';
import { Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { invalidField } from '../../lib/errors';
import { listBillingViews } from '../../services/billing.service';
import { presentBilling } from './billing.present';
import { BILLING_STATUSES, BillingListResponse } from './billing.schema';
import { BillingOrderBy, billingOrder } from './billing.order';

export const SearchBillingsRequest = Message({
  ...pagingFields,
  query: Type.Optional(Type.String({ maxLength: 200, description: 'status=<STATUS>, status=any or status=*' })),
  orderBy: Type.Optional(BillingOrderBy),
});

const STATUS_WORDS = new Set(['any', '*', 'STATUS_ANY']);

/**
 * The search query: `status=<STATUS>` (with or without the STATUS_ prefix), `status=any`,
 * `status=*`, or empty for all. Returns the statuses to match, or undefined for all.
 */
export function parseSearchQuery(query: string | undefined, known: readonly string[]): string[] | undefined {
  const text = (query ?? '').trim();
  if (text === '' || STATUS_WORDS.has(text)) return undefined;
  const m = /^status\s*=\s*(\S+)$/i.exec(text);
  if (!m) throw invalidField('query', 'must be status=<STATUS>, status=any or status=*');
  const value = m[1]!;
  if (STATUS_WORDS.has(value) || value.toLowerCase() === 'any') return undefined;
  const wire = value.toUpperCase().startsWith('STATUS_') ? value.toUpperCase() : `STATUS_${value.toUpperCase()}`;
  if (!known.includes(wire) || wire === 'STATUS_UNSPECIFIED') throw invalidField('query', `unknown billing status ${value}`);
  return [wire.slice('STATUS_'.length)];
}

export default defineRpc({
  path: '/v1/billing/search',
  method: 'G+P',
  summary: 'Search billings by status',
  description: 'query: `status=<STATUS_VALUE>` (e.g. status=STATUS_UNBILLED), or `status=any` / `status=*` (or empty) for all.',
  tags: ['billing'],
  input: SearchBillingsRequest,
  output: BillingListResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const statuses = parseSearchQuery(input.query, BILLING_STATUSES);
    const order = billingOrder(input.orderBy);
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: order.byBillingDate ? 2 : 1 });
    const views = await listBillingViews(ctx, { ...(statuses ? { statuses } : {}), ...order, after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, views, p.pageSize, (v) => order.positionOf(v.billing));
    return { billings: page.items.map(presentBilling), nextPageToken: page.nextPageToken };
  },
});
