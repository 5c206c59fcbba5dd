import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, type CatalogItem } from '../../../test/helpers/factories/catalog';
import { buildContract, type Contract } from '../../../test/helpers/factories/contract';

let t: TestApp;
let c: Client;
let option: CatalogItem;
let usagePlan: CatalogItem;
let contract: Contract;
let draft: Contract;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  option = await buildCatalogItem(c, { usage: 'USAGE_OPTION' });
  usagePlan = await buildCatalogItem(c, { usage: 'USAGE_MAIN', pricing: { type: 'TYPE_USAGE', price: '10' } });
  contract = (await buildContract(c, { mainItem: { optionItems: [{ catalogItemId: option.id }] } })).contract;
  draft = (await buildContract(c, { isDraft: true })).contract;
});
afterAll(async () => {
  await t.close();
});

const NOPE = '01890000-0000-7000-8000-000000000000';

async function expectError(path: string, body: Record<string, unknown>, code: number, field?: string) {
  const res = await c.post<{ code: number; detail: { fieldViolations?: Array<{ field: string }> } }>(path, body);
  expect(res.body.code, `${path} ${JSON.stringify(res.body)}`).toBe(code);
  if (field) expect(res.body.detail.fieldViolations?.[0]?.field, JSON.stringify(res.body)).toBe(field);
}

describe('amendments refuse bad input and change nothing', () => {
  it('a draft takes no amendments (FAILED_PRECONDITION)', async () => {
    const main = draft.mainItems[0]!;
    await expectError('/v1/amendment/renewcontractitem', { contractId: draft.id, contractItemId: main.id }, 9);
    await expectError('/v1/amendment/cancelcontract', { contractId: draft.id, cancellationDate: '2024-06-30' }, 9);
    await expectError(
      '/v1/amendment/addoptionitem',
      { contractId: draft.id, contractItemId: main.id, effectiveStartDate: '2024-05-01', item: { catalogItemId: option.id } },
      9,
    );
    await expectError(
      '/v2/amendment/cancelcontractservice',
      { contract: { contractId: draft.id }, mainItemId: main.id, cancellationDate: '2024-06-30' },
      9,
    );
  });

  it('each amendment validates its target and dates', async () => {
    const main = contract.mainItems[0]!;
    const opt = main.optionItems[0]!;
    const charge = main.chargeItems[0]!;
    const id = contract.id;
    await expectError(
      '/v1/amendment/addoptionitem',
      { contractId: id, effectiveStartDate: '2024-05-01', item: { catalogItemId: option.id } },
      3,
      'contractItemId',
    );
    await expectError(
      '/v1/amendment/addoptionitem',
      {
        contractId: id,
        contractItemId: main.id,
        primalContractItemId: opt.id,
        effectiveStartDate: '2024-05-01',
        item: { catalogItemId: option.id },
      },
      3,
      'primalContractItemId',
    );
    await expectError(
      '/v1/amendment/addoptionitem',
      { contractId: id, contractItemId: opt.id, effectiveStartDate: '2024-05-01', item: { catalogItemId: option.id } },
      5,
    );
    await expectError(
      '/v1/amendment/addoptionitem',
      { contractId: id, contractItemId: main.id, effectiveStartDate: '2026-05-01', item: { catalogItemId: option.id } },
      9,
    );
    await expectError(
      '/v1/amendment/addoptionitem',
      { contractId: id, contractItemId: main.id, effectiveStartDate: '2024-05-01', item: { catalogItemId: usagePlan.id, name: 'x' } },
      3,
    );
    await expectError('/v1/amendment/addoptionitem', { contractId: id, contractItemId: main.id, item: { catalogItemId: option.id } }, 3);
    await expectError(
      '/v1/amendment/addoptionitem',
      { contractItemId: main.id, effectiveStartDate: '2024-05-01', item: { catalogItemId: option.id } },
      3,
      'contractId',
    );
    await expectError('/v1/amendment/changemainitem', { contractId: id, mainItemId: opt.id, item: { catalogItemId: usagePlan.id } }, 5);
    await expectError(
      '/v1/amendment/changemainitem',
      { contractId: id, mainItemId: main.id, item: { catalogItemId: option.id } },
      3,
      'item.catalogItemId',
    );
    await expectError(
      '/v1/amendment/changeoptionitem',
      { contractId: id, contractItemId: main.id, effectiveStartDate: '2024-08-01', item: { catalogItemId: option.id } },
      5,
    );
    await expectError(
      '/v1/amendment/changeoptionitem',
      { contractId: id, contractItemId: opt.id, effectiveStartDate: '2023-08-01', item: { catalogItemId: option.id } },
      9,
    );
    await expectError(
      '/v1/amendment/changequantity',
      { contractId: id, quantity: 2, effectiveStartDate: '2024-05-01' },
      3,
      'contractChargeItemId',
    );
    await expectError(
      '/v1/amendment/changequantity',
      { contractId: id, contractChargeItemId: NOPE, quantity: 2, effectiveStartDate: '2024-05-01' },
      5,
    );
    await expectError(
      '/v1/amendment/changequantity',
      { contractId: id, contractChargeItemId: charge.id, quantity: '-2', effectiveStartDate: '2024-05-01' },
      3,
      'quantity',
    );
    await expectError(
      '/v1/amendment/changequantity',
      {
        contractId: id,
        contractChargeItemId: charge.id,
        quantity: 2,
        effectiveStartDate: '2024-05-01',
        changeQuantityDailyRate: { type: 'TYPE_FIXED_RATE', fixedRateValue: '2' },
      },
      3,
      'changeQuantityDailyRate.fixedRateValue',
    );
    await expectError(
      '/v1/amendment/customizeoptionitem',
      { contractId: id, contractItemId: main.id, effectiveStartDate: '2024-05-01', item: { name: 'x' } },
      5,
    );
    await expectError(
      '/v1/amendment/customizeoptionitem',
      {
        contractId: id,
        contractItemId: opt.id,
        effectiveStartDate: '2024-05-01',
        item: { chargeItems: [{ contractChargeItemId: charge.id, price: 5 }] },
      },
      5,
    );
    await expectError(
      '/v1/amendment/customizeoptionitem',
      {
        contractId: id,
        contractItemId: opt.id,
        effectiveStartDate: '2024-05-01',
        item: { chargeItems: [{ contractChargeItemId: opt.chargeItems[0]!.id, tiers: [{ kind: 'KIND_PER_UNIT', unitPrice: '1' }] }] },
      },
      3,
      'item.chargeItems[0].tiers',
    );
    await expectError('/v1/amendment/renewcontractitem', { contractId: id, contractItemId: NOPE }, 5);
    await expectError('/v1/amendment/renewcontractitem', { contractId: id, contractItemId: opt.id }, 9);
    await expectError('/v1/amendment/canceloption', { contractId: id, contractItemId: main.id, cancellationDate: '2024-06-30' }, 5);
    await expectError('/v1/amendment/cancelcontract', { contractId: id, cancellationDate: '2025-06-30' }, 9);
    await expectError('/v1/amendment/cancelcontract', { contractId: id, cancellationDate: '2024-02-30' }, 3);
    await expectError(
      '/v2/amendment/cancelcontractservice',
      { contract: { contractId: id }, mainItemId: opt.id, cancellationDate: '2024-06-30' },
      5,
    );
    await expectError('/v1/amendment/cancelamendment', { id: NOPE }, 5);
    await expectError('/v1/amendment/cancelamendment', { id: 'x' }, 3);
    await expectError('/v1/amendment/list', { orderBy: { field: 'FIELD_NAME' } }, 3);
    await expectError('/v1/amendment/list', { pageToken: 'bad' }, 3, 'pageToken');
    await expectError('/v1/amendment/listbycontract', {}, 3, 'id');
    await expectError('/v1/amendment/listbycontractoptionalid', { contractOptionalId: 'none-such' }, 5);
    const after = await c.post<{ contract: Contract }>('/v1/contract/get', { id });
    expect(after.body.contract).toEqual(contract);
  });

  it('a usage-priced charge item takes no quantity change', async () => {
    const { contract: u } = await buildContract(c, { catalogItem: usagePlan });
    await expectError(
      '/v1/amendment/changequantity',
      { contractId: u.id, contractChargeItemId: u.mainItems[0]!.chargeItems[0]!.id, quantity: 2, effectiveStartDate: '2024-05-01' },
      9,
    );
  });
});
