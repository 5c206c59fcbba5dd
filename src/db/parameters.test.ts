import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, inTransaction } from './db';
import { testDatabaseUrl } from '../../test/helpers/services';
import { newId } from '../lib/ids';
import { MAX_PARAMETERS, partsOf } from './parameters';
import { insertDebitItems, insertDebitRequest } from './repos/directdebit.repo';
import { insertApplications } from './repos/collections.repo';

describe('statements within the parameter limit', () => {
  const db = createDb(testDatabaseUrl(), 2);
  afterAll(() => db.destroy());

  it('cuts rows into parts that each fit one statement, keeping their order', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => i);
    const parts = partsOf(rows, 8);
    // (65,535 − 64 spare) / 8 = 8,183 rows a part: 8,183 + 8,183 + 3,634.
    expect(parts.map((p) => p.length)).toEqual([8183, 8183, 3634]);
    expect(parts.flat()).toEqual(rows);
    expect(partsOf([], 8)).toEqual([]);
    expect(partsOf([1, 2], 100_000).map((p) => p.length)).toEqual([1, 1]);
  });

  it('a 口座振替 request of 10,000 invoices (8 parameters each: 80,000) is written whole', async () => {
    const tenantId = newId();
    const request = await insertDebitRequest(db, {
      tenant_id: tenantId,
      id: newId(),
      debit_date: '2031-05-27',
      count: 5000,
      amount: '5000000',
      content: Buffer.from(''),
    });
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      tenant_id: tenantId,
      id: newId(),
      request_id: request.id,
      record_no: i + 2,
      customer_id: newId(),
      customer_number: String(i).padStart(20, '0'),
      invoice_id: newId(),
      amount: '1000',
    }));
    await inTransaction(db, (tx) => insertDebitItems(tx, items));
    const { rows } = await sql<{ n: string; records: string }>`
      SELECT count(*) AS n, sum(record_no) AS records FROM direct_debit_item WHERE tenant_id = ${tenantId}::uuid AND request_id = ${request.id}::uuid`.execute(
      db,
    );
    // record numbers 2..10,001: 10,000 × (2 + 10,001) / 2 = 50,015,000
    expect(rows[0]).toEqual({ n: '10000', records: '50015000' });
  });

  it("a batch's applications past the limit (8,000 × 9 parameters) are all written", async () => {
    const tenantId = newId();
    const rows = Array.from({ length: 8000 }, () => ({
      tenant_id: tenantId,
      id: newId(),
      line_id: newId(),
      customer_id: newId(),
      invoice_id: newId(),
      amount: '1100',
      fee_amount: '0',
      fee_treatment: null,
      credit_id: null,
    }));
    await inTransaction(db, (tx) => insertApplications(tx, rows));
    const { rows: got } = await sql<{ n: string; total: string }>`
      SELECT count(*) AS n, sum(amount) AS total FROM statement_application WHERE tenant_id = ${tenantId}::uuid`.execute(db);
    // 8,000 × ¥1,100 = ¥8,800,000
    expect(got[0]).toEqual({ n: '8000', total: '8800000' });
  });

  it('a statement built past the limit is refused before it is sent, naming it', async () => {
    const values = Array.from({ length: MAX_PARAMETERS + 1 }, (_, i) => sql`${i}::int`);
    await expect(sql`SELECT ${sql.join(values)}`.execute(db)).rejects.toThrow(
      /carries 65536 parameters, more than 65535 \(write it in parts\): SELECT/,
    );
    // The connection is still good.
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});
