import { sql, type Kysely } from 'kysely';

/**
 * Credit notes in the journal (docs/accounting.md "What makes it readable fast"): the month's credit
 * notes are read by issue date in id order, and an invoice's notes (for the deferral they take back)
 * in issue date order through credit_note_invoice_idx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX credit_note_issue_date_idx ON credit_note (tenant_id, issue_date, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX credit_note_issue_date_idx`.execute(db);
}
