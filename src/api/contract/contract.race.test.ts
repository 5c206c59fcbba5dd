import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildPaymentMethod } from '../../../test/helpers/factories/catalog';
import { createCustomer } from '../../../test/helpers/factories/customer';
import { createStaff } from '../../../test/helpers/factories/staff';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
});
afterAll(async () => {
  await t.close();
});

describe('contract create racing a delete of its customer or billing recipient', () => {
  it('never leaves a contract naming a deleted customer or staff member', async () => {
    const [catalogItem, paymentMethod] = [await buildCatalogItem(c), await buildPaymentMethod(c)];
    for (let i = 0; i < 8; i++) {
      const customer = await createCustomer(c);
      const staff = await createStaff(c, customer.id);
      const create = c.post<{ contract?: { id: string } }>('/v1/contract/create', {
        customer: { id: customer.id, customerStaffId: staff.id },
        paymentMethodId: paymentMethod.id,
        mainItems: [{ catalogItemId: catalogItem.id, startDate: '2031-04-01' }],
      });
      const del = i % 2 === 0 ? c.post('/v1/customer/delete', { id: customer.id }) : c.post('/v1/customerstaff/delete', { id: staff.id });
      const [created, deleted] = await Promise.all([create, del]);
      // Exactly one wins: the contract (and the delete is refused) or the delete (and the create is NOT_FOUND).
      expect([created.status, deleted.status].sort()).toEqual(created.status === 200 ? [200, 400] : [200, 404]);
      if (created.status === 200) expect(deleted.body).toMatchObject({ code: 9 });
      const stillThere = await c.post('/v1/customerstaff/get', { id: staff.id });
      if (created.status === 200) expect(stillThere.status).toBe(200);
    }
  });
});
