import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, type Client, type TestApp } from '../../../test/helpers/app';
import { createCustomer, type CustomerBody } from '../../../test/helpers/factories/customer';
import { createMaster, value, type MasterBody, type ResourceBody } from '../../../test/helpers/factories/customfield';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const CUSTOMER = 'RESOURCE_TYPE_CUSTOMER';

describe.each(attackerPairs(() => t))('custom fields of %s are invisible', (_label, pair) => {
  let owner: Client;
  let other: Client;
  let customer: CustomerBody;
  let master: MasterBody;
  beforeAll(async () => {
    [owner, other] = await pair();
    customer = await createCustomer(owner);
    master = await createMaster(owner, { name: 'Secret' });
    await owner.patch('/v1/customfield/resource/update', {
      srn: { resourceId: customer.id, resourceType: CUSTOMER },
      customFields: [{ masterId: master.id, string: 'owner' }],
    });
  });

  it("the owner's customer → NOT_FOUND for get (GET and POST) and update", async () => {
    expect((await other.get('/v1/customfield/resource/get', { 'srn.resourceId': customer.id, 'srn.resourceType': CUSTOMER })).status).toBe(
      404,
    );
    expect(
      (await other.post('/v1/customfield/resource/get', { srn: { resourceId: customer.id, resourceType: CUSTOMER } })).body,
    ).toMatchObject({ code: 5 });
    expect(
      (await other.patch('/v1/customfield/resource/update', { srn: { resourceId: customer.id, resourceType: CUSTOMER }, customFields: [] }))
        .status,
    ).toBe(404);
  });

  it("the owner's master → NOT_FOUND on the caller's own customer", async () => {
    const mine = await createCustomer(other);
    const res = await other.patch('/v1/customfield/resource/update', {
      srn: { resourceId: mine.id, resourceType: CUSTOMER },
      customFields: [{ masterId: master.id, string: 'x' }],
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 5, detail: { fieldViolations: [{ field: 'customFields[0].masterId' }] } });
  });

  it("batch items naming the owner's customer or master fail with NOT_FOUND; nothing of the owner changes", async () => {
    const mine = await createCustomer(other);
    const res = await other.post<{ summary: unknown; errors: Array<{ index: number; code: number }> }>(
      '/v1/customfield/resource/batchupdate',
      {
        resourceType: CUSTOMER,
        items: [
          { resource: { srn: { resourceId: customer.id }, customFields: [] } },
          { resource: { srn: { resourceId: mine.id }, customFields: [{ masterId: master.id, string: 'x' }] } },
        ],
      },
    );
    expect(res.body.summary).toEqual({ total: 2, succeeded: 0, failed: 2 });
    expect(res.body.errors.map((e) => [e.index, e.code])).toEqual([
      [0, 5],
      [1, 5],
    ]);
    const got = await owner.post<{ resource: ResourceBody }>('/v1/customfield/resource/get', {
      srn: { resourceId: customer.id, resourceType: CUSTOMER },
    });
    expect(got.body.resource.customFields).toEqual([value(master.id, { string: 'owner' })]);
  });

  it("master lists never show the owner's masters; the same name is free", async () => {
    await createMaster(other, { name: 'Secret' });
    const list = await other.post<{ customFieldMasters: MasterBody[] }>('/v1/customfield/master/list', { pageSize: 100 });
    expect(list.body.customFieldMasters.map((m) => m.id)).not.toContain(master.id);
    expect(list.body.customFieldMasters.map((m) => m.name)).toEqual(['Secret']);
  });
});
