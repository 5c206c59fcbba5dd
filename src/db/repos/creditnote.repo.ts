/** Credit notes (docs/credit.md): numbering, writing at issue, reading. */
import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { keysetPage } from '../paging';
import type { RateTaxJson, RecipientJson } from '../schema/billing';
import type { CreditNoteLineJson, CreditNoteTable } from '../schema/credit';
import { issuerBlock } from './billing.insert.repo';

export type CreditNoteRow = Selectable<CreditNoteTable>;

/**
 * Takes the next credit note number from the tenant's counter inside the caller's transaction. The
 * counter row stays locked until that transaction ends: no gap, no number twice (as invoice numbers).
 */
export async function takeCreditNoteNumber(trx: Queryable, tenantId: string): Promise<number> {
  const row = await sql<{ next: string }>`
    INSERT INTO credit_note_counter (tenant_id, next) VALUES (${tenantId}, 2)
    ON CONFLICT (tenant_id) DO UPDATE SET next = credit_note_counter.next + 1
    RETURNING next
  `.execute(trx);
  return Number(row.rows[0]!.next) - 1;
}

export interface NewCreditNote {
  id: string;
  creditNoteNumber: string;
  invoiceId: string;
  customerId: string;
  issueDate: string;
  originalInvoiceNumber: string;
  originalIssueDate: string;
  saleStart: string;
  saleEnd: string;
  lines: CreditNoteLineJson[];
  taxes: RateTaxJson[];
  subtotal: string;
  tax: string;
  total: string;
  returnInvoiceRequired: boolean;
  reason: string;
  refund: string;
  recipient: RecipientJson;
}

/** Inserts a note; the issuer block is the provider's settings as they are now, fixed on the note. */
export async function insertCreditNote(trx: Queryable, tenantId: string, n: NewCreditNote): Promise<CreditNoteRow> {
  const rows = await sql<CreditNoteRow>`
    INSERT INTO credit_note (tenant_id, id, credit_note_number, invoice_id, customer_id, issue_date, original_invoice_number,
      original_issue_date, sale_start, sale_end, lines, taxes, subtotal, tax, total, return_invoice_required, reason, refund,
      issuer, recipient)
    VALUES (${tenantId}::uuid, ${n.id}::uuid, ${n.creditNoteNumber}, ${n.invoiceId}::uuid, ${n.customerId}::uuid, ${n.issueDate}::date,
      ${n.originalInvoiceNumber}, ${n.originalIssueDate}::date, ${n.saleStart}::date, ${n.saleEnd}::date, ${JSON.stringify(n.lines)}::jsonb,
      ${JSON.stringify(n.taxes)}::jsonb, ${n.subtotal}::numeric, ${n.tax}::numeric, ${n.total}::numeric, ${n.returnInvoiceRequired},
      ${n.reason}, ${n.refund}, ${issuerBlock(tenantId)}, ${JSON.stringify(n.recipient)}::jsonb)
    RETURNING *
  `.execute(trx);
  return rows.rows[0]!;
}

export async function getCreditNote(db: Queryable, tenantId: string, id: string): Promise<CreditNoteRow | undefined> {
  return db.selectFrom('credit_note').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function getCreditNoteByNumber(db: Queryable, tenantId: string, number: string): Promise<CreditNoteRow | undefined> {
  return db
    .selectFrom('credit_note')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('credit_note_number', '=', number)
    .executeTakeFirst();
}

/** Every note against the invoice, oldest first. */
export async function creditNotesOfInvoice(db: Queryable, tenantId: string, invoiceId: string): Promise<CreditNoteRow[]> {
  return db
    .selectFrom('credit_note')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('id')
    .execute();
}

export interface CreditNoteListQuery {
  invoiceId?: string;
  customerId?: string;
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

/** Keyset page of notes, newest first; limit + 1 rows. */
export async function listCreditNotes(db: Queryable, tenantId: string, q: CreditNoteListQuery): Promise<CreditNoteRow[]> {
  let qb = db.selectFrom('credit_note').selectAll().where('tenant_id', '=', tenantId);
  if (q.invoiceId) qb = qb.where('invoice_id', '=', q.invoiceId);
  if (q.customerId) qb = qb.where('customer_id', '=', q.customerId);
  return keysetPage(qb, { idColumn: 'id', descending: true, after: q.after, limit: q.limit }).execute();
}
