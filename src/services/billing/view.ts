/** Billing reads: get, list, list by contract, search (docs/billing-lifecycle.md "Searching and listing"). */
import { notFound } from '../../lib/errors';
import {
  getBilling,
  itemsOfBillings,
  listBillings,
  type BillingItemRow,
  type BillingListQuery,
  type BillingRow,
} from '../../db/repos/billing.repo';
import { paymentsOfBillings, type PaymentRow } from '../../db/repos/payment.repo';
import { isUuid } from '../../lib/ids';
import type { ServiceCtx } from '../context';

/** A billing with its lines and payments (what the presenter shows; amounts as stored). */
export interface BillingView {
  billing: BillingRow;
  items: readonly BillingItemRow[];
  payments: readonly PaymentRow[];
}

/** Items and payments of a page of billings: one query each (no N+1). */
export async function viewsOf(ctx: ServiceCtx, rows: readonly BillingRow[]): Promise<BillingView[]> {
  const ids = rows.map((r) => r.id);
  const [items, payments] = [
    await itemsOfBillings(ctx.db, ctx.caller.tenantId, ids),
    await paymentsOfBillings(ctx.db, ctx.caller.tenantId, ids),
  ];
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

export async function listBillingViews(ctx: ServiceCtx, q: BillingListQuery): Promise<BillingView[]> {
  return viewsOf(ctx, await listBillings(ctx.db, ctx.caller.tenantId, q));
}
