export { startDeliveries, webhookQueue } from './delivery';
export type { DeliveryOptions } from './delivery';
export {
  EVENT_TYPES,
  emit,
  eventMessage,
  eventRows,
  getEventRow,
  insertEventRows,
  listEventRows,
  pruneOldEvents,
  recordEvents,
  statusChangedEvents,
} from './events';
export type { EventType, NewEvent } from './events';
export {
  MAX_WEBHOOK_ENDPOINTS,
  createEndpoint,
  deleteEndpointRow,
  getEndpointRow,
  listDeliveryRows,
  listEndpointRows,
  resendEvent,
  rotateSecret,
  updateEndpointRow,
} from './webhooks';
export type { EndpointWithSecret } from './webhooks';
export type { NetworkRule } from './reach';
