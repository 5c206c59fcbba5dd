import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../test/helpers/scratch-db';

// A database of its own, migrated to 0008, with a billing written before 0010, then migrated on.
const scratch = scratchDatabase('mig0010');

const PROVIDER = '01890000-0000-7000-8000-0000000000f1';
const TENANT = '01890000-0000-7000-8000-000000000001';
const BILLING = '01890000-0000-7000-8000-0000000000b1';

describe('0010: issuer settings and the issuer block of billings', () => {
  it('adds the settings (empty) and fixes the provider as it is on every existing billing', async () => {
    const migrator = scratch.migrator;
    const to8 = await migrator.migrateTo('0008_contract_version_known_on');
    expect(to8.error).toBeUndefined();
    await sql`INSERT INTO provider (id, name, address, phone_number) VALUES (${PROVIDER}, 'Acme', '東京都港区1-1', '03-0000-0000')`.execute(
      scratch.db,
    );
    await sql`INSERT INTO tenant (id, provider_id, environment) VALUES (${TENANT}, ${PROVIDER}, 'sandbox')`.execute(scratch.db);
    await sql`INSERT INTO billing (tenant_id, id, invoice_number, status, contract_id, customer_id, billing_date, billing_due_date,
      billing_issue_date, subtotal, tax, total, taxes)
      VALUES (${TENANT}, ${BILLING}, '00000001', 'INVOICE_CREATED', ${TENANT}, ${TENANT}, '2031-04-01', '2031-05-31', '2031-04-01',
      1000, 100, 1100, '[]')`.execute(scratch.db);
    const latest = await migrator.migrateTo('0010_invoice_issuer');
    expect(latest.error).toBeUndefined();
    const provider = await sql<{ registration_number: string; legal_name: string; bank_account: string; invoice_note: string }>`
      SELECT registration_number, legal_name, bank_account, invoice_note FROM provider WHERE id = ${PROVIDER}`.execute(scratch.db);
    expect(provider.rows[0]).toEqual({ registration_number: '', legal_name: '', bank_account: '', invoice_note: '' });
    const billing = await sql<{ issuer: unknown }>`SELECT issuer FROM billing WHERE id = ${BILLING}`.execute(scratch.db);
    expect(billing.rows[0]!.issuer).toEqual({
      name: 'Acme',
      legalName: '',
      registrationNumber: '',
      address: '東京都港区1-1',
      phoneNumber: '03-0000-0000',
      bankAccount: '',
      invoiceNote: '',
    });
    const down = await migrator.migrateTo('0008_contract_version_known_on');
    expect(down.error).toBeUndefined();
    const columns = await sql<{ n: string }>`
      SELECT count(*) AS n FROM information_schema.columns WHERE table_name = 'billing' AND column_name = 'issuer'`.execute(scratch.db);
    expect(Number(columns.rows[0]!.n)).toBe(0);
  });
});
