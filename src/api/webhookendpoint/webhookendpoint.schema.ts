import { Enum, Type, type Static, Named } from '../schema';

export const EndpointStatus = Enum(['STATUS_UNSPECIFIED', 'STATUS_ENABLED', 'STATUS_DISABLED']);

export const WebhookEndpoint = Named('WebhookEndpoint', {
  id: Type.String(),
  url: Type.String(),
  eventTypes: Type.Array(Type.String(), { description: 'empty = every type' }),
  description: Type.String(),
  status: EndpointStatus,
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const WebhookEndpointWithSecret = Named('WebhookEndpointWithSecret', {
  webhookEndpoint: WebhookEndpoint,
  secret: Type.String({ description: 'whsec_…: shown only here; keep it to verify Billing-Signature' }),
});

export const WebhookDelivery = Named('WebhookDelivery', {
  id: Type.String(),
  eventId: Type.String(),
  eventType: Type.String(),
  attempt: Type.Integer({ description: 'attempts made so far' }),
  status: Enum(['STATUS_UNSPECIFIED', 'STATUS_PENDING', 'STATUS_SUCCEEDED', 'STATUS_FAILED']),
  responseStatus: Type.Integer({ description: 'HTTP status of the last attempt; 0 when none (not yet, timeout, refused)' }),
  durationMs: Type.Integer({
    description: 'how long the answer to the last attempt took; 0 when there was none (not yet, timeout, refused)',
  }),
  createTime: Type.String(),
  nextAttemptTime: Type.String({ description: 'when a pending delivery is attempted next; empty once finished' }),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

/** The fields of a URL and event-type selection in requests. */
export const Url = Type.String({ minLength: 1, maxLength: 2048, pattern: '^[^\\u0000\\s]*$', description: 'http:// or https://' });
export const EventTypes = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20, description: 'empty = every type' });
