import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../test/helpers/scratch-db';

// A database of its own, migrated to 0015 with three contracts, then to 0016, back and forth.
const scratch = scratchDatabase('mig0016');

const PROVIDER = '01890000-0000-7000-8000-0000000000f1';
const TENANT = '01890000-0000-7000-8000-000000000001';
const CUSTOMER = '01890000-0000-7000-8000-0000000000c1';
const COMPUTED = '01890000-0000-7000-8000-0000000000a1';
const STALE = '01890000-0000-7000-8000-0000000000a2';
const DRAFT = '01890000-0000-7000-8000-0000000000a3';

async function insertContract(id: string, isDraft: boolean): Promise<void> {
  await sql`INSERT INTO contract (tenant_id, id, customer_id, is_draft, version, start_date, end_date, doc, known_on)
    VALUES (${TENANT}, ${id}, ${CUSTOMER}, ${isDraft}, 1, '2031-04-01', '2032-03-31', '{}', '2031-03-20')`.execute(scratch.db);
}

const days = async () =>
  (
    await sql<{ contract_id: string; next_due_date: string }>`
      SELECT contract_id, next_due_date FROM contract_due ORDER BY contract_id`.execute(scratch.db)
  ).rows;

describe('0016: the next-due day in contract_due', () => {
  it('moves every day as it was (a draft: infinity), keeps it up to date, and goes back', async () => {
    const migrator = scratch.migrator;
    expect((await migrator.migrateTo('0015_customer_name_search')).error).toBeUndefined();
    await sql`INSERT INTO provider (id, name) VALUES (${PROVIDER}, 'Acme')`.execute(scratch.db);
    await sql`INSERT INTO tenant (id, provider_id, environment) VALUES (${TENANT}, ${PROVIDER}, 'sandbox')`.execute(scratch.db);
    await sql`INSERT INTO customer (tenant_id, id, name) VALUES (${TENANT}, ${CUSTOMER}, 'KK')`.execute(scratch.db);
    for (const [id, draft] of [
      [COMPUTED, false],
      [STALE, false],
      [DRAFT, true],
    ] as const)
      await insertContract(id, draft);
    await sql`UPDATE contract SET next_due_date = '2031-05-01' WHERE id = ${COMPUTED}`.execute(scratch.db);

    expect((await migrator.migrateTo('0016_contract_due')).error).toBeUndefined();
    expect(await days()).toEqual([
      { contract_id: COMPUTED, next_due_date: '2031-05-01' },
      { contract_id: STALE, next_due_date: '-infinity' },
      { contract_id: DRAFT, next_due_date: 'infinity' },
    ]);
    // Writes to the contract row mark it stale; confirming the draft too; a new contract gets a row.
    await sql`UPDATE contract SET version = 2 WHERE id IN (${COMPUTED}, ${DRAFT})`.execute(scratch.db);
    expect((await days()).map((d) => d.next_due_date)).toEqual(['-infinity', '-infinity', 'infinity']);
    await sql`UPDATE contract SET is_draft = false WHERE id = ${DRAFT}`.execute(scratch.db);
    expect((await days())[2]!.next_due_date).toBe('-infinity');

    await sql`UPDATE contract_due SET next_due_date = '2031-06-01' WHERE contract_id = ${STALE}`.execute(scratch.db);
    expect((await migrator.migrateTo('0015_customer_name_search')).error).toBeUndefined();
    const back = await sql<{ id: string; next_due_date: string }>`SELECT id, next_due_date FROM contract ORDER BY id`.execute(scratch.db);
    expect(back.rows.map((r) => r.next_due_date)).toEqual(['-infinity', '2031-06-01', '-infinity']);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await days()).map((d) => d.next_due_date)).toEqual(['-infinity', '2031-06-01', '-infinity']);
  });
});
