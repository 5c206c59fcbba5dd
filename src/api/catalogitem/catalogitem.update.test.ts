import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, type CatalogItem } from '../../../test/helpers/factories/catalog';
import { buildContract } from '../../../test/helpers/factories/contract';
import { advance, billingsOf } from '../../../test/helpers/factories/billing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const sandbox = async (): Promise<Client> => client(t.app, (await newTenant(t.db)).sandboxKey);

async function update(c: Client, body: Record<string, unknown>): Promise<CatalogItem> {
  const res = await c.patch<{ catalogItem: CatalogItem }>('/v1/catalogitem/update', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.catalogItem;
}

describe('/v1/catalogitem/update', () => {
  it('replaces the fields given, keeps the others, and get shows the change', async () => {
    const c = await sandbox();
    const item = await buildCatalogItem(c, { name: 'Plan', description: 'first' });
    expect(item.description).toBe('first');
    const renamed = await update(c, { id: item.id, name: 'Plan 2' });
    expect(renamed).toEqual({ ...item, name: 'Plan 2', updateTime: expect.any(String) });
    expect(Date.parse(renamed.updateTime)).toBeGreaterThanOrEqual(Date.parse(item.updateTime));
    const described = await update(c, { optionalId: item.optionalId, description: 'second', status: 'STATUS_DISCONTINUED' });
    expect(described).toMatchObject({ name: 'Plan 2', description: 'second', status: 'STATUS_DISCONTINUED' });
    expect((await c.get('/v1/catalogitem/get', { id: item.id })).body).toEqual({ catalogItem: described });
    expect(await update(c, { id: item.id, status: 'STATUS_ON_SALE' })).toMatchObject({ status: 'STATUS_ON_SALE', description: 'second' });
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: '   ' }],
    ['status', { status: 'STATUS_UNSPECIFIED' }],
    ['status', { status: 'STATUS_GONE' }],
    ['description', { description: 'long'.repeat(501) }],
    ['usage', { usage: 'USAGE_OPTION' }],
  ])('refuses a bad patch naming %s', async (field, patch) => {
    const c = await sandbox();
    const item = await buildCatalogItem(c);
    const res = await c.patch('/v1/catalogitem/update', { id: item.id, ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
    expect((await c.get('/v1/catalogitem/get', { id: item.id })).body).toEqual({ catalogItem: item });
  });

  it('needs id or optionalId, and an unknown one is NOT_FOUND', async () => {
    const c = await sandbox();
    expect((await c.patch('/v1/catalogitem/update', { name: 'x' })).body).toMatchObject({
      code: 3,
      detail: { fieldViolations: [{ field: 'id' }] },
    });
    expect((await c.patch('/v1/catalogitem/update', { optionalId: 'nope', name: 'x' })).status).toBe(404);
  });

  describe.each(attackerPairs(() => t))('a catalog item of %s', (_label, pair) => {
    it('cannot be updated or discontinued (NOT_FOUND) and stays as it was', async () => {
      const [owner, other] = await pair();
      const item = await buildCatalogItem(owner);
      for (const ref of [{ id: item.id }, { optionalId: item.optionalId }]) {
        const res = await other.patch('/v1/catalogitem/update', { ...ref, status: 'STATUS_DISCONTINUED' });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 5, detail: { reason: 'NOT_FOUND' } });
      }
      expect((await owner.get('/v1/catalogitem/get', { id: item.id })).body).toEqual({ catalogItem: item });
    });
  });
});

describe('a discontinued catalog item', () => {
  async function discontinuedWorld() {
    const c = await sandbox();
    const plan = await buildCatalogItem(c, { usage: 'USAGE_MAIN' });
    const option = await buildCatalogItem(c, { usage: 'USAGE_OPTION', name: 'Support' });
    const { contract, customer, staff } = await buildContract(c, {
      catalogItem: plan,
      mainItem: { optionItems: [{ catalogItemId: option.id }] },
    });
    const gone = await buildCatalogItem(c, { usage: 'USAGE_MAIN_OR_OPTION', name: 'Old plan' });
    await update(c, { id: gone.id, status: 'STATUS_DISCONTINUED' });
    return { c, contract, gone, customer: { id: customer.id, customerStaffId: staff.id } };
  }

  async function expectDiscontinued(c: Client, path: string, body: unknown, field: string) {
    const res = await c.post(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({
      code: 9,
      detail: { reason: 'CATALOG_ITEM_DISCONTINUED', fieldViolations: [{ field }] },
    });
  }

  it('starts no contract item, option item, or item change (FAILED_PRECONDITION naming the field)', async () => {
    const { c, contract, gone, customer } = await discontinuedWorld();
    const main = contract.mainItems[0]!;
    const create = {
      customer,
      paymentMethodId: contract.paymentMethodId,
      mainItems: [{ catalogItemId: gone.id, startDate: '2024-04-01' }],
    };
    await expectDiscontinued(c, '/v1/contract/create', create, 'mainItems[0].catalogItemId');
    await expectDiscontinued(
      c,
      '/v1/contract/create',
      {
        ...create,
        mainItems: [
          { catalogItemId: main.catalogItemId, startDate: '2024-04-01', optionItems: [{ catalogItemOptionalId: gone.optionalId }] },
        ],
      },
      'mainItems[0].optionItems[0].catalogItemId',
    );
    await expectDiscontinued(
      c,
      '/v1/amendment/addoptionitem',
      { contractId: contract.id, contractItemId: main.id, effectiveStartDate: '2024-06-01', item: { catalogItemId: gone.id } },
      'item.catalogItemId',
    );
    await expectDiscontinued(
      c,
      '/v1/amendment/changemainitem',
      { contractId: contract.id, mainItemId: main.id, item: { catalogItemId: gone.id, effectiveStartDate: '2024-10-01' } },
      'item.catalogItemId',
    );
    await expectDiscontinued(
      c,
      '/v1/amendment/changeoptionitem',
      {
        contractId: contract.id,
        contractItemId: main.optionItems[0]!.id,
        effectiveStartDate: '2024-08-01',
        item: { catalogItemId: gone.id },
      },
      'item.catalogItemId',
    );
    // Back on sale, the same request is accepted.
    await update(c, { id: gone.id, status: 'STATUS_ON_SALE' });
    expect((await c.post('/v1/contract/create', create)).status).toBe(200);
  });

  it('leaves contracts made with it billing on their agreed terms across a bill run', async () => {
    const c = await sandbox();
    await advance(c, '2031-03-20');
    const plan = await buildCatalogItem(c, { pricing: { type: 'TYPE_FLAT_FEE', price: '10000' }, chargeItem: { taxPercentage: 10 } });
    const { contract } = await buildContract(c, { catalogItem: plan, mainItem: { startDate: '2031-04-01' } });
    const before = (await c.get('/v1/expectedbilling/listbycontract', { id: contract.id, pageSize: 3 })).body;
    await update(c, { id: plan.id, name: 'Legacy plan', status: 'STATUS_DISCONTINUED' });
    // What the contract will bill is unchanged by the discontinuation …
    expect((await c.get('/v1/expectedbilling/listbycontract', { id: contract.id, pageSize: 3 })).body).toEqual(before);
    expect(await advance(c, '2031-06-01')).toBe(3);
    // … and the bill runs of April, May and June billed the agreed 10,000 yen + 10 % each month.
    const billings = await billingsOf(c, contract.id);
    expect(billings.map((b) => [b.billingDate, b.total, b.lines.map((l) => `${l.kind} ${l.period} ${l.subtotal}`).join('; ')])).toEqual([
      ['2031-04-01', '11000', 'RECURRING 2031-04-01..2031-04-30 10000'],
      ['2031-05-01', '11000', 'RECURRING 2031-05-01..2031-05-31 10000'],
      ['2031-06-01', '11000', 'RECURRING 2031-06-01..2031-06-30 10000'],
    ]);
    const got = await c.get<{ contract: { mainItems: Array<{ catalogItemId: string; name: string }> } }>('/v1/contract/get', {
      id: contract.id,
    });
    expect(got.body.contract.mainItems[0]).toMatchObject({ catalogItemId: plan.id, name: plan.name });
  });
});
