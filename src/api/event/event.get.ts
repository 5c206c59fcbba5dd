import { defineRpc } from '../rpc';
import { Id, Message } from '../schema';
import { getEventRow } from '../../services/events';
import { presentEvent } from './event.present';
import { Event } from './event.schema';

export const GetEventRequest = Message({ id: Id });
export const GetEventResponse = Message({ event: Event });

export default defineRpc({
  path: '/v1/event/get',
  method: 'G+P',
  summary: 'Get an event (extension)',
  description: 'Events are kept at least 30 days (docs/events.md).',
  tags: ['event'],
  input: GetEventRequest,
  output: GetEventResponse,
  handler: async (ctx, input) => ({ event: presentEvent(await getEventRow(ctx, input.id)) }),
});
