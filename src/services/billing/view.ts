/** Billing reads: get, list, list by contract, search (docs/billing-lifecycle.md "Searching and listing"). */
import { notFound } from '../../lib/errors';
import { getBilling, listBillings, type BillingListQuery, type BillingRow } from '../../db/repos/billing.repo';
import { billingViews, type BillingView } from '../../db/repos/billing.view.repo';
import { isUuid } from '../../lib/ids';
import type { ServiceCtx } from '../context';

export type { BillingView };

/** Items and payments of a page of billings: one query each (no N+1). */
export function viewsOf(ctx: ServiceCtx, rows: readonly BillingRow[]): Promise<BillingView[]> {
  return billingViews(ctx.db, ctx.caller.tenantId, rows);
}

export async function getBillingView(ctx: ServiceCtx, id: string): Promise<BillingView> {
  const row = isUuid(id) ? await getBilling(ctx.db, ctx.caller.tenantId, id) : undefined;
  if (!row) throw notFound('billing');
  return (await viewsOf(ctx, [row]))[0]!;
}

export async function listBillingViews(ctx: ServiceCtx, q: BillingListQuery): Promise<BillingView[]> {
  return viewsOf(ctx, await listBillings(ctx.db, ctx.caller.tenantId, q));
}
