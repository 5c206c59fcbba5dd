import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, inTransaction } from '../../src/db/db';
import { DEFERRED, DEFERRED_PART } from '../../src/db/client';
import { testDatabaseUrl } from '../helpers/app';
import { createProvider } from '../../src/services/platform';
import { getCustomerById, insertCustomer } from '../../src/db/repos/customer.repo';
import { newId } from '../../src/lib/ids';

// One connection, so every transaction and statement below runs on the same pipelined client.
const db = createDb(testDatabaseUrl(), 1);
afterAll(() => db.destroy());

async function tenant(): Promise<string> {
  const { keys } = await createProvider(db, { name: 'client test' });
  const row = await db.selectFrom('api_key').select('tenant_id').where('id', '=', keys[0]!.id).executeTakeFirstOrThrow();
  return row.tenant_id;
}

const customer = (tenantId: string) => ({ tenant_id: tenantId, id: newId(), name: 'Pipelined KK' });
const failing = sql`SELECT 1 / ${0}::int ${sql.raw(DEFERRED)}`;

describe('pipelined transactions', () => {
  it('commits a transaction whose last statements were written without waiting', async () => {
    const tenantId = await tenant();
    const a = customer(tenantId);
    const b = customer(tenantId);
    await inTransaction(db, async (tx) => {
      await insertCustomer(tx, a);
      await sql`INSERT INTO customer (tenant_id, id, name) VALUES (${b.tenant_id}, ${b.id}, ${b.name}) ${sql.raw(DEFERRED)}`.execute(tx);
    });
    expect((await getCustomerById(db, tenantId, a.id))?.name).toBe('Pipelined KK');
    expect((await getCustomerById(db, tenantId, b.id))?.name).toBe('Pipelined KK');
  });

  it("rejects the COMMIT with a deferred statement's error and commits nothing", async () => {
    const tenantId = await tenant();
    const a = customer(tenantId);
    await expect(
      inTransaction(db, async (tx) => {
        await insertCustomer(tx, a);
        await failing.execute(tx); // answers at once: the failure is only known at COMMIT
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await getCustomerById(db, tenantId, a.id)).toBeUndefined();
    // The connection is usable afterwards, outside and inside a transaction.
    expect(await inTransaction(db, (tx) => getCustomerById(tx, tenantId, a.id))).toBeUndefined();
  });

  it("rejects the next statement with the deferred statement's error, not with 'transaction is aborted'", async () => {
    const tenantId = await tenant();
    const a = customer(tenantId);
    await expect(
      inTransaction(db, async (tx) => {
        await failing.execute(tx);
        await insertCustomer(tx, a);
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await getCustomerById(db, tenantId, a.id)).toBeUndefined();
  });

  it("rolls back when the transaction's first statement (written with the BEGIN) fails", async () => {
    const tenantId = await tenant();
    const a = customer(tenantId);
    await expect(
      inTransaction(db, async (tx) => {
        await insertCustomer(tx, { ...a, tenant_id: 'not-a-uuid' });
      }),
    ).rejects.toThrow(/uuid/);
    await inTransaction(db, (tx) => insertCustomer(tx, a));
    expect((await getCustomerById(db, tenantId, a.id))?.id).toBe(a.id);
  });

  it('prepares a statement with parameters once per connection and reuses it', async () => {
    const tenantId = await tenant();
    const a = customer(tenantId);
    await insertCustomer(db, a);
    for (let i = 0; i < 3; i++) expect((await getCustomerById(db, tenantId, a.id))?.id).toBe(a.id);
    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db);
    const lookups = rows.filter((r) => r.statement.startsWith('select * from "customer" where "tenant_id" = $1 and "id" = $2'));
    expect(lookups).toHaveLength(1);
  });

  describe('a deferred part rides on the deferred statement held before it', () => {
    const part = (c: { tenant_id: string; id: string }) =>
      sql`INSERT INTO customer (tenant_id, id, name) VALUES (${c.tenant_id}, ${c.id}, ${'Part KK'}) ${sql.raw(DEFERRED_PART)}`;

    it('as one statement with a plain or a WITH statement before it, and alone when none is held', async () => {
      const tenantId = await tenant();
      const [a, b, c, d, e] = Array.from({ length: 5 }, () => customer(tenantId));
      await inTransaction(db, async (tx) => {
        await insertCustomer(tx, a!);
        await sql`INSERT INTO customer (tenant_id, id, name) VALUES (${b!.tenant_id}, ${b!.id}, ${'Held KK'}) ${sql.raw(DEFERRED)}`.execute(
          tx,
        );
        await part(c!).execute(tx);
        await sql`WITH x AS (SELECT ${d!.id}::uuid AS id) INSERT INTO customer (tenant_id, id, name) SELECT ${d!.tenant_id}, x.id, ${'Held KK'} FROM x ${sql.raw(DEFERRED)}`.execute(
          tx,
        );
        await part(e!).execute(tx);
      });
      await inTransaction(db, async (tx) => {
        await insertCustomer(tx, customer(tenantId));
        await part(customer(tenantId)).execute(tx); // nothing deferred before it: sent on its own
      });
      for (const x of [a, b, c, d, e]) expect((await getCustomerById(db, tenantId, x!.id))?.id).toBe(x!.id);
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db);
      expect(rows.some((r) => r.statement.includes('part_3 AS (INSERT INTO customer') && r.statement.includes(' x AS ('))).toBe(true);
    });

    it("fails the COMMIT with the part's error and commits neither", async () => {
      const tenantId = await tenant();
      const [a, b] = [customer(tenantId), customer(tenantId)];
      await expect(
        inTransaction(db, async (tx) => {
          await sql`INSERT INTO customer (tenant_id, id, name) VALUES (${a.tenant_id}, ${a.id}, ${'Held KK'}) ${sql.raw(DEFERRED)}`.execute(
            tx,
          );
          await sql`INSERT INTO customer (tenant_id, id, name) VALUES (${b.tenant_id}, ${'not-a-uuid'}, ${'Part KK'}) ${sql.raw(DEFERRED_PART)}`.execute(
            tx,
          );
        }),
      ).rejects.toThrow(/uuid/);
      expect(await getCustomerById(db, tenantId, a.id)).toBeUndefined();
    });
  });
});
