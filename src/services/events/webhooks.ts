/**
 * Webhook endpoints of a tenant and their deliveries (docs/events.md). The secret is generated here
 * and shown only by create and rotatesecret. A URL must be http(s) and, when its host is an IP
 * literal (in any spelling) or a `localhost` name, an address the tenant's environment may reach
 * (reach.ts); the same rule is checked again on every delivery, after resolving the host.
 */
import { randomBytes } from 'node:crypto';
import { failedPrecondition, invalidField, notFound } from '../../lib/errors';
import { isUuid, newId } from '../../lib/ids';
import { getEvent } from '../../db/repos/event.repo';
import {
  countEndpointsLocked,
  deleteEndpoint,
  getEndpoint,
  insertDelivery,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/repos/webhook.repo';
import type { ServiceCtx } from '../context';
import { EVENT_TYPES } from './events';
import { allowedText, hostClass, reachable, type Environment, type NetworkRule } from './reach';

export type EndpointStatus = 'ENABLED' | 'DISABLED';

export interface EndpointWithSecret {
  endpoint: WebhookEndpointRow;
  secret: string;
}

const newSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;

/** Checks a webhook URL: http(s), a host, no credentials, and an IP literal or `localhost` the environment may reach. */
export function checkUrl(url: string, environment: Environment, rule: NetworkRule): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidField('url', 'must be an absolute http:// or https:// URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalidField('url', 'must be an http:// or https:// URL');
  if (parsed.username || parsed.password) throw invalidField('url', 'must not contain credentials');
  const cls = hostClass(parsed.hostname);
  const allowed = reachable(environment, rule);
  if (cls !== 'name' && !allowed.has(cls)) {
    throw invalidField('url', `a ${environment} endpoint may target ${allowedText(allowed)} only, not a ${cls} address`);
  }
  return url;
}

function checkTypes(types: readonly string[]): string[] {
  for (const [i, t] of types.entries()) {
    if (!(EVENT_TYPES as readonly string[]).includes(t)) throw invalidField(`eventTypes[${i}]`, `unknown event type "${t}"`);
  }
  return [...new Set(types)];
}

export interface EndpointInput {
  url: string;
  eventTypes: readonly string[];
  description: string;
}

/** Endpoints a tenant may have (docs/events.md "Webhook endpoints"). */
export const MAX_WEBHOOK_ENDPOINTS = 16;

/** Creates an endpoint (in the request's transaction); past MAX_WEBHOOK_ENDPOINTS, FAILED_PRECONDITION. */
export async function createEndpoint(ctx: ServiceCtx, input: EndpointInput, rule: NetworkRule): Promise<EndpointWithSecret> {
  const url = checkUrl(input.url, ctx.caller.environment, rule);
  const eventTypes = checkTypes(input.eventTypes);
  if ((await countEndpointsLocked(ctx.db, ctx.caller.tenantId)) >= MAX_WEBHOOK_ENDPOINTS) {
    throw failedPrecondition(
      `a tenant may have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first`,
      'WEBHOOK_ENDPOINT_LIMIT',
    );
  }
  const secret = newSecret();
  const endpoint = await insertEndpoint(ctx.db, {
    tenant_id: ctx.caller.tenantId,
    id: newId(),
    url,
    event_types: eventTypes,
    description: input.description,
    status: 'ENABLED',
    secret,
  });
  return { endpoint, secret };
}

export async function getEndpointRow(ctx: ServiceCtx, id: string, field = 'id'): Promise<WebhookEndpointRow> {
  const row = isUuid(id) ? await getEndpoint(ctx.db, ctx.caller.tenantId, id) : undefined;
  if (!row) throw notFound(field === 'id' ? 'webhook endpoint' : `webhook endpoint (${field})`);
  return row;
}

export function listEndpointRows(ctx: ServiceCtx, page: { after?: ReadonlyArray<string | number | null>; limit: number }) {
  return listEndpoints(ctx.db, ctx.caller.tenantId, page);
}

export interface EndpointPatch {
  id: string;
  url?: string;
  eventTypes?: readonly string[];
  description?: string;
  status?: EndpointStatus;
}

/** Partial update; disabling stops its deliveries (pending ones wait until it is enabled again). */
export async function updateEndpointRow(ctx: ServiceCtx, p: EndpointPatch, rule: NetworkRule): Promise<WebhookEndpointRow> {
  const row = await updateEndpoint(ctx.db, ctx.caller.tenantId, (await getEndpointRow(ctx, p.id)).id, {
    ...(p.url !== undefined ? { url: checkUrl(p.url, ctx.caller.environment, rule) } : {}),
    ...(p.eventTypes !== undefined ? { event_types: checkTypes(p.eventTypes) } : {}),
    ...(p.description !== undefined ? { description: p.description } : {}),
    ...(p.status !== undefined ? { status: p.status } : {}),
  });
  if (!row) throw notFound('webhook endpoint');
  return row;
}

/** Deletes the endpoint; its deliveries go with it (none is attempted again). */
export async function deleteEndpointRow(ctx: ServiceCtx, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteEndpoint(ctx.db, ctx.caller.tenantId, id))) throw notFound('webhook endpoint');
}

/** A new secret; deliveries from now on are signed with it. */
export async function rotateSecret(ctx: ServiceCtx, id: string): Promise<EndpointWithSecret> {
  const secret = newSecret();
  await getEndpointRow(ctx, id);
  const endpoint = await updateEndpoint(ctx.db, ctx.caller.tenantId, id, { secret });
  if (!endpoint) throw notFound('webhook endpoint');
  return { endpoint, secret };
}

export async function listDeliveryRows(
  ctx: ServiceCtx,
  endpointId: string,
  page: { after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<WebhookDeliveryRow[]> {
  const endpoint = await getEndpointRow(ctx, endpointId, 'webhookEndpointId');
  return listDeliveries(ctx.db, ctx.caller.tenantId, endpoint.id, page);
}

/** Queues one more delivery of an event to an endpoint (whatever its event types), due now. */
export async function resendEvent(ctx: ServiceCtx, input: { id: string; webhookEndpointId: string }): Promise<WebhookDeliveryRow> {
  const event = isUuid(input.id) ? await getEvent(ctx.db, ctx.caller.tenantId, input.id) : undefined;
  if (!event) throw notFound('event');
  const endpoint = await getEndpointRow(ctx, input.webhookEndpointId, 'webhookEndpointId');
  return insertDelivery(ctx.db, {
    tenant_id: ctx.caller.tenantId,
    id: newId(),
    endpoint_id: endpoint.id,
    event_id: event.id,
    event_type: event.type,
  });
}
