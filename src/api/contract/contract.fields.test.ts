import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildContract } from '../../../test/helpers/factories/contract';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
});
afterAll(async () => {
  await t.close();
});

const fieldOf = (body: unknown) => (body as { detail: { fieldViolations: Array<{ field: string }> } }).detail.fieldViolations[0]!.field;

describe('errors name the request field, in the request shape', () => {
  it('v1 create: mainItems[i] and mainItems[i].optionItems[j]', async () => {
    const { contract, customer, staff, paymentMethod, catalogItem } = await buildContract(c);
    expect(contract.id).toBeDefined();
    const base = { customer: { id: customer.id, customerStaffId: staff.id }, paymentMethodId: paymentMethod.id };
    const main = { catalogItemId: catalogItem.id, startDate: '2031-04-01' };
    const endBeforeStart = await c.post('/v1/contract/create', { ...base, mainItems: [main, { ...main, endDate: '2031-03-01' }] });
    expect(endBeforeStart.status).toBe(400);
    expect(fieldOf(endBeforeStart.body)).toBe('mainItems[1].endDate');
    const optionOutside = await c.post('/v1/contract/create', {
      ...base,
      mainItems: [
        { ...main, optionItems: [{ catalogItemId: catalogItem.id }, { catalogItemId: catalogItem.id, startDate: '2040-01-01' }] },
      ],
    });
    expect(optionOutside.status).toBe(400);
    expect(fieldOf(optionOutside.body)).toBe('mainItems[0].optionItems[1].startDate');
  });

  it('v2 create: mainItem and optionItems[j]', async () => {
    const { customer, staff, paymentMethod, catalogItem } = await buildContract(c);
    const body = {
      customer: { id: customer.id, customerStaffId: staff.id },
      paymentMethodId: paymentMethod.id,
      mainItem: { catalogItemIdentifier: { catalogItemId: catalogItem.id }, startDate: '2031-04-01', endDate: '2031-03-01' },
    };
    const res = await c.post('/v2/contract/create', body);
    expect(res.status).toBe(400);
    expect(fieldOf(res.body)).toBe('mainItem.endDate');
    const option = await c.post('/v2/contract/create', {
      ...body,
      mainItem: { ...body.mainItem, endDate: undefined },
      optionItems: [{ catalogItemIdentifier: { catalogItemId: catalogItem.id }, startDate: '2040-01-01' }],
    });
    expect(option.status).toBe(400);
    expect(fieldOf(option.body)).toBe('optionItems[0].startDate');
  });

  it('changemainitem: item.endDate and item.effectiveStartDate', async () => {
    const { contract, catalogItem } = await buildContract(c, { mainItem: { startDate: '2031-04-01' } });
    const mainItemId = contract.mainItems[0]!.id;
    const end = await c.post('/v1/amendment/changemainitem', {
      contractId: contract.id,
      mainItemId,
      item: { catalogItemId: catalogItem.id, effectiveStartDate: '2031-06-01', endDate: '2031-05-01' },
    });
    expect(end.status).toBe(400);
    expect(fieldOf(end.body)).toBe('item.endDate');
    const outside = await c.post('/v1/amendment/changemainitem', {
      contractId: contract.id,
      mainItemId,
      item: { catalogItemId: catalogItem.id, effectiveStartDate: '2040-06-01' },
    });
    expect(outside.status).toBe(400);
    expect(fieldOf(outside.body)).toBe('item.effectiveStartDate');
  });
});
