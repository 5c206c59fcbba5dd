import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/repos/webhook.repo';
import type { EndpointWithSecret } from '../../services/events';
import { instantOut } from '../datetime';
import type { WebhookDelivery, WebhookEndpoint } from './webhookendpoint.schema';

export function presentEndpoint(e: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: e.id,
    url: e.url,
    eventTypes: e.event_types,
    description: e.description,
    status: `STATUS_${e.status}` as WebhookEndpoint['status'],
    createTime: instantOut(e.create_time),
    updateTime: instantOut(e.update_time),
  };
}

export function presentEndpointWithSecret(r: EndpointWithSecret) {
  return { webhookEndpoint: presentEndpoint(r.endpoint), secret: r.secret };
}

export function presentDelivery(d: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: d.id,
    eventId: d.event_id,
    eventType: d.event_type,
    attempt: d.attempt,
    status: `STATUS_${d.status}` as WebhookDelivery['status'],
    responseStatus: d.response_status,
    durationMs: d.duration_ms,
    createTime: instantOut(d.create_time),
    nextAttemptTime: d.status === 'PENDING' ? instantOut(d.next_attempt_time) : '',
  };
}
