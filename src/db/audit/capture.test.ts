import { describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DB } from '../schema';
import { changesOf } from './capture';

// What the driver records of a statement (docs/records.md "The audit log"): compiled only, no database.
const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: {} as never }) });
const T = '01890000-0000-7000-8000-000000000001';
const ID = '01890000-0000-7000-8000-000000000002';

describe('changesOf', () => {
  it('leaves out the queues, counters and stored report months (machinery, not records)', () => {
    const queueWrites = [
      db.updateTable('mail_delivery').set({ status: 'SENT' }).where('tenant_id', '=', T).where('id', '=', ID).compile(),
      db.updateTable('document_render').set({ status: 'DONE' }).where('tenant_id', '=', T).where('id', '=', ID).compile(),
      db.deleteFrom('revenue_month').where('tenant_id', '=', T).compile(),
      sql`INSERT INTO credit_note_counter (tenant_id, next) VALUES (${T}, 2)`.compile(db),
      sql`UPDATE "document_render" SET claim_id = NULL WHERE tenant_id = ${T} AND id IN (SELECT id FROM document_render FOR UPDATE SKIP LOCKED)`.compile(
        db,
      ),
    ];
    for (const q of queueWrites) expect(changesOf(q), q.sql).toEqual([]);
  });

  it('records the business tables main added (documents, payer names, bank statements)', () => {
    expect(
      changesOf(db.updateTable('document').set({ counterparty_name: 'x' }).where('tenant_id', '=', T).where('id', '=', ID).compile()),
    ).toEqual([{ table: 'document', tenantId: T, ids: [ID] }]);
    expect(changesOf(db.deleteFrom('customer_payer_name').where('tenant_id', '=', T).where('customer_id', '=', ID).compile())).toEqual([
      { table: 'customer_payer_name', tenantId: T, ids: [] },
    ]);
    expect(changesOf(sql`UPDATE bank_statement_line SET status = 'MATCHED' WHERE tenant_id = ${T}`.compile(db))).toEqual([
      { table: 'bank_statement_line', tenantId: T, ids: [] },
    ]);
  });

  it('reads the tenant of a raw INSERT whose columns start with tenant_id from its first value ($n, VALUES or SELECT)', () => {
    const selected = sql`INSERT INTO billing (tenant_id, id) SELECT ${T}::uuid, u.* FROM unnest(${[ID]}::uuid[]) AS u`.compile(db);
    expect(changesOf(selected)).toEqual([{ table: 'billing', tenantId: T, ids: [] }]);
    const values = sql`INSERT INTO credit_note (tenant_id, id) VALUES (${T}::uuid, ${ID}::uuid) RETURNING *`.compile(db);
    expect(changesOf(values)).toEqual([{ table: 'credit_note', tenantId: T, ids: [] }]);
    const distinct = sql`WITH ins AS (INSERT INTO document (tenant_id, id) SELECT ${T}::uuid, ${ID}::uuid RETURNING id)
      INSERT INTO customer_payer_name (tenant_id, name) SELECT DISTINCT ${T}::uuid, id::text FROM ins`.compile(db);
    expect(changesOf(distinct)).toEqual([
      { table: 'document', tenantId: T, ids: [] },
      { table: 'customer_payer_name', tenantId: T, ids: [] },
    ]);
    // A first column other than tenant_id, or a first value that is not a parameter, says nothing.
    expect(changesOf(sql`INSERT INTO billing (id, tenant_id) SELECT ${ID}::uuid, ${T}::uuid`.compile(db))[0]!.tenantId).toBeUndefined();
    expect(
      changesOf(sql`INSERT INTO billing (tenant_id, id) SELECT tenant_id, id FROM billing WHERE id = ${ID}`.compile(db))[0]!.tenantId,
    ).toBeUndefined();
  });
});
