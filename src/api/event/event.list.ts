import { defineRpc } from '../rpc';
import { DateTimeInput, Message, Type, pagingFields } from '../schema';
import { keysetPaging, pageOf } from '../paging';
import { instantIn } from '../datetime';
import { invalidField } from '../../lib/errors';
import { EVENT_TYPES, listEventRows } from '../../services/events';
import { presentEvent } from './event.present';
import { Event } from './event.schema';

export const ListEventsRequest = Message({
  ...pagingFields,
  types: Type.Optional(
    Type.Array(Type.String({ enum: [...EVENT_TYPES] }), { maxItems: EVENT_TYPES.length, description: 'empty = every type' }),
  ),
  createTimeFrom: Type.Optional(DateTimeInput),
  createTimeTo: Type.Optional(DateTimeInput),
});
export const ListEventsResponse = Message({ events: Type.Array(Event), nextPageToken: Type.String() });

export default defineRpc({
  path: '/v1/event/list',
  method: 'G+P',
  summary: 'List events (extension)',
  description: 'Newest first, keyset paged; filters: types (any of), createTimeFrom (inclusive), createTimeTo (exclusive).',
  tags: ['event'],
  input: ListEventsRequest,
  output: ListEventsResponse,
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const from = input.createTimeFrom ? instantIn('createTimeFrom', input.createTimeFrom) : undefined;
    const to = input.createTimeTo ? instantIn('createTimeTo', input.createTimeTo) : undefined;
    if (from && to && from.getTime() > to.getTime()) throw invalidField('createTimeTo', 'must not be before createTimeFrom');
    const p = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 2 });
    const rows = await listEventRows(ctx, { types: input.types ?? [], from, to, after: p.after, limit: p.pageSize });
    const page = pageOf(p.query, rows, p.pageSize, (r) => [r.create_time.toISOString(), r.id]);
    return { events: page.items.map(presentEvent), nextPageToken: page.nextPageToken };
  },
});
