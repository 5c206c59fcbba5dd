import { sql, type RawBuilder } from 'kysely';
import { inTransaction, type Db } from '../../src/db/db';

/** The plan PostgreSQL picks when a scan of the tenant's rows is priced out (as on a large table). */
export async function planOf(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  return inTransaction(db, async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const res = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(trx);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** Thrown to roll the planning transaction back, carrying its plan out. */
class RolledBack extends Error {
  constructor(readonly plan: string) {
    super('rolled back');
  }
}

/**
 * The plan of `query` on the rows `seeds` insert, in a transaction that is rolled back. `tables` are
 * analysed first, so the planner's statistics describe those rows (a large tenant) and not whatever
 * other tests left in the shared database: on an empty or odd table every index costs the same and
 * the planner's pick says nothing.
 */
export async function planOnRows(db: Db, seeds: RawBuilder<unknown>[], tables: string[], query: RawBuilder<unknown>): Promise<string> {
  try {
    await inTransaction(db, async (trx) => {
      for (const seed of seeds) await seed.execute(trx);
      // A larger sample and list of common values than the default, so that the seeded tenant's values are
      // counted as they are however many rows other tests have left in the table.
      await sql`SET LOCAL default_statistics_target = 1000`.execute(trx);
      for (const table of tables) await sql`ANALYZE ${sql.table(table)}`.execute(trx);
      const res = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(trx);
      throw new RolledBack(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
    });
  } catch (e) {
    if (e instanceof RolledBack) return e.plan;
    throw e;
  }
  throw new Error('the planning transaction committed');
}
