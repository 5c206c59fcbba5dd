import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb } from './db';
import { testDatabaseUrl } from '../../test/helpers/app';
import { arrayLiteral, arrayParam } from './arrays';

describe('arrayLiteral', () => {
  it('quotes every element and writes null as NULL', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral(['a', 'b c'])).toBe('{"a","b c"}');
    expect(arrayLiteral(['a', null, 3])).toBe('{"a",NULL,"3"}');
    expect(arrayLiteral(['say "hi"', 'C:\\x'])).toBe('{"say \\"hi\\"","C:\\\\x"}');
  });
});

describe('arrayParam on PostgreSQL', () => {
  const db = createDb(testDatabaseUrl(), 2);
  afterAll(() => db.destroy());

  it('reads back exactly what was sent, whatever the elements hold', async () => {
    // Separators, braces, quotes, backslashes, the word NULL, spaces, an empty string, unicode, a real null.
    const texts = ['a,b', '{x}', '"', 'q"q', '\\', 'back\\slash"', 'NULL', 'null', ' padded ', '', '請求書', null, 'a","b'];
    const { rows } = await sql<{ v: string | null; n: string }>`
      SELECT v, n::text FROM unnest(${arrayParam('text', texts)}, ${arrayParam(
        'int',
        texts.map((_, i) => i),
      )}) AS u(v, n) ORDER BY n::int
    `.execute(db);
    expect(rows.map((r) => r.v)).toEqual(texts);
  });

  it('types the elements: uuid, date, numeric, jsonb', async () => {
    const { rows } = await sql<{ u: string; d: string; m: string; j: unknown }>`
      SELECT u::text, d::text, m::text, j FROM unnest(
        ${arrayParam('uuid', ['00000000-0000-4000-8000-000000000001'])}, ${arrayParam('date', ['2031-04-30'])},
        ${arrayParam('numeric', ['-12.50'])}, ${arrayParam('jsonb', [JSON.stringify({ a: 'x "y" \\ z' })])}) AS t(u, d, m, j)
    `.execute(db);
    expect(rows).toEqual([{ u: '00000000-0000-4000-8000-000000000001', d: '2031-04-30', m: '-12.50', j: { a: 'x "y" \\ z' } }]);
  });

  it('round-trips any list of texts and nulls (property, fixed seed)', async () => {
    const texts = fc.array(
      fc.option(
        fc.string({ unit: 'binary', maxLength: 12 }).map((t) => t.replace(/\0/g, '')),
        { nil: null },
      ),
      { maxLength: 8 },
    );
    await fc.assert(
      fc.asyncProperty(texts, async (values) => {
        const { rows } = await sql<{ v: string | null }>`
          SELECT v FROM unnest(${arrayParam('text', values)}) WITH ORDINALITY AS u(v, n) ORDER BY n
        `.execute(db);
        expect(rows.map((r) => r.v)).toEqual(values);
      }),
      { seed: 20261124, numRuns: 200 },
    );
  });
});
