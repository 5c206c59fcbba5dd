/** Invoices (docs/invoices.md): numbering, writing at issue, reading, and the billing side of issue and void. */
import { sql, type Selectable } from 'kysely';
import type { Queryable } from '../db';
import { arrayColumn, arrayParam } from '../arrays';
import { keysetPage } from '../paging';
import type { InvoiceTable, RateTaxJson, RecipientJson } from '../schema/billing';
import { issuerBlock } from './billing.insert.repo';

export type InvoiceRow = Selectable<InvoiceTable>;

/**
 * Takes `count` numbers from the tenant's counter inside the caller's transaction; returns the first.
 * The counter row stays locked until that transaction ends, so numbers are handed out in commit order
 * and a rolled-back transaction gives its numbers back: no gap, no number twice.
 */
export async function takeInvoiceNumbers(trx: Queryable, tenantId: string, count: number): Promise<number> {
  const row = await sql<{ next: string }>`
    INSERT INTO invoice_counter (tenant_id, next) VALUES (${tenantId}, ${count + 1})
    ON CONFLICT (tenant_id) DO UPDATE SET next = invoice_counter.next + ${count}
    RETURNING next
  `.execute(trx);
  return Number(row.rows[0]!.next) - count;
}

export interface NewInvoice {
  id: string;
  invoiceNumber: string;
  customerId: string;
  paymentMethodId: string | null;
  status: string;
  invoicing: string;
  issueDate: string;
  dueDate: string;
  closingDate: string | null;
  billingIds: readonly string[];
  subtotal: string;
  tax: string;
  total: string;
  taxes: RateTaxJson[];
  replacesInvoiceId: string | null;
  /** The recipient block as it is at issue (recipientsOf). */
  recipient: RecipientJson;
}

/**
 * The recipient blocks of these (customer, staff) pairs as they are now: the customer's name, the staff
 * member's name, department, postal code and address. One query.
 */
export async function recipientsOf(
  db: Queryable,
  tenantId: string,
  pairs: ReadonlyArray<{ customerId: string; staffId: string | null }>,
): Promise<(customerId: string, staffId: string | null) => RecipientJson> {
  const customers = [...new Set(pairs.map((p) => p.customerId))];
  const staff = [...new Set(pairs.flatMap((p) => p.staffId ?? []))];
  const [names, people] = [
    customers.length
      ? await db
          .selectFrom('customer')
          .select(['id', 'name'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', sql<string>`ANY(${arrayParam('uuid', customers)})`)
          .execute()
      : [],
    staff.length
      ? await db
          .selectFrom('customer_staff')
          .select(['id', 'last_name', 'first_name', 'department', 'zip_code', 'prefecture', 'city', 'address_lines'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', sql<string>`ANY(${arrayParam('uuid', staff)})`)
          .execute()
      : [],
  ];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const staffOf = new Map(people.map((p) => [p.id, p]));
  return (customerId, staffId) => {
    const p = staffId ? staffOf.get(staffId) : undefined;
    return {
      customerName: nameOf.get(customerId) ?? '',
      staffName: p ? [p.last_name, p.first_name].filter((x) => x !== '').join(' ') : '',
      staffDepartment: p?.department ?? '',
      zipCode: p?.zip_code ?? '',
      address: p ? [`${p.prefecture ?? ''}${p.city ?? ''}`, ...p.address_lines].filter((x) => x !== '').join(' ') : '',
    };
  };
}

/**
 * Inserts issued invoices with one statement; the issuer block (the provider's settings as they are) is
 * fixed in the same statement. Returns the rows as stored, built from what was written: the database adds
 * only the timestamps and the issuer block, the same for every row, so one row is read back.
 */
export async function insertInvoices(trx: Queryable, tenantId: string, invoices: readonly NewInvoice[]): Promise<InvoiceRow[]> {
  if (invoices.length === 0) return [];
  const c = <T extends Parameters<typeof arrayColumn>[0]>(type: T, f: (i: NewInvoice) => string | null) => arrayColumn(type, invoices, f);
  const added = await sql<Pick<InvoiceRow, 'issuer' | 'create_time' | 'update_time'>>`
    WITH ins AS (
      INSERT INTO invoice (tenant_id, id, invoice_number, customer_id, payment_method_id, status, invoicing, issue_date, due_date,
        closing_date, billing_ids, subtotal, tax, total, taxes, replaces_invoice_id, recipient, issuer)
      SELECT ${tenantId}::uuid, u.id, u.invoice_number, u.customer_id, u.payment_method_id, u.status, u.invoicing, u.issue_date, u.due_date,
        u.closing_date, u.billing_ids::uuid[], u.subtotal, u.tax, u.total, u.taxes, u.replaces_invoice_id, u.recipient, ${issuerBlock(tenantId)}
      FROM unnest(
        ${c('uuid', (i) => i.id)}, ${c('text', (i) => i.invoiceNumber)}, ${c('uuid', (i) => i.customerId)},
        ${c('uuid', (i) => i.paymentMethodId)}, ${c('text', (i) => i.status)}, ${c('text', (i) => i.invoicing)}, ${c('date', (i) => i.issueDate)},
        ${c('date', (i) => i.dueDate)}, ${c('date', (i) => i.closingDate)}, ${c('text', (i) => `{${i.billingIds.join(',')}}`)},
        ${c('numeric', (i) => i.subtotal)}, ${c('numeric', (i) => i.tax)}, ${c('numeric', (i) => i.total)},
        ${c('jsonb', (i) => JSON.stringify(i.taxes))}, ${c('uuid', (i) => i.replacesInvoiceId)}, ${c('jsonb', (i) => JSON.stringify(i.recipient))})
        AS u(id, invoice_number, customer_id, payment_method_id, status, invoicing, issue_date, due_date, closing_date,
          billing_ids, subtotal, tax, total, taxes, replaces_invoice_id, recipient)
      RETURNING issuer, create_time, update_time)
    SELECT * FROM ins LIMIT 1
  `.execute(trx);
  const { issuer, create_time, update_time } = added.rows[0]!;
  return invoices.map((i) => ({
    tenant_id: tenantId,
    id: i.id,
    invoice_number: i.invoiceNumber,
    customer_id: i.customerId,
    payment_method_id: i.paymentMethodId,
    status: i.status,
    invoicing: i.invoicing,
    issue_date: i.issueDate,
    due_date: i.dueDate,
    closing_date: i.closingDate,
    billing_ids: [...i.billingIds],
    subtotal: i.subtotal,
    tax: i.tax,
    total: i.total,
    taxes: i.taxes,
    paid_amount: '0',
    replaces_invoice_id: i.replacesInvoiceId,
    void_reason: '',
    void_time: null,
    sent_time: null,
    issuer,
    recipient: i.recipient,
    create_time,
    update_time,
  }));
}

/** A billing's figures once on its invoice. */
export interface BillingOnInvoice {
  billingId: string;
  invoiceId: string;
  invoiceNumber: string;
  status: string;
  tax: string;
  total: string;
  taxes: RateTaxJson[];
}

/** Puts billings on their invoices (number, status, apportioned tax): one statement. */
export async function assignBillings(trx: Queryable, tenantId: string, rows: readonly BillingOnInvoice[]): Promise<void> {
  if (rows.length === 0) return;
  const c = <T extends Parameters<typeof arrayColumn>[0]>(type: T, f: (r: BillingOnInvoice) => string) => arrayColumn(type, rows, f);
  await sql`
    UPDATE billing b SET invoice_id = u.invoice_id, invoice_number = u.invoice_number, status = u.status, tax = u.tax,
      total = u.total, taxes = u.taxes, replaced_invoice_id = NULL, update_time = now()
    FROM unnest(${c('uuid', (r) => r.billingId)}, ${c('uuid', (r) => r.invoiceId)}, ${c('text', (r) => r.invoiceNumber)},
      ${c('text', (r) => r.status)}, ${c('numeric', (r) => r.tax)}, ${c('numeric', (r) => r.total)}, ${c('jsonb', (r) => JSON.stringify(r.taxes))})
      AS u(billing_id, invoice_id, invoice_number, status, tax, total, taxes)
    WHERE b.tenant_id = ${tenantId}::uuid AND b.id = u.billing_id`.execute(trx);
}

export async function getInvoice(db: Queryable, tenantId: string, id: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoice').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function getInvoiceByNumber(db: Queryable, tenantId: string, invoiceNumber: string): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoice')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
}

export async function lockInvoices(db: Queryable, tenantId: string, ids: readonly string[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('invoice')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<string>`ANY(${arrayParam('uuid', ids)})`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export interface InvoiceListQuery {
  customerId?: string;
  statuses?: readonly string[];
  issueDateFrom?: string;
  issueDateTo?: string;
  dueDateFrom?: string;
  dueDateTo?: string;
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

/** Keyset page of invoices, newest first (by id: ids are time-ordered); limit + 1 rows. */
export async function listInvoices(db: Queryable, tenantId: string, q: InvoiceListQuery): Promise<InvoiceRow[]> {
  let qb = db.selectFrom('invoice').selectAll().where('tenant_id', '=', tenantId);
  if (q.customerId) qb = qb.where('customer_id', '=', q.customerId);
  if (q.statuses) qb = qb.where('status', 'in', q.statuses);
  if (q.issueDateFrom) qb = qb.where('issue_date', '>=', q.issueDateFrom);
  if (q.issueDateTo) qb = qb.where('issue_date', '<=', q.issueDateTo);
  if (q.dueDateFrom) qb = qb.where('due_date', '>=', q.dueDateFrom);
  if (q.dueDateTo) qb = qb.where('due_date', '<=', q.dueDateTo);
  return keysetPage(qb, { idColumn: 'id', descending: true, after: q.after, limit: q.limit }).execute();
}

/** Writes an invoice's paid amount and status. */
export async function setInvoiceState(
  db: Queryable,
  tenantId: string,
  id: string,
  state: { status: string; paidAmount?: string; sentTime?: Date; voidReason?: string; voidTime?: Date },
): Promise<void> {
  await db
    .updateTable('invoice')
    .set({
      status: state.status,
      update_time: new Date(),
      ...(state.paidAmount !== undefined ? { paid_amount: state.paidAmount } : {}),
      ...(state.sentTime ? { sent_time: state.sentTime } : {}),
      ...(state.voidReason !== undefined ? { void_reason: state.voidReason } : {}),
      ...(state.voidTime ? { void_time: state.voidTime } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/**
 * The statuses the overdue sweep moves, as literals (src/db/literals.ts): the partial index
 * invoice_open_due_idx names them.
 */
const OPEN = (['ISSUED', 'SENT', 'PARTIALLY_PAID'] as const).map((s) => sql.lit(s));

/** Open invoices whose due date is before `today`, locked (the daily sweep). */
export async function overdueInvoices(db: Queryable, tenantId: string, today: string): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoice')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', OPEN)
    .where('due_date', '<', today)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The earliest due date of an open invoice (the test clock's next event). */
export async function earliestOpenInvoiceDueDate(db: Queryable, tenantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('invoice')
    .select((eb) => eb.fn.min('due_date').as('d'))
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return (row?.d as string | null | undefined) ?? null;
}
