import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, type Client, type TestApp } from '../helpers/app';
import { buildProduct, buildUsageUnit, type Product, type UsageUnit } from '../helpers/factories/catalog';
import { createCustomer, type CustomerBody } from '../helpers/factories/customer';
import { createStaff, type StaffBody } from '../helpers/factories/staff';

/**
 * The "id or management id" lookups that name another record inside a request (issue 3 item 6):
 * the owner's record, seen from another provider or from the owner's other environment, is
 * NOT_FOUND through every field pair, and nothing is written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe.each(attackerPairs(() => t))('references into %s', (_label, pair) => {
  let owner: Client;
  let other: Client;
  let customer: CustomerBody;
  let staff: StaffBody;
  let product: Product;
  let unit: UsageUnit;
  beforeAll(async () => {
    [owner, other] = await pair();
    customer = await createCustomer(owner, { optionalId: 'REF-C' });
    staff = await createStaff(owner, customer.id, { optionalId: 'REF-S' });
    product = await buildProduct(owner, { optionalId: 'REF-P' });
    unit = await buildUsageUnit(owner, { optionalId: 'REF-U' });
  });

  it("customer staff paths given the owner's customer by customerOptionalId → NOT_FOUND", async () => {
    const ref = { customerOptionalId: 'REF-C' };
    expect((await other.post('/v1/customerstaff/create', { ...ref, name: { lastName: 'X' } })).status).toBe(404);
    expect((await other.get('/v1/customerstaff/get', { ...ref, optionalId: 'REF-S' })).status).toBe(404);
    expect((await other.post('/v1/customerstaff/alias', { ...ref, id: staff.id, optionalId: 'X' })).status).toBe(404);
    expect((await other.post('/v1/customerstaff/delete', { ...ref, id: staff.id })).status).toBe(404);
    expect((await other.get('/v1/customerstaff/list', ref)).status).toBe(404);
    const still = await owner.get<{ customerStaff: StaffBody }>('/v1/customerstaff/get', { id: staff.id });
    expect(still.body.customerStaff).toEqual(staff);
  });

  it("a staff member of the caller asked for under the owner's customer id → NOT_FOUND", async () => {
    const mine = await createCustomer(other, { optionalId: 'REF-C' });
    const myStaff = await createStaff(other, mine.id);
    expect((await other.get('/v1/customerstaff/get', { id: myStaff.id, customerId: customer.id })).status).toBe(404);
    expect((await other.get('/v1/customerstaff/get', { id: myStaff.id, customerOptionalId: 'REF-C' })).status).toBe(200);
  });

  it("catalog item create naming the owner's product or usage unit, by id or management id → NOT_FOUND, nothing written", async () => {
    const mineProduct = await buildProduct(other);
    const charge = (ref: Record<string, string>) => ({
      name: 'Calls',
      type: 'TYPE_RECURRING',
      pricingModel: { type: 'TYPE_USAGE', price: '1' },
      ...ref,
    });
    const bodies = [
      {
        productId: product.id,
        name: 'X',
        catalogChargeItems: [{ name: 'F', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '1' } }],
      },
      {
        productOptionalId: 'REF-P',
        name: 'X',
        catalogChargeItems: [{ name: 'F', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: '1' } }],
      },
      { productId: mineProduct.id, name: 'X', catalogChargeItems: [charge({ usageUnitId: unit.id })] },
      { productId: mineProduct.id, name: 'X', catalogChargeItems: [charge({ usageUnitOptionalId: 'REF-U' })] },
    ];
    for (const body of bodies) {
      const res = await other.post('/v1/catalogitem/create', body);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toMatchObject({ code: 5 });
    }
    expect((await other.get<{ catalogItems: unknown[] }>('/v1/catalogitem/list')).body.catalogItems).toEqual([]);
  });

  it("the catalog list filtered by the owner's productId is empty", async () => {
    expect((await other.get('/v1/catalogitem/list', { productId: product.id })).body).toEqual({ catalogItems: [], nextPageToken: '' });
  });
});
