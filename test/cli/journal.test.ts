import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { advance, billingWorld, storeContract } from '../helpers/factories/billing';
import { cli } from '../helpers/cli';

let t: TestApp;
let dir: string;
let providerId: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(join(tmpdir(), 'journal-'));
  const keys = await newTenant(t.db);
  providerId = keys.providerId;
  const c = client(t.app, keys.sandboxKey);
  const w = await billingWorld(t.db, c, keys.providerId);
  await t.db.updateTable('customer').set({ name: '株式会社アルファ' }).where('id', '=', w.customerId).execute();
  await advance(c, '2031-03-20');
  await storeContract(t.db, w, { start: '2031-04-01', charges: [{ pricing: { model: 'PER_UNIT', price: '10000', tiers: [] } }] });
  await advance(c, '2031-05-01');
});
afterAll(async () => {
  await t.close();
});

const run = (...extra: string[]) => cli(['journal', 'export', '--provider', providerId, '--environment', 'sandbox', ...extra]);

describe('billing journal export', () => {
  it('writes April in 弥生’s layout, Shift_JIS: the invoice and its month-end recognition', async () => {
    const out = join(dir, 'yayoi.csv');
    const r = await run('--month', '2031-04', '--format', 'yayoi', '--out', out);
    expect(r.code, r.err.join('\n')).toBe(0);
    expect(r.err.at(-1)).toMatch(/^exported 2 entries of 2031-04 \(yayoi\)/);
    const rows = iconv.decode(await readFile(out), 'shift_jis').split('\r\n');
    // 30 days of ¥10,000: ⌊10,000 ÷ 30⌋ = 333 at issue (4/1), 9,667 at 4/30.
    expect(rows[0]).toMatch(/^2110,1,,2031\/04\/01,売掛金,株式会社アルファ,,対象外,11000,0,売上高,,,課税売上10%,333,0,請求書 /);
    expect(rows[1]).toMatch(/^2100,1,,2031\/04\/01,,,,,0,,前受収益,,,課税売上10%,9667,0,/);
    expect(rows[2]).toMatch(/^2101,1,,2031\/04\/01,,,,,0,,仮受消費税,,,対象外,1000,0,/);
    expect(rows[3]).toMatch(/^2111,2,,2031\/04\/30,前受収益,,,対象外,9667,0,売上高,,,対象外,9667,0,収益認識 /);
    expect(rows[4]).toBe('');
  });

  it('the same month again gives the same file', async () => {
    const [a, b] = [join(dir, 'a.csv'), join(dir, 'b.csv')];
    await run('--month', '2031-04', '--format', 'freee', '--out', a);
    await run('--month', '2031-04', '--format', 'freee', '--out', b);
    expect(await readFile(a, 'utf8')).toBe(await readFile(b, 'utf8'));
  });

  it('a malformed month or an unknown format exits 2; a month not closed exits 1', async () => {
    expect((await run('--month', '2031-4', '--format', 'freee')).code).toBe(2);
    const unknown = await run('--month', '2031-04', '--format', 'sage');
    expect(unknown.code).toBe(2);
    expect(unknown.err.join('')).toContain('--format must be one of freee, moneyforward, yayoi, csv');
    const open = await run('--month', '2031-05', '--format', 'csv', '--out', join(dir, 'x.csv'));
    expect(open.code).toBe(1);
    expect(open.err.join('')).toContain('not closed');
  });
});
