import { defineRpc } from '../../rpc';
import { DateTimeInput, DateTimeOutput, Enum, Id, Message, Named, Text, Type, pagingFields, type Static } from '../../schema';
import { instantIn, instantOut } from '../../datetime';
import { keysetPaging, pageOf } from '../../paging';
import { invalidField } from '../../../lib/errors';
import { auditTenants, listAudit, type AuditListRow } from '../../../services/audit';
import { environmentOf } from '../admin.schema';

export const AuditEntry = Named(
  'AuditEntry',
  {
    id: { ...Id, description: "the entry's id" },
    time: { ...DateTimeOutput, description: 'when the change was committed' },
    tenantId: {
      ...Id,
      description: 'the chain the entry belongs to: the tenant, or 00000000-0000-0000-0000-000000000000 for the platform',
    },
    providerId: Type.String({ description: 'the provider of the tenant; "" on the platform chain' }),
    environment: Enum(
      ['ENVIRONMENT_UNSPECIFIED', 'ENVIRONMENT_SANDBOX', 'ENVIRONMENT_PRODUCTION'],
      'the environment of the tenant; UNSPECIFIED on the platform chain',
    ),
    chain: Type.Integer({ description: 'which of the tenant\'s chains the entry is in (docs/records.md "The hash chain")' }),
    seq: Type.String({ description: "the entry's place in its chain, from 1 (a decimal string)" }),
    actor: Message(
      {
        type: Enum(['ACTOR_UNSPECIFIED', 'ACTOR_API_KEY', 'ACTOR_OPERATOR', 'ACTOR_SYSTEM'], 'who acted'),
        id: Type.String({
          description: 'the API key id, the operator id, or the system part (cli:<user>, scheduler, outbox:<queue>, server)',
        }),
      },
      'who made the change',
    ),
    action: Type.String({ description: 'the RPC path, `cli <command> <subcommand>`, or `job:<name>`' }),
    resources: Type.Array(
      Message(
        {
          type: Type.String({ description: 'the table of the changed row' }),
          id: Type.String({ description: 'its id; "" when the change did not name one row' }),
        },
        'a changed record',
      ),
      { description: 'the records changed (at most 100)' },
    ),
    resourceCount: Type.Integer({ description: 'how many records were changed (more than listed when over 100)' }),
    requestId: Type.String({ description: "the request's x-request-id, or the id of the CLI run or job" }),
    hash: Type.String({ description: 'SHA-256 of the previous entry\'s hash and this entry, hex (docs/records.md "Verifying the chain")' }),
  },
  'One entry of the audit log.',
);

function present(r: AuditListRow): Static<typeof AuditEntry> {
  return {
    id: r.id,
    time: instantOut(r.time),
    tenantId: r.tenant_id,
    providerId: r.provider_id ?? '',
    environment:
      r.environment === 'sandbox'
        ? 'ENVIRONMENT_SANDBOX'
        : r.environment === 'production'
          ? 'ENVIRONMENT_PRODUCTION'
          : 'ENVIRONMENT_UNSPECIFIED',
    chain: r.chain,
    seq: r.seq,
    actor: { type: r.actor_type as 'ACTOR_API_KEY' | 'ACTOR_OPERATOR' | 'ACTOR_SYSTEM', id: r.actor_id },
    action: r.action,
    resources: r.resource_types.map((type, i) => ({ type, id: r.resource_ids[i] ?? '' })),
    resourceCount: r.resource_count,
    requestId: r.request_id,
    hash: r.hash.toString('hex'),
  };
}

export const ListAuditRequest = Message({
  providerId: Type.Optional({ ...Id, description: "only this provider's tenants" }),
  environment: Type.Optional(
    Enum(['ENVIRONMENT_UNSPECIFIED', 'ENVIRONMENT_SANDBOX', 'ENVIRONMENT_PRODUCTION'], 'with providerId: only this environment'),
  ),
  actorId: Type.Optional(Text(200, 'only changes by this actor (an API key id, an operator id, cli:<user>, scheduler, …)')),
  action: Type.Optional(Text(200, 'only this action (an RPC path such as /v1/customer/create, `cli provider create`, `job:daily`)')),
  resourceId: Type.Optional(Text(200, 'only entries that list this record id')),
  timeFrom: Type.Optional({ ...DateTimeInput, description: 'only entries at or after this instant' }),
  timeTo: Type.Optional({ ...DateTimeInput, description: 'only entries before this instant' }),
  ...pagingFields,
});

export default defineRpc({
  path: '/admin/v1/audit/list',
  method: 'POST',
  auth: 'operator',
  permission: 'audit',
  tags: ['admin'],
  summary: 'The audit log, newest first, filtered by tenant, actor, action, record and time',
  description:
    "Every committed change, from every entry point, with who made it (docs/records.md). Filters combine; timeFrom is inclusive and timeTo exclusive (timeFrom after timeTo is INVALID_ARGUMENT naming timeTo). An operator limited to some providers sees only their tenants' entries.",
  input: ListAuditRequest,
  output: Message({ entries: Type.Array(AuditEntry, { description: 'the entries of this page' }), nextPageToken: Type.String() }),
  handler: async (ctx, input) => {
    const { pageToken, pageSize, ...binding } = input;
    const timeFrom = input.timeFrom === undefined ? undefined : instantIn('timeFrom', input.timeFrom);
    const timeTo = input.timeTo === undefined ? undefined : instantIn('timeTo', input.timeTo);
    if (timeFrom && timeTo && timeFrom.getTime() > timeTo.getTime()) throw invalidField('timeTo', 'must not be before timeFrom');
    const environment = input.environment === undefined ? undefined : environmentOf(input.environment);
    if (input.environment !== undefined && input.environment !== 'ENVIRONMENT_UNSPECIFIED' && !environment)
      throw invalidField('environment', 'must be ENVIRONMENT_SANDBOX or ENVIRONMENT_PRODUCTION');
    if (environment && !input.providerId) throw invalidField('environment', 'needs providerId');
    const tenantIds = await auditTenants(ctx.db, {
      ...(input.providerId ? { providerId: input.providerId } : {}),
      ...(environment ? { environment } : {}),
      allowedProviders: ctx.admin!.operator.providerIds,
    });
    const paging = keysetPaging(ctx, binding, { token: pageToken, pageSize, width: 2 });
    const rows = await listAudit(
      ctx.db,
      {
        ...(tenantIds ? { tenantIds } : {}),
        ...(input.actorId ? { actorId: input.actorId } : {}),
        ...(input.action ? { action: input.action } : {}),
        ...(input.resourceId ? { resourceId: input.resourceId } : {}),
        ...(timeFrom ? { timeFrom } : {}),
        ...(timeTo ? { timeTo } : {}),
      },
      paging.after as [string, string] | undefined,
      paging.pageSize,
    );
    const page = pageOf(paging.query, rows, paging.pageSize, (r) => [r.time.toISOString(), r.id]);
    return { entries: page.items.map(present), nextPageToken: page.nextPageToken };
  },
});
