/** Billings with their lines and payments, for a set of billing rows: one query each (no N+1). */
import type { Queryable } from '../db';
import { itemsOfBillings, type BillingItemRow, type BillingRow } from './billing.repo';
import { paymentsOfBillings, type PaymentRow } from './payment.repo';

/** A billing with its lines and payments (what the presenter shows; amounts as stored). */
export interface BillingView {
  billing: BillingRow;
  items: readonly BillingItemRow[];
  payments: readonly PaymentRow[];
}

export async function billingViews(db: Queryable, tenantId: string, rows: readonly BillingRow[]): Promise<BillingView[]> {
  const ids = rows.map((r) => r.id);
  const [items, payments] = [await itemsOfBillings(db, tenantId, ids), await paymentsOfBillings(db, tenantId, ids)];
  const itemsBy = new Map<string, BillingItemRow[]>();
  for (const i of items) (itemsBy.get(i.billing_id) ?? itemsBy.set(i.billing_id, []).get(i.billing_id)!).push(i);
  const paymentsBy = new Map<string, PaymentRow[]>();
  for (const p of payments) (paymentsBy.get(p.billing_id) ?? paymentsBy.set(p.billing_id, []).get(p.billing_id)!).push(p);
  return rows.map((billing) => ({ billing, items: itemsBy.get(billing.id) ?? [], payments: paymentsBy.get(billing.id) ?? [] }));
}
