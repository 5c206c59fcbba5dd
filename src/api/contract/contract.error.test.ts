import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, buildPaymentMethod, type CatalogItem, type PaymentMethod } from '../../../test/helpers/factories/catalog';
import { buildContract } from '../../../test/helpers/factories/contract';
import { createCustomer, type CustomerBody } from '../../../test/helpers/factories/customer';
import { createStaff, type StaffBody } from '../../../test/helpers/factories/staff';

let t: TestApp;
let c: Client;
let customer: CustomerBody;
let staff: StaffBody;
let pm: PaymentMethod;
let item: CatalogItem;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  customer = await createCustomer(c);
  staff = await createStaff(c, customer.id);
  pm = await buildPaymentMethod(c);
  item = await buildCatalogItem(c, { usage: 'USAGE_MAIN', pricing: { type: 'TYPE_PER_UNIT', price: '100' } });
});
afterAll(async () => {
  await t.close();
});

const NOPE = '01890000-0000-7000-8000-000000000000';
const base = () => ({
  customer: { id: customer.id, customerStaffId: staff.id },
  paymentMethodId: pm.id,
  mainItems: [{ catalogItemId: item.id, startDate: '2024-04-01' }],
});
const withMain = (m: Record<string, unknown>) => ({ ...base(), mainItems: [{ catalogItemId: item.id, startDate: '2024-04-01', ...m }] });

async function expectError(path: string, body: unknown, code: number, field?: string) {
  const res = await c.post<{ code: number; detail: { fieldViolations?: Array<{ field: string }> } }>(path, body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  if (field) expect(res.body.detail.fieldViolations?.[0]?.field, JSON.stringify(res.body)).toBe(field);
}

describe('/v1/contract/create refuses bad input', () => {
  it.each([
    ['an unknown field', () => ({ ...base(), bogus: 1 }), 3, undefined],
    ['no customer reference', () => ({ ...base(), customer: {} }), 3, 'customer.id'],
    ['an unknown customer', () => ({ ...base(), customer: { id: NOPE } }), 5, undefined],
    ['no payment method', () => ({ ...base(), paymentMethodId: undefined }), 3, 'paymentMethodId'],
    ['no main items', () => ({ ...base(), mainItems: [] }), 3, 'mainItems'],
    ['a main item without start', () => ({ ...base(), mainItems: [{ catalogItemId: item.id }] }), 3, 'mainItems[0].startDate'],
    ['an impossible date', () => withMain({ startDate: '2024-02-30' }), 3, undefined],
    ['end before start', () => withMain({ endDate: '2024-03-01' }), 3, undefined],
    [
      'a zero term',
      () => withMain({ defaultContractTerm: { value: 0, unit: 'UNIT_MONTHLY' } }),
      3,
      'mainItems[0].defaultContractTerm.value',
    ],
    ['auto-renewal enabled without term', () => withMain({ autoRenewal: { type: 'TYPE_ENABLED' } }), 3, 'mainItems[0].autoRenewal.term'],
    [
      'auto-renewal monthly zero',
      () => withMain({ autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_MONTHLY' } } }),
      3,
      'mainItems[0].autoRenewal.term.value',
    ],
    ['an unknown catalog item', () => withMain({ catalogItemId: NOPE }), 5, undefined],
  ] as Array<[string, () => unknown, number, string | undefined]>)('%s', async (_name, body, code, field) => {
    await expectError('/v1/contract/create', body(), code, field);
  });

  it('refuses charge item overrides the catalog would refuse', async () => {
    const cci = item.catalogChargeItems[0]!.id;
    const charge = (o: Record<string, unknown>) => withMain({ chargeItems: [{ catalogChargeItemId: cci, ...o }] });
    await expectError(
      '/v1/contract/create',
      charge({ tiers: [{ kind: 'KIND_PER_UNIT', unitPrice: '10' }] }),
      3,
      'mainItems[0].chargeItems[0].tiers',
    );
    await expectError('/v1/contract/create', charge({ price: '-5' }), 3);
    await expectError('/v1/contract/create', charge({ quantity: '-1' }), 3, 'mainItems[0].chargeItems[0].quantity');
    await expectError('/v1/contract/create', charge({ billingTiming: { value: 0 } }), 3, 'mainItems[0].chargeItems[0].billingTiming.unit');
    await expectError(
      '/v1/contract/create',
      charge({ billingTiming: { value: 0, unit: 'UNIT_MONTHLY' } }),
      3,
      'mainItems[0].chargeItems[0].billingTiming.monthlyOption',
    );
    await expectError(
      '/v1/contract/create',
      charge({ billingDueTiming: { value: -1, unit: 'UNIT_DAILY' } }),
      3,
      'mainItems[0].chargeItems[0].billingDueTiming.value',
    );
    await expectError(
      '/v1/contract/create',
      withMain({ chargeItems: [{ catalogChargeItemId: NOPE }] }),
      3,
      'mainItems[0].chargeItems[0].catalogChargeItemId',
    );
    await expectError(
      '/v1/contract/create',
      withMain({ chargeItems: [{ catalogChargeItemId: cci }, { catalogChargeItemId: cci }] }),
      3,
      'mainItems[0].chargeItems[1].catalogChargeItemId',
    );
  });

  it('checks catalog items: main/option capability and on sale', async () => {
    const optionOnly = await buildCatalogItem(c, { usage: 'USAGE_OPTION' });
    const discontinued = await buildCatalogItem(c, { status: 'STATUS_DISCONTINUED' });
    await expectError('/v1/contract/create', withMain({ catalogItemId: optionOnly.id }), 3, 'mainItems[0].catalogItemId');
    await expectError('/v1/contract/create', withMain({ catalogItemId: discontinued.id }), 9, 'mainItems[0].catalogItemId');
    await expectError(
      '/v1/contract/create',
      withMain({ optionItems: [{ catalogItemId: item.id }] }),
      3,
      'mainItems[0].optionItems[0].catalogItemId',
    );
    await expectError('/v1/contract/create', withMain({ optionItems: [{ catalogItemId: optionOnly.id, startDate: '2026-01-01' }] }), 3);
  });

  it('refuses a staff member of another customer and a duplicate management id', async () => {
    const stranger = await createStaff(c, (await createCustomer(c)).id);
    await expectError(
      '/v1/contract/create',
      { ...base(), customer: { id: customer.id, customerStaffId: stranger.id } },
      3,
      'customer.customerStaffId',
    );
    const optionalId = `dup-${Date.now()}`;
    await buildContract(c, { customer, staff, paymentMethod: pm, catalogItem: item, optionalId });
    await expectError('/v1/contract/create', { ...base(), optionalId }, 6, 'optionalId');
    const cci = item.catalogChargeItems[0]!.id;
    const chargeOpt = `cci-${Date.now()}`;
    await buildContract(c, {
      customer,
      staff,
      paymentMethod: pm,
      catalogItem: item,
      mainItem: { chargeItems: [{ catalogChargeItemId: cci, optionalId: chargeOpt }] },
    });
    await expectError('/v1/contract/create', withMain({ chargeItems: [{ catalogChargeItemId: cci, optionalId: chargeOpt }] }), 6);
  });
});

describe('contract reads, v2 create and confirm refuse bad input', () => {
  it('get: bad version, unknown ids, bad dates, page tokens', async () => {
    const { contract } = await buildContract(c, { customer, staff, paymentMethod: pm, catalogItem: item });
    await expectError('/v1/contract/get', { id: contract.id, version: 2 }, 3, 'version');
    await expectError('/v1/contract/get', { id: contract.id, version: -1 }, 3);
    await expectError('/v1/contract/get', { id: NOPE }, 5);
    await expectError('/v1/contract/get', { id: 'not-a-uuid' }, 3);
    await expectError('/v1/contract/getbyoptionalid', { optionalId: 'missing' }, 5);
    await expectError('/v2/contract/get', { id: contract.id, atPointInServiceTimeline: '2024-13-01' }, 3);
    await expectError('/v2/contract/listatdate', {}, 3);
    await expectError('/v1/contract/list', { pageSize: 0 }, 3);
    await expectError('/v1/contract/list', { pageSize: 101 }, 3);
    await expectError('/v1/contract/list', { pageToken: 'garbage' }, 3, 'pageToken');
    const page = await c.post<{ nextPageToken: string }>('/v1/contract/search', { pageSize: 1 });
    await expectError(
      '/v1/contract/search',
      { pageSize: 1, pageToken: page.body.nextPageToken, orderBy: { field: 'FIELD_CONTRACT_END_DATE' } },
      3,
      'pageToken',
    );
    await expectError('/v2/contract/list', { offsetToken: 'garbage' }, 3, 'offsetToken');
    await expectError('/v2/contract/list', { sortOrder: { field: 'FIELD_NAME' } }, 3);
    await expectError('/v1/contract/listbycustomer', {}, 3, 'customerId');
    await expectError('/v1/contract/listbycustomer', { customerId: NOPE }, 5);
  });

  it('v2 create, confirmdraft, service/add, updatepaymentmethod, alias', async () => {
    const v2 = { customer: { id: customer.id }, paymentMethodId: pm.id };
    await expectError(
      '/v2/contract/create',
      { ...v2, mainItem: { catalogItemIdentifier: {}, startDate: '2024-04-01' } },
      3,
      'mainItem.catalogItemIdentifier.catalogItemId',
    );
    await expectError(
      '/v2/contract/create',
      { ...v2, mainItem: { catalogItemIdentifier: { catalogItemId: item.id } } },
      3,
      'mainItem.startDate',
    );
    await expectError(
      '/v2/contract/create',
      {
        ...v2,
        mainItem: {
          catalogItemIdentifier: { catalogItemId: item.id },
          startDate: '2024-04-01',
          chargeItems: [{ catalogChargeItemId: item.catalogChargeItems[0]!.id, price: 5 }],
        },
      },
      3,
    );
    await expectError('/v1/contract/confirmdraft', {}, 3, 'id');
    await expectError('/v2/contract/confirmdraft', { id: NOPE }, 5);
    await expectError(
      '/v2/contract/service/add',
      { contract: {}, mainItem: { catalogItemIdentifier: { catalogItemId: item.id }, startDate: '2024-04-01' } },
      3,
      'contract.contractId',
    );
    const { contract } = await buildContract(c, { customer, staff, paymentMethod: pm, catalogItem: item });
    await expectError('/v2/contract/updatepaymentmethod', { contractId: contract.id }, 3, 'paymentMethodId');
    await expectError('/v2/contract/updatepaymentmethod', { contractId: contract.id, paymentMethodId: NOPE }, 5);
    await expectError('/v2/contract/updatepaymentmethod', { paymentMethodId: pm.id }, 3, 'contractId');
    await expectError('/v1/contract/alias', { id: contract.id, optionalId: 'has space' }, 3);
    await expectError('/v1/contract/alias', { id: NOPE, optionalId: 'x' }, 5);
  });
});
