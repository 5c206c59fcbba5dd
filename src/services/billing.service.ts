/** Billing reads: get, list, list by contract, search (DESIGN §10; SPEC Billings). */
import { invalidField, notFound } from '../api/errors';
import { getBilling, itemsOfBillings, listBillings, type BillingListQuery, type BillingRow } from '../db/repos/billing.repo';
import { getContract, getContractByOptionalId, type ContractRow } from '../db/repos/contract.repo';
import { paymentsOfBillings } from '../db/repos/payment.repo';
import { isUuid } from '../lib/ids';
import type { BillingView } from '../api/billing/billing.present';
import type { ServiceCtx } from './context';
import { resolveRef } from './lookup';

/** Items and payments of a page of billings: one query each (no N+1). */
export async function viewsOf(ctx: ServiceCtx, rows: readonly BillingRow[]): Promise<BillingView[]> {
  const ids = rows.map((r) => r.id);
  const [items, payments] = [await itemsOfBillings(ctx.db, ctx.caller.tenantId, ids), await paymentsOfBillings(ctx.db, ctx.caller.tenantId, ids)];
  return rows.map((billing) => ({
    billing,
    items: items.filter((i) => i.billing_id === billing.id),
    payments: payments.filter((p) => p.billing_id === billing.id),
  }));
}

export async function getBillingView(ctx: ServiceCtx, id: string): Promise<BillingView> {
  const row = isUuid(id) ? await getBilling(ctx.db, ctx.caller.tenantId, id) : undefined;
  if (!row) throw notFound('billing');
  return (await viewsOf(ctx, [row]))[0]!;
}

/** A contract by "id or optionalId" (field names as the request spells them). */
export async function resolveContract(ctx: ServiceCtx, ref: { id?: string; optionalId?: string }, fields: readonly [string, string] = ['id', 'optionalId']): Promise<ContractRow> {
  return resolveRef(ref, {
    what: 'contract',
    fields,
    byId: async (id) => (isUuid(id) ? getContract(ctx.db, ctx.caller.tenantId, id) : undefined),
    byOptionalId: (optionalId) => getContractByOptionalId(ctx.db, ctx.caller.tenantId, optionalId),
  });
}

export async function listBillingViews(ctx: ServiceCtx, q: BillingListQuery): Promise<BillingView[]> {
  return viewsOf(ctx, await listBillings(ctx.db, ctx.caller.tenantId, q));
}

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
