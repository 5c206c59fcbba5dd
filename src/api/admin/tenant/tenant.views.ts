import type { TObject } from 'typebox';
import { inTransaction } from '../../../db/db';
import { invalidField } from '../../../lib/errors';
import { withAuditTenant } from '../../../lib/audit-scope';
import { operatorCallerNow } from '../../../services/platform';
import type { Environment } from '../../../services/kernel';
import { changesData, contextFor, defineRpc, runsInOneTransaction, type AnyRpc } from '../../rpc';
import { Id, Type } from '../../schema';
import { EnvironmentIn, environmentOf } from '../admin.schema';

/**
 * The provider API paths an operator may run as one tenant (docs/console.md "One tenant's data"): the
 * reads, the sandbox test clock, and the writes the console makes (a customer's billing profile,
 * closing, voiding and sending invoices, issuing credit notes, recording payments and refunds,
 * releasing held billings, creating and editing customers and their staff, importing bank statements
 * and matching, unmatching and ignoring their lines; each runs in a transaction of its own). Each becomes /admin/v1/tenant/<path without /v1> (v2 paths keep their /v2) and runs
 * the very /v1 or /v2 handler and presenter. Reads need the `read` permission; a path that changes
 * data (`mutates`, api/rpc.def.ts) needs `billing`, whether or not it runs in one transaction.
 */
export const TENANT_VIEW_PATHS = [
  '/v1/customer/list',
  '/v1/customer/create',
  '/v1/customer/get',
  '/v1/customer/update',
  '/v1/customer/getcredit',
  '/v1/customerstaff/list',
  '/v1/customerstaff/create',
  '/v1/customerstaff/update',
  '/v1/contract/list',
  '/v1/contract/get',
  '/v1/contract/search',
  '/v1/amendment/listbycontract',
  '/v1/billing/list',
  '/v1/billing/listbycontract',
  '/v1/billing/get',
  '/v1/billing/search',
  '/v1/billing/document',
  '/v1/billing/batchrecordpayments',
  '/v1/billing/batchupdatestatuses',
  '/v1/invoice/list',
  '/v1/invoice/get',
  '/v1/invoice/totals',
  '/v1/invoice/document',
  '/v1/invoice/close',
  '/v1/invoice/void',
  '/v1/document/search',
  '/v1/document/download',
  '/v1/journal/list',
  '/v1/journal/export',
  '/v1/report/receivables',
  '/v1/report/revenue',
  '/v1/creditnote/create',
  '/v1/creditnote/get',
  '/v1/creditnote/list',
  '/v1/creditnote/document',
  '/v1/invoice/send',
  '/v1/invoice/listdeliveries',
  '/v1/expectedbilling/listbycontract',
  '/v1/paymentmethod/list',
  '/v1/product/list',
  '/v1/catalogitem/list',
  '/v1/event/list',
  '/v1/event/get',
  '/v1/webhookendpoint/list',
  '/v1/webhookendpoint/listdeliveries',
  '/v1/testclock/get',
  '/v1/testclock/advance',
  '/v2/contract/get',
  '/v1/bankstatement/import',
  '/v1/bankstatement/list',
  '/v1/bankstatement/get',
  '/v1/bankstatement/listlines',
  '/v1/bankstatement/suggest',
  '/v1/bankstatement/match',
  '/v1/bankstatement/unmatch',
  '/v1/bankstatement/ignore',
] as const;

/** `/v1/customer/list` → `/admin/v1/tenant/customer/list`; `/v2/contract/get` → `/admin/v1/tenant/v2/contract/get`. */
export function tenantViewPath(path: string): string {
  return `/admin/v1/tenant${path.replace(/^\/v1\//, '/')}`;
}

/** The tenant an admin body names, as the provider API's caller. */
export async function tenantCaller(
  db: Parameters<typeof operatorCallerNow>[0],
  body: { providerId: string; environment: string },
): ReturnType<typeof operatorCallerNow> {
  const environment: Environment | undefined = environmentOf(body.environment);
  if (!environment) throw invalidField('environment', 'must be ENVIRONMENT_SANDBOX or ENVIRONMENT_PRODUCTION');
  return operatorCallerNow(db, body.providerId, environment);
}

/** The fields naming the tenant, added to every tenant view's body. */
export const tenantFields = {
  providerId: { ...Id, description: 'the provider whose data is read' },
  environment: EnvironmentIn,
};

function tenantView(def: AnyRpc): AnyRpc {
  const properties = (def.input as TObject).properties;
  if ('providerId' in properties || 'environment' in properties) throw new Error(`${def.path}: its input already has a tenant field`);
  const oneTransaction = runsInOneTransaction(def);
  return defineRpc({
    path: tenantViewPath(def.path),
    method: 'POST',
    auth: 'operator',
    // Reading a tenant is a read; a path that changes data is billing work, however it commits
    // (the test clock commits day by day): docs/console.md "Roles".
    permission: changesData(def) ? 'billing' : 'read',
    tags: ['admin'],
    // A path run in one transaction runs in one here too (without Idempotency-Key: no API key).
    // A heavy path opens that transaction itself, once admitted (the tenant is known only in the handler).
    write: !def.heavy && oneTransaction,
    summary: `${def.summary.replace(/ \(extension\)$/, '')} — as one tenant (operator)`,
    description: `Runs ${def.path} as the tenant named by providerId and environment: the body is that path's body plus those two fields, the answer is that path's answer.${def.description ? ` ${def.description}` : ''}`,
    input: Type.Object({ ...properties, ...tenantFields }, { additionalProperties: false }),
    output: def.output,
    ...(def.produces ? { produces: def.produces } : {}),
    handler: async (ctx, body) => {
      const { providerId, environment, ...input } = body as { providerId: string; environment: string } & Record<string, unknown>;
      const caller = await tenantCaller(ctx.db, { providerId, environment });
      // The operator's changes are recorded on this tenant's chain (docs/records.md).
      return withAuditTenant(caller.tenantId, async () => {
        // A heavy path is admitted within the tenant's limits here too (api/heavy.ts), before a transaction.
        if (!def.heavy) return def.handler(contextFor(def, caller, ctx.db, ctx.deps, ctx.signal), input);
        const release = ctx.deps.heavy?.enter(caller.tenantId, def.path);
        try {
          if (!oneTransaction) return await def.handler(contextFor(def, caller, ctx.db, ctx.deps, ctx.signal), input);
          return await inTransaction(ctx.deps.db, (trx) => def.handler(contextFor(def, caller, trx, ctx.deps, ctx.signal), input));
        } finally {
          release?.();
        }
      });
    },
  });
}

/** The tenant views, made from the provider API's definitions. */
export function tenantViews(rpcs: readonly AnyRpc[]): AnyRpc[] {
  return TENANT_VIEW_PATHS.map((path) => {
    const def = rpcs.find((r) => r.path === path);
    if (!def) throw new Error(`tenant view of an unknown path: ${path}`);
    return tenantView(def);
  });
}
