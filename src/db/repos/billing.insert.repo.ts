/** Writing new billings and their lines (the bill run and early billing). */
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { arrayColumn } from '../arrays';
import type { NewBilling, NewBillingItem } from '../../domain/billing/plan';
import type { BillingItemRow, BillingRow } from './billing.rows';

/** A new billing as written: the plan's billing with the invoice it is issued on at once (per-billing invoicing), if any. */
export type NewBillingRow = NewBilling & { invoiceId: string | null };

/** A billing as stored with its lines (in position order). */
export interface StoredBilling {
  billing: BillingRow;
  items: BillingItemRow[];
}

/**
 * Inserts billings and their lines with one statement each (unnest of column arrays, src/db/arrays.ts:
 * a handful of parameters however many rows). A non-ADJUSTMENT line takes its key as live_key, so a second
 * line for the same key violates billing_item_live_key_idx. A billing carries its provider's issuer
 * block from the start (issuing it fixes the block anew, fixBillingIssuer).
 *
 * Returns the rows as stored, built from what was written: the database adds only the timestamps
 * and the issuer block, the same for every row of the statement (one transaction, one subquery), so
 * one of them is read back. Amounts are the domain's plain decimal text, which numeric keeps as is.
 */
export async function insertBillings(
  db: Queryable,
  tenantId: string,
  billings: readonly NewBillingRow[],
  items: readonly NewBillingItem[],
): Promise<StoredBilling[]> {
  if (billings.length === 0) return [];
  const added = await sql<Pick<BillingRow, 'issuer' | 'create_time' | 'update_time'>>`
    WITH ins AS (
      INSERT INTO billing (tenant_id, id, invoice_number, status, contract_id, customer_id, customer_staff_id, payment_method_id,
        billing_date, billing_due_date, billing_issue_date, subtotal, tax, total, taxes, run_id, invoice_id, issuer)
      SELECT ${tenantId}::uuid, u.*, ${issuerBlock(tenantId)} FROM unnest(
        ${arrayColumn('uuid', billings, (b) => b.id)}, ${arrayColumn('text', billings, (b) => b.invoiceNumber)}, ${arrayColumn('text', billings, (b) => b.status)},
        ${arrayColumn('uuid', billings, (b) => b.contractId)}, ${arrayColumn('uuid', billings, (b) => b.customerId)}, ${arrayColumn('uuid', billings, (b) => b.customerStaffId)},
        ${arrayColumn('uuid', billings, (b) => b.paymentMethodId)}, ${arrayColumn('date', billings, (b) => b.billingDate)}, ${arrayColumn('date', billings, (b) => b.dueDate)},
        ${arrayColumn('date', billings, (b) => b.issueDate)}, ${arrayColumn('numeric', billings, (b) => b.subtotal)}, ${arrayColumn('numeric', billings, (b) => b.tax)},
        ${arrayColumn('numeric', billings, (b) => b.total)}, ${arrayColumn('jsonb', billings, (b) => JSON.stringify(b.taxes))}, ${arrayColumn('uuid', billings, (b) => b.runId)},
        ${arrayColumn('uuid', billings, (b) => b.invoiceId)}) AS u
      RETURNING issuer, create_time, update_time)
    SELECT * FROM ins LIMIT 1
  `.execute(db);
  if (items.length > 0) {
    await sql`
      INSERT INTO billing_item (tenant_id, id, billing_id, position, contract_id, contract_item_id, contract_charge_item_id, name, kind,
        period_start, period_end, quantity, unit_price, subtotal, tax_percentage, key, live_key)
      SELECT ${tenantId}::uuid, * FROM unnest(
        ${arrayColumn('uuid', items, (i) => i.id)}, ${arrayColumn('uuid', items, (i) => i.billingId)}, ${arrayColumn('int', items, (i) => i.position)},
        ${arrayColumn('uuid', items, (i) => i.contractId)}, ${arrayColumn('uuid', items, (i) => i.contractItemId)}, ${arrayColumn('uuid', items, (i) => i.chargeItemId)},
        ${arrayColumn('text', items, (i) => i.name)}, ${arrayColumn('text', items, (i) => i.kind)}, ${arrayColumn('date', items, (i) => i.periodStart)},
        ${arrayColumn('date', items, (i) => i.periodEnd)}, ${arrayColumn('numeric', items, (i) => i.quantity)}, ${arrayColumn('numeric', items, (i) => i.unitPrice)},
        ${arrayColumn('numeric', items, (i) => i.subtotal)}, ${arrayColumn('numeric', items, (i) => i.taxPercentage)}, ${arrayColumn('text', items, (i) => i.key)},
        ${arrayColumn('text', items, (i) => liveKeyOf(i))})
    `.execute(db);
  }
  return storedRows(tenantId, billings, items, added.rows[0]!);
}

const liveKeyOf = (i: NewBillingItem): string | null => (i.kind === 'ADJUSTMENT' ? null : i.key);

function storedRows(
  tenantId: string,
  billings: readonly NewBillingRow[],
  items: readonly NewBillingItem[],
  added: Pick<BillingRow, 'issuer' | 'create_time' | 'update_time'>,
): StoredBilling[] {
  const byBilling = new Map<string, BillingItemRow[]>();
  for (const i of items) {
    const row: BillingItemRow = {
      tenant_id: tenantId,
      id: i.id,
      billing_id: i.billingId,
      position: i.position,
      contract_id: i.contractId,
      contract_item_id: i.contractItemId,
      contract_charge_item_id: i.chargeItemId,
      name: i.name,
      kind: i.kind,
      period_start: i.periodStart,
      period_end: i.periodEnd,
      quantity: i.quantity,
      unit_price: i.unitPrice,
      subtotal: i.subtotal,
      tax_percentage: i.taxPercentage,
      key: i.key,
      live: true,
      live_key: liveKeyOf(i),
    };
    const list = byBilling.get(i.billingId);
    if (list) list.push(row);
    else byBilling.set(i.billingId, [row]);
  }
  return billings.map((b) => ({
    billing: {
      tenant_id: tenantId,
      id: b.id,
      invoice_number: b.invoiceNumber,
      status: b.status,
      contract_id: b.contractId,
      customer_id: b.customerId,
      customer_staff_id: b.customerStaffId,
      payment_method_id: b.paymentMethodId,
      billing_date: b.billingDate,
      billing_due_date: b.dueDate,
      billing_issue_date: b.issueDate,
      subtotal: b.subtotal,
      tax: b.tax,
      total: b.total,
      paid_amount: '0',
      taxes: b.taxes,
      run_id: b.runId,
      invoice_id: b.invoiceId,
      replaced_invoice_id: null,
      ...added,
    },
    items: (byBilling.get(b.id) ?? []).sort((x, y) => x.position - y.position),
  }));
}

export /** The issuer block of the tenant's provider as it is now (docs/invoices.md): one scalar subquery. */
function issuerBlock(tenantId: string) {
  return sql`(SELECT jsonb_build_object(
      'name', p.name, 'legalName', p.legal_name, 'registrationNumber', p.registration_number, 'address', p.address,
      'phoneNumber', p.phone_number, 'bankAccount', p.bank_account, 'invoiceNote', p.invoice_note)
    FROM tenant t JOIN provider p ON p.id = t.provider_id WHERE t.id = ${tenantId}::uuid)`;
}
