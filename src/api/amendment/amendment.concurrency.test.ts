import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem } from '../../../test/helpers/factories/catalog';
import { buildContract, type Contract } from '../../../test/helpers/factories/contract';
import type { Amendment } from './amendment.schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({});
});
afterAll(async () => {
  await t.close();
});

describe('amendments of one contract are serialised', () => {
  it('20 concurrent amendments leave contiguous versions and lose no update; a failed one changes nothing', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const option = await buildCatalogItem(c, { usage: 'USAGE_OPTION' });
    const { contract } = await buildContract(c);
    const main = contract.mainItems[0]!;
    const calls = Array.from({ length: 20 }, (_, i) =>
      c.post<{ contract: Contract; amendment: Amendment }>('/v1/amendment/addoptionitem', {
        contractId: contract.id,
        contractItemId: main.id,
        effectiveStartDate: '2024-05-01',
        item: { catalogItemId: option.id, name: `opt-${i}` },
      }),
    );
    const failing = c.post('/v1/amendment/canceloption', {
      contractId: contract.id,
      contractItemId: main.id,
      cancellationDate: '2024-06-30',
    });
    const results = await Promise.all([...calls, failing]);
    expect(results.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results[20]!.status).toBe(404);
    const versions = results
      .slice(0, 20)
      .map((r) => (r.body as { amendment: Amendment }).amendment.version)
      .sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const latest = await c.post<{ contract: Contract }>('/v1/contract/get', { id: contract.id });
    expect(latest.body.contract.version).toBe(21);
    expect(latest.body.contract.mainItems[0]!.optionItems.map((o) => o.name).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `opt-${i}`).sort(),
    );
    const list = await c.post<{ amendments: Amendment[] }>('/v1/amendment/listbycontract', { id: contract.id, pageSize: 100 });
    expect(list.body.amendments).toHaveLength(20);
  });
});
