import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { buildTestApp, client, newTenant, type TestApp, type TestTenant } from '../helpers/app';
import type { CatalogItem } from '../helpers/factories/catalog';
import { cli } from '../helpers/cli';

const EXAMPLE = join(__dirname, '../../docs/examples/catalog.yaml');
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(join(tmpdir(), 'catalog-import-'));
});
afterAll(async () => {
  await t.close();
});

const importFile = (file: string, tenant: TestTenant, env = 'sandbox', ...extra: string[]) =>
  cli(['catalog', 'import', file, '--provider', tenant.providerId, '--environment', env, ...extra]);

async function writeDoc(name: string, doc: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return file;
}

async function exampleDoc(): Promise<Record<string, Array<Record<string, unknown>>>> {
  return parseYaml(await readFile(EXAMPLE, 'utf8')) as Record<string, Array<Record<string, unknown>>>;
}

async function nothingWritten(tenant: TestTenant): Promise<void> {
  const c = client(t.app, tenant.sandboxKey);
  expect((await c.get('/v1/catalogitem/list')).body).toEqual({ catalogItems: [], nextPageToken: '' });
  expect((await c.get('/v1/usageunit/list')).body).toEqual({ usageUnits: [], nextPageToken: '' });
  expect((await c.get('/v1/paymentmethod/list')).body).toEqual({ paymentMethods: [], nextPageToken: '' });
  expect((await c.get('/v1/product/get', { optionalId: 'cloud-suite' })).status).toBe(404);
  expect((await c.get<{ customFieldMasters: unknown[] }>('/v1/customfield/master/list')).body.customFieldMasters).toEqual([]);
}

describe('billing catalog import', () => {
  it('imports docs/examples/catalog.yaml into one environment, as the API then shows it', async () => {
    const tenant = await newTenant(t.db);
    const res = await importFile(EXAMPLE, tenant, 'sandbox', '--json');
    expect(res.err).toEqual([]);
    expect(res.code).toBe(0);
    const result = JSON.parse(res.out[0]!);
    expect(result.products).toEqual([{ id: expect.any(String), optionalId: 'cloud-suite' }]);
    expect(result.usageUnits.map((u: { optionalId: string }) => u.optionalId)).toEqual(['api-calls', 'storage-gb']);
    expect(result.paymentMethods).toHaveLength(3);
    expect(result.customFieldMasters).toEqual([
      { id: expect.any(String), name: 'Sales representative', fieldType: 'FIELD_TYPE_CUSTOMER' },
      { id: expect.any(String), name: 'Industry', fieldType: 'FIELD_TYPE_CUSTOMER' },
      { id: expect.any(String), name: 'Purchase order number', fieldType: 'FIELD_TYPE_CONTRACT' },
    ]);
    expect(result.catalogItems.map((i: { optionalId: string }) => i.optionalId)).toEqual(['standard', 'storage-addon', 'premium-support']);

    const c = client(t.app, tenant.sandboxKey);
    const standard = (await c.get<{ catalogItem: CatalogItem }>('/v1/catalogitem/get', { optionalId: 'standard' })).body.catalogItem;
    expect(standard).toMatchObject({
      productId: result.products[0].id,
      usage: 'USAGE_MAIN',
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
    });
    expect(standard.catalogChargeItems.map((ci) => ci.id)).toEqual(
      result.catalogItems[0].catalogChargeItems.map((ci: { id: string }) => ci.id),
    );
    expect(standard.catalogChargeItems[2]).toMatchObject({
      usageUnitId: result.usageUnits[0].id,
      pricingModel: {
        type: 'TYPE_USAGE',
        tiers: [expect.objectContaining({ upperLimit: '10000', kind: 'KIND_FLAT_FEE' }), expect.anything(), expect.anything()],
      },
    });
    const hold = (await c.get('/v1/paymentmethod/get', { optionalId: 'invoice-on-hold' })).body;
    expect(hold).toMatchObject({ paymentMethod: { type: 'TYPE_BANK_TRANSFER', holdInvoiceCreation: true } });
    const masters = await c.get<{ customFieldMasters: Array<{ id: string; name: string; selectOptions: string[] }> }>(
      '/v1/customfield/master/list',
      { pageSize: 100 },
    );
    expect(masters.body.customFieldMasters.map((m) => m.id)).toEqual(result.customFieldMasters.map((m: { id: string }) => m.id));
    expect(masters.body.customFieldMasters[1]!.selectOptions).toEqual(['Manufacturing', 'Retail', 'IT', 'Other']);
    expect((await client(t.app, tenant.productionKey).get('/v1/catalogitem/list')).body).toEqual({ catalogItems: [], nextPageToken: '' });
    expect(
      (await client(t.app, tenant.productionKey).get<{ customFieldMasters: unknown[] }>('/v1/customfield/master/list')).body
        .customFieldMasters,
    ).toEqual([]);
  });

  it('reads JSON files and prints a one-line summary without --json', async () => {
    const tenant = await newTenant(t.db);
    const file = await writeDoc('catalog.json', await exampleDoc());
    const res = await importFile(file, tenant, 'production');
    expect(res.code).toBe(0);
    expect(res.out).toEqual([
      `Imported 1 product(s), 2 usage unit(s), 3 payment method(s), 3 custom field master(s), 3 catalog item(s) with 5 charge item(s) into provider ${tenant.providerId} (production).`,
    ]);
    expect(
      (await client(t.app, tenant.productionKey).get<{ catalogItems: unknown[] }>('/v1/catalogitem/list')).body.catalogItems,
    ).toHaveLength(3);
    await nothingWritten(tenant);
  });

  it('writes nothing when one entry is invalid, and names the entry and field', async () => {
    const tenant = await newTenant(t.db);
    const doc = await exampleDoc();
    doc.catalogItems![1]!.catalogChargeItems = [
      { name: 'Bad', type: 'TYPE_ONE_TIME', billAllAtOnce: true, pricingModel: { type: 'TYPE_FLAT_FEE', price: '1' } },
    ];
    const res = await importFile(await writeDoc('bad-rule.json', doc), tenant);
    expect(res.code).toBe(1);
    expect(res.err).toEqual([
      'billing: catalogItems[1] (optionalId "storage-addon"): catalogChargeItems[0].billAllAtOnce: only on TYPE_RECURRING charge items',
    ]);
    await nothingWritten(tenant);
  });

  it.each<[string, (doc: Record<string, Array<Record<string, unknown>>>) => void, RegExp]>([
    [
      'a schema violation',
      (d) => {
        d.paymentMethods![0]!.type = 'TYPE_CASH';
      },
      /^billing: paymentMethods\[0\] \(optionalId "bank-transfer"\): type: must be one of/,
    ],
    [
      'an unknown field',
      (d) => {
        d.products![0]!.colour = 'red';
      },
      /^billing: products\[0\] \(optionalId "cloud-suite"\): colour: unknown field$/,
    ],
    [
      'a product not in the file or tenant',
      (d) => {
        d.catalogItems![2]!.productOptionalId = 'missing';
      },
      /^billing: catalogItems\[2\] \(optionalId "premium-support"\): product not found$/,
    ],
    [
      'a usage unit not in the file',
      (d) => {
        (d.catalogItems![0]!.catalogChargeItems as Array<Record<string, unknown>>)[2]!.usageUnitOptionalId = 'nope';
      },
      /^billing: catalogItems\[0\] .*usage unit not found$/,
    ],
    [
      'a management id used twice',
      (d) => {
        d.usageUnits![1]!.optionalId = 'api-calls';
      },
      /^billing: usageUnits\[1\] \(optionalId "api-calls"\): a usage unit with optionalId "api-calls" already exists$/,
    ],
    [
      'a custom field master rule',
      (d) => {
        d.customFieldMasters![0]!.selectOptions = ['a'];
      },
      /^billing: customFieldMasters\[0\] \(name "Sales representative"\): selectOptions: only a DATA_TYPE_SELECT_LIST field has options$/,
    ],
    [
      'a custom field master schema violation',
      (d) => {
        d.customFieldMasters![2]!.dataType = 'DATA_TYPE_BLOB';
      },
      /^billing: customFieldMasters\[2\] \(name "Purchase order number"\): dataType: must be one of/,
    ],
    [
      'an unknown section',
      (d) => {
        (d as Record<string, unknown>).customers = [];
      },
      /^billing: customers: unknown section/,
    ],
  ])('refuses %s, writing nothing', async (_what, mutate, message) => {
    const tenant = await newTenant(t.db);
    const doc = await exampleDoc();
    mutate(doc);
    const res = await importFile(await writeDoc(`case-${Math.random().toString(36).slice(2)}.json`, doc), tenant);
    expect(res.code).toBe(1);
    expect(res.err).toHaveLength(1);
    expect(res.err[0]).toMatch(message);
    await nothingWritten(tenant);
  });

  it('refuses a second import of the same file (management ids exist) and keeps the first', async () => {
    const tenant = await newTenant(t.db);
    expect((await importFile(EXAMPLE, tenant)).code).toBe(0);
    const again = await importFile(EXAMPLE, tenant);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(
      /^billing: products\[0\] \(optionalId "cloud-suite"\): a product with optionalId "cloud-suite" already exists$/,
    );
    expect(
      (await client(t.app, tenant.sandboxKey).get<{ catalogItems: unknown[] }>('/v1/catalogitem/list')).body.catalogItems,
    ).toHaveLength(3);
  });

  it.each<[string, string | unknown, RegExp]>([
    ['bad.yaml', 'products: [\n  - name: "unterminated\n', /^billing: .*bad\.yaml: not valid YAML: /],
    ['bad.json', '{"products": [', /^billing: .*bad\.json: not valid JSON: /],
    ['list.json', [1, 2], /^billing: the file must hold an object/],
    ['empty.json', {}, /^billing: the file holds no entries$/],
    ['notlist.json', { products: { name: 'x' } }, /^billing: products: must be a list$/],
  ])('refuses the unreadable file %s with one line', async (name, content, message) => {
    const tenant = await newTenant(t.db);
    const res = await importFile(await writeDoc(name, content), tenant);
    expect(res.code).toBe(1);
    expect(res.err).toHaveLength(1);
    expect(res.err[0]).toMatch(message);
  });

  it('exits 2 with one line on bad arguments', async () => {
    const tenant = await newTenant(t.db);
    const cases: Array<[string[], RegExp]> = [
      [['catalog'], /usage: billing catalog import/],
      [['catalog', 'export'], /usage: billing catalog import/],
      [['catalog', 'import', '--provider', tenant.providerId, '--environment', 'sandbox'], /FILE is required/],
      [['catalog', 'import', EXAMPLE, '--environment', 'sandbox'], /--provider is required/],
      [
        ['catalog', 'import', EXAMPLE, '--provider', tenant.providerId, '--environment', 'staging'],
        /--environment must be sandbox or production/,
      ],
      [
        ['catalog', 'import', EXAMPLE, '--provider', '01890000-0000-7000-8000-000000000000', '--environment', 'sandbox'],
        /provider 01890000-0000-7000-8000-000000000000 not found/,
      ],
      [
        ['catalog', 'import', join(dir, 'missing.yaml'), '--provider', tenant.providerId, '--environment', 'sandbox'],
        /cannot read .*missing\.yaml: ENOENT/,
      ],
      [['catalog', 'import', EXAMPLE, 'extra', '--provider', tenant.providerId, '--environment', 'sandbox'], /unexpected argument: extra/],
    ];
    for (const [argv, message] of cases) {
      const res = await cli(argv);
      expect({ argv, code: res.code }).toEqual({ argv, code: 2 });
      expect(res.err).toHaveLength(1);
      expect(res.err[0]).toMatch(message);
    }
    await nothingWritten(tenant);
  });
});
