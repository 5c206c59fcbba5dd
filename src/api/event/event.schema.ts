import { Message, Type, type Static, Named } from '../schema';

/** A resource or summary as the API presents it (its message depends on the event type; docs/events.md). */
export const EventObject = Type.Object({}, { additionalProperties: true, description: 'the resource after the change' });

export const Event = Named('Event', {
  id: Type.String(),
  type: Type.String({ description: 'e.g. billing.created (docs/events.md lists every type)' }),
  createTime: Type.String({ description: "the tenant's clock (the test clock in a moved sandbox)" }),
  data: Message({ object: EventObject }),
  previousAttributes: Type.Object({}, { additionalProperties: true, description: 'old values of the changed fields; {} when none' }),
});
export type Event = Static<typeof Event>;
