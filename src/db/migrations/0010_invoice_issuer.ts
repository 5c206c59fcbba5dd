import { sql, type Kysely } from 'kysely';

/**
 * Qualified invoices (docs/invoices.md): the provider's issuer settings (registration number, legal
 * name, bank account text, invoice note; address and phone number exist already) and, on each billing,
 * the issuer block fixed when the billing is issued. Existing billings take the provider's settings as
 * they are when this migration runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE provider
      ADD COLUMN registration_number text NOT NULL DEFAULT '',
      ADD COLUMN legal_name text NOT NULL DEFAULT '',
      ADD COLUMN bank_account text NOT NULL DEFAULT '',
      ADD COLUMN invoice_note text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE billing ADD COLUMN issuer jsonb`.execute(db);
  await sql`
    UPDATE billing b SET issuer = jsonb_build_object(
      'name', p.name, 'legalName', p.legal_name, 'registrationNumber', p.registration_number, 'address', p.address,
      'phoneNumber', p.phone_number, 'bankAccount', p.bank_account, 'invoiceNote', p.invoice_note)
    FROM tenant t JOIN provider p ON p.id = t.provider_id
    WHERE t.id = b.tenant_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE billing DROP COLUMN issuer`.execute(db);
  await sql`
    ALTER TABLE provider DROP COLUMN registration_number, DROP COLUMN legal_name, DROP COLUMN bank_account, DROP COLUMN invoice_note`.execute(
    db,
  );
}
