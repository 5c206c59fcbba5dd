import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, inTransaction } from './db';
import { testDatabaseUrl } from '../../test/helpers/services';
import { prepared } from './prepared';

describe('prepared statements', () => {
  const db = createDb(testDatabaseUrl(), 2);
  afterAll(() => db.destroy());

  it('compiles once and binds each call its own arguments, on the pool and in a transaction', async () => {
    let builds = 0;
    const pair = prepared((q, a: string, b: number) => {
      builds++;
      return q.selectNoFrom([sql<string>`${a}::text`.as('a'), sql<number>`${b}::int`.as('b')]);
    });
    expect(await pair(db, 'x', 1)).toEqual([{ a: 'x', b: 1 }]);
    expect(await pair(db, 'y', 2)).toEqual([{ a: 'y', b: 2 }]);
    expect(await inTransaction(db, (tx) => pair(tx, 'z', 3))).toEqual([{ a: 'z', b: 3 }]);
    expect(builds).toBe(1);
  });

  it('refuses a statement that does not take its arguments as its parameters, in order', async () => {
    const swapped = prepared((q, a: string, b: string) =>
      q.selectNoFrom([sql<string>`${b}::text`.as('b'), sql<string>`${a}::text`.as('a')]),
    );
    await expect(swapped(db, 'same', 'same')).rejects.toThrow(/in order/);
    const twice = prepared((q, a: string) => q.selectNoFrom([sql<string>`${a}::text`.as('a'), sql<string>`${a}::text`.as('again')]));
    await expect(twice(db, 'x')).rejects.toThrow(/in order/);
  });
});
