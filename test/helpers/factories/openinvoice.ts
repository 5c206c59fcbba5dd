/**
 * Open invoices for service-tier collection tests and the collections bench: a billing and its invoice
 * written straight into the tables (issued, per billing, no tax lines), so a test can state its yen.
 */
import { sql } from 'kysely';
import type { Queryable } from '../../../src/db/db';
import { newId } from '../../../src/lib/ids';

export interface OpenInvoiceSpec {
  customerId: string;
  total: number;
  /** YYYY-MM-DD, default 2031-05-31. */
  dueDate?: string;
  paymentMethodId?: string | null;
}

let counter = 0;

/** Inserts the invoices (in one statement each table); returns their ids in order. */
export async function insertOpenInvoices(db: Queryable, tenantId: string, specs: readonly OpenInvoiceSpec[]): Promise<string[]> {
  if (specs.length === 0) return [];
  const rows = specs.map((s) => ({ ...s, billingId: newId(), invoiceId: newId(), number: `T${process.pid}-${++counter}` }));
  const CHUNK = 2000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await db
      .insertInto('billing')
      .values(
        part.map((r) => ({
          tenant_id: tenantId,
          id: r.billingId,
          invoice_number: r.number,
          status: 'INVOICE_CREATED',
          contract_id: newId(),
          customer_id: r.customerId,
          payment_method_id: r.paymentMethodId ?? null,
          billing_date: '2031-05-01',
          billing_due_date: r.dueDate ?? '2031-05-31',
          billing_issue_date: '2031-05-01',
          subtotal: String(r.total),
          tax: '0',
          total: String(r.total),
          taxes: sql`'[]'::jsonb`,
          invoice_id: r.invoiceId,
        })),
      )
      .execute();
    await db
      .insertInto('invoice')
      .values(
        part.map((r) => ({
          tenant_id: tenantId,
          id: r.invoiceId,
          invoice_number: r.number,
          customer_id: r.customerId,
          payment_method_id: r.paymentMethodId ?? null,
          status: 'ISSUED',
          invoicing: 'PER_BILLING',
          issue_date: '2031-05-01',
          due_date: r.dueDate ?? '2031-05-31',
          closing_date: null,
          billing_ids: [r.billingId],
          subtotal: String(r.total),
          tax: '0',
          total: String(r.total),
          taxes: sql`'[]'::jsonb`,
          issuer: sql`'{}'::jsonb`,
          recipient: sql`'{}'::jsonb`,
        })),
      )
      .execute();
  }
  return rows.map((r) => r.invoiceId);
}
