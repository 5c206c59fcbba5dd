import { sql } from 'kysely';
import { inTransaction, type Db } from '../../src/db/db';

/** The plan PostgreSQL picks when a scan of the tenant's rows is priced out (as on a large table). */
export async function planOf(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  return inTransaction(db, async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const res = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(trx);
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
