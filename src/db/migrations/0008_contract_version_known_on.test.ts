import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../test/helpers/scratch-db';

// A database of its own, migrated to 0007, filled with versions written before 0008, then migrated on.
const scratch = scratchDatabase('mig0008');

const TENANT = '01890000-0000-7000-8000-000000000001';
const CONTRACT = '01890000-0000-7000-8000-0000000000c1';
const A2 = '01890000-0000-7000-8000-0000000000a2';
const A3 = '01890000-0000-7000-8000-0000000000a3';

describe('0008: contract_version.known_on', () => {
  it('back-fills the day each stored version became known: confirmation (JST), each amendment (JST), the head as the contract says', async () => {
    const migrator = scratch.migrator;
    const to7 = await migrator.migrateTo('0007_contract_list_indexes');
    expect(to7.error).toBeUndefined();
    // confirmed 1 April 2031 10:00 JST; amended 1 May 01:00 JST (30 April 16:00 UTC) and 20 May
    await sql`INSERT INTO contract (tenant_id, id, customer_id, is_draft, version, start_date, end_date, doc, confirm_time, known_on)
      VALUES (${TENANT}, ${CONTRACT}, ${TENANT}, false, 3, '2031-04-01', '2032-03-31', '{}', '2031-04-01T01:00:00Z', '2031-05-20')`.execute(
      scratch.db,
    );
    await sql`INSERT INTO amendment (tenant_id, id, contract_id, version, type, execute_time, command) VALUES
      (${TENANT}, ${A2}, ${CONTRACT}, 2, 'TYPE_RENEW_ITEM', '2031-04-30T16:00:00Z', '{}'),
      (${TENANT}, ${A3}, ${CONTRACT}, 3, 'TYPE_CANCEL_ITEM', '2031-05-20T03:00:00Z', '{}')`.execute(scratch.db);
    await sql`INSERT INTO contract_version (tenant_id, contract_id, version, doc, amendment_id) VALUES
      (${TENANT}, ${CONTRACT}, 1, '{}', NULL), (${TENANT}, ${CONTRACT}, 2, '{}', ${A2}), (${TENANT}, ${CONTRACT}, 3, '{}', ${A3})`.execute(
      scratch.db,
    );
    const latest = await migrator.migrateToLatest();
    expect(latest.error).toBeUndefined();
    const rows = await sql<{
      version: number;
      known_on: string;
    }>`SELECT version, known_on::text AS known_on FROM contract_version WHERE contract_id = ${CONTRACT} ORDER BY version`.execute(
      scratch.db,
    );
    expect(rows.rows.map((r) => `${r.version} ${r.known_on}`)).toEqual(['1 2031-04-01', '2 2031-05-01', '3 2031-05-20']);
    // and the column is required from now on
    await expect(
      sql`INSERT INTO contract_version (tenant_id, contract_id, version, doc, amendment_id) VALUES (${TENANT}, ${CONTRACT}, 4, '{}', NULL)`.execute(
        scratch.db,
      ),
    ).rejects.toThrow(/known_on/);
  });
});
