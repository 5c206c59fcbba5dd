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
    expect(changesOf(selected)).toEqual([{ table: 'billing', tenantId: T, ids: [ID] }]);
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

  it('reads the ids a bulk INSERT … SELECT … FROM unnest(…) writes from its id array, in the shapes the repositories use', () => {
    const ID2 = '01890000-0000-7000-8000-000000000003';
    const ids = `{"${ID}","${ID2}"}`;
    // `*` or `u.*` stands for the unnest columns in order; a trailing expression (the issuer block) fills one more column.
    const billing = sql`INSERT INTO billing (tenant_id, id, status, issuer) SELECT ${T}::uuid, u.*, (SELECT '{}'::jsonb) FROM unnest(${ids}::uuid[], ${'{"A","B"}'}::text[]) AS u`;
    expect(changesOf(billing.compile(db))).toEqual([{ table: 'billing', tenantId: T, ids: [ID, ID2] }]);
    const items = sql`INSERT INTO billing_item (tenant_id, id, billing_id) SELECT ${T}::uuid, * FROM unnest(${ids}::uuid[], ${ids}::uuid[])`;
    expect(changesOf(items.compile(db))).toEqual([{ table: 'billing_item', tenantId: T, ids: [ID, ID2] }]);
    // Named columns: `u.id` is the unnest column called id, wherever it stands.
    const named = sql`WITH ins AS (INSERT INTO document (tenant_id, kind, id) SELECT ${T}::uuid, u.kind, u.id
      FROM unnest(${ids}::uuid[], ${'{"X","Y"}'}::text[]) AS u(id, kind) ON CONFLICT (tenant_id, id) DO NOTHING RETURNING id)
      INSERT INTO document_render (tenant_id, id) SELECT ${T}::uuid, id FROM ins`;
    expect(changesOf(named.compile(db))).toEqual([{ table: 'document', tenantId: T, ids: [ID, ID2] }]);
  });

  it('names no id where the statement does not say which rows it changed: an upsert, an id computed in SQL, an empty array', () => {
    const ids = `{"${ID}"}`;
    const upsert = sql`INSERT INTO daily_usage (tenant_id, id, quantity) SELECT ${T}::uuid, * FROM unnest(${ids}::uuid[], ${'{1}'}::numeric[])
      ON CONFLICT (tenant_id, id) DO UPDATE SET quantity = excluded.quantity`;
    expect(changesOf(upsert.compile(db))).toEqual([{ table: 'daily_usage', tenantId: T, ids: [] }]);
    const computed = sql`INSERT INTO billing (tenant_id, id) SELECT ${T}::uuid, gen_random_uuid() FROM unnest(${ids}::uuid[]) AS u(x)`;
    expect(changesOf(computed.compile(db))).toEqual([{ table: 'billing', tenantId: T, ids: [] }]);
    const empty = sql`INSERT INTO billing (tenant_id, id) SELECT ${T}::uuid, * FROM unnest(${'{}'}::uuid[])`;
    expect(changesOf(empty.compile(db))).toEqual([{ table: 'billing', tenantId: T, ids: [] }]);
  });
});
