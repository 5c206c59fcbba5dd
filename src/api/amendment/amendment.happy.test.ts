import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildCatalogItem, type CatalogItem } from '../../../test/helpers/factories/catalog';
import { buildContract, getContractV2, type Contract } from '../../../test/helpers/factories/contract';
import type { Amendment } from './amendment.schema';

let t: TestApp;
let c: Client;
let plan: CatalogItem;
let plan2: CatalogItem;
let option: CatalogItem;
beforeAll(async () => {
  t = await buildTestApp();
  c = client(t.app, (await newTenant(t.db)).sandboxKey);
  plan = await buildCatalogItem(c, { usage: 'USAGE_MAIN', pricing: { type: 'TYPE_PER_UNIT', price: '1000' } });
  plan2 = await buildCatalogItem(c, { usage: 'USAGE_MAIN', name: 'Pro plan' });
  option = await buildCatalogItem(c, { usage: 'USAGE_OPTION', name: 'Support', pricing: { type: 'TYPE_PER_UNIT', price: '300' } });
});
afterAll(async () => {
  await t.close();
});

type Result = { contract: Contract; amendment: Amendment };
const jst = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString().replace('.000Z', 'Z');

async function amend(path: string, body: Record<string, unknown>): Promise<Result> {
  const res = await c.post<Result>(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function contractWithOption() {
  const { contract } = await buildContract(c, { catalogItem: plan, mainItem: { optionItems: [{ catalogItemId: option.id }] } });
  const main = contract.mainItems[0]!;
  return { contract, main, opt: main.optionItems[0]! };
}

describe('amendments: each call records an amendment and produces version N+1', () => {
  it('addoptionitem adds an option item from E (also with the deprecated primalContractItemId)', async () => {
    const { contract } = await buildContract(c, { catalogItem: plan });
    const main = contract.mainItems[0]!;
    const r = await amend('/v1/amendment/addoptionitem', {
      contractId: contract.id,
      contractItemId: main.id,
      effectiveStartDate: '2024-06-01',
      item: { catalogItemId: option.id },
      memo: 'add support',
    });
    expect(r.contract.version).toBe(2);
    const added = r.contract.mainItems[0]!.optionItems[0]!;
    expect(added).toMatchObject({ catalogItemId: option.id, startDate: jst('2024-06-01'), endDate: jst('2025-03-31') });
    expect(r.amendment).toMatchObject({
      contractId: contract.id,
      version: 2,
      type: 'TYPE_ADD_ITEM',
      targetContractItemId: added.id,
      effectiveStartDate: jst('2024-06-01'),
      memo: 'add support',
      canceled: false,
    });
    const r2 = await amend('/v1/amendment/addoptionitem', {
      contractOptionalId: undefined,
      contractId: contract.id,
      primalContractItemId: main.id,
      effectiveStartDate: '2024-07-01',
      item: { catalogItemOptionalId: option.optionalId, name: 'Second' },
    });
    expect(r2.contract.version).toBe(3);
    expect(r2.contract.mainItems[0]!.optionItems.map((o) => o.name)).toEqual(['Support', 'Second']);
  });

  it('changequantity adds an effective-dated term; v1 versions and v2 days show before and after', async () => {
    const { contract } = await buildContract(c, {
      catalogItem: plan,
      mainItem: { chargeItems: [{ catalogChargeItemId: plan.catalogChargeItems[0]!.id, optionalId: `q-${Date.now()}`, quantity: 2 }] },
    });
    const charge = contract.mainItems[0]!.chargeItems[0]!;
    const r = await amend('/v1/amendment/changequantity', {
      contractId: contract.id,
      contractChargeItemOptionalId: charge.optionalId,
      quantity: 5,
      effectiveStartDate: '2024-07-01',
      changeQuantityDailyRate: { type: 'TYPE_FULL_PRICE' },
    });
    expect(r.amendment).toMatchObject({
      type: 'TYPE_CHANGE_CHARGE_ITEM_QUANTITY',
      targetContractItemId: contract.mainItems[0]!.id,
      effectiveStartDate: jst('2024-07-01'),
    });
    const after = r.contract.mainItems[0]!.chargeItems[0]!;
    expect(after.quantity).toBe('5');
    expect(after.terms.map((x) => [x.effectiveStartDate, x.quantity])).toEqual([
      [jst('2024-04-01'), '2'],
      [jst('2024-07-01'), '5'],
    ]);
    const v1 = await c.get<{ contract: Contract }>('/v1/contract/get', { id: contract.id, version: 1 });
    expect(v1.body.contract.version).toBe(1);
    expect(v1.body.contract.mainItems[0]!.chargeItems[0]!.quantity).toBe('2');
    expect((await getContractV2(c, contract.id, '2024-06-30')).services[0]!.mainItem.chargeItems[0]!.quantity).toBe('2');
    expect((await getContractV2(c, contract.id, '2024-07-01')).services[0]!.mainItem.chargeItems[0]!.quantity).toBe('5');
  });

  it('changemainitem ends the old main item on E−1, starts the new one on E and moves the options', async () => {
    const { contract, main, opt } = await contractWithOption();
    const r = await amend('/v1/amendment/changemainitem', {
      contractId: contract.id,
      mainItemId: main.id,
      item: { catalogItemId: plan2.id, effectiveStartDate: '2024-10-01' },
    });
    expect(r.amendment).toMatchObject({ type: 'TYPE_CHANGE_ITEM', targetContractItemId: main.id, effectiveStartDate: jst('2024-10-01') });
    const [oldMain, newMain] = r.contract.mainItems;
    expect(oldMain).toMatchObject({ id: main.id, endDate: jst('2024-09-30'), optionItems: [] });
    expect(newMain).toMatchObject({ catalogItemId: plan2.id, startDate: jst('2024-10-01'), endDate: jst('2025-09-30') });
    expect(newMain!.optionItems.map((o) => o.id)).toEqual([opt.id]);
    const before = await getContractV2(c, contract.id, '2024-09-30');
    expect(before.services).toHaveLength(1);
    expect(before.services[0]).toMatchObject({ id: main.id, mainItem: { id: main.id }, optionItems: [{ id: opt.id }] });
    const afterDay = await getContractV2(c, contract.id, '2024-10-01');
    expect(afterDay.services[0]).toMatchObject({ id: newMain!.id, mainItem: { id: newMain!.id }, optionItems: [{ id: opt.id }] });
    expect((await getContractV2(c, contract.id, '2025-10-01')).services).toEqual([]);
  });

  it('changemainitem without a date starts the new main item the day after the current end', async () => {
    const { contract } = await buildContract(c, { catalogItem: plan });
    const r = await amend('/v1/amendment/changemainitem', {
      contractId: contract.id,
      mainItemId: contract.mainItems[0]!.id,
      item: { catalogItemId: plan2.id },
    });
    expect(r.amendment.effectiveStartDate).toBe(jst('2025-04-01'));
    expect(r.contract.mainItems[1]!.startDate).toBe(jst('2025-04-01'));
  });

  it('changeoptionitem, customizeoptionitem, canceloption', async () => {
    const { contract, main, opt } = await contractWithOption();
    const changed = await amend('/v1/amendment/changeoptionitem', {
      contractId: contract.id,
      contractItemId: opt.id,
      effectiveStartDate: '2024-08-01',
      item: { catalogItemId: option.id, name: 'Support+' },
    });
    expect(changed.amendment).toMatchObject({ type: 'TYPE_CHANGE_ITEM', targetContractItemId: opt.id });
    const [oldOpt, newOpt] = changed.contract.mainItems[0]!.optionItems;
    expect(oldOpt!.endDate).toBe(jst('2024-07-31'));
    expect(newOpt).toMatchObject({ name: 'Support+', startDate: jst('2024-08-01'), endDate: jst('2025-03-31') });
    const charge = newOpt!.chargeItems[0]!;
    const custom = await amend('/v1/amendment/customizeoptionitem', {
      contractId: contract.id,
      contractItemId: newOpt!.id,
      effectiveStartDate: '2024-10-01',
      item: { name: 'Premium support', chargeItems: [{ contractChargeItemId: charge.id, price: 450, name: 'Premium' }] },
    });
    expect(custom.amendment.type).toBe('TYPE_CUSTOMIZE_ITEM');
    const customized = custom.contract.mainItems[0]!.optionItems[1]!;
    expect(customized.name).toBe('Premium support');
    expect(customized.chargeItems[0]!.terms.map((x) => [x.effectiveStartDate, x.pricing.price])).toEqual([
      [jst('2024-08-01'), '300'],
      [jst('2024-10-01'), '450'],
    ]);
    const cancel = await amend('/v1/amendment/canceloption', {
      contractId: contract.id,
      contractItemId: newOpt!.id,
      cancellationDate: '2024-12-31',
    });
    expect(cancel.amendment).toMatchObject({
      type: 'TYPE_CANCEL_ITEM',
      targetContractItemId: newOpt!.id,
      effectiveStartDate: jst('2024-12-31'),
    });
    expect(cancel.contract.mainItems[0]!.optionItems[1]).toMatchObject({
      endDate: jst('2024-12-31'),
      cancellationDate: jst('2024-12-31'),
      status: 'STATUS_CANCELED',
    });
    expect(cancel.contract.version).toBe(4);
    expect(cancel.contract.mainItems[0]!.id).toBe(main.id);
  });

  it('renewcontractitem extends by one term (options that ended with the main item follow)', async () => {
    const { contract, main, opt } = await contractWithOption();
    const r = await amend('/v1/amendment/renewcontractitem', { contractId: contract.id, contractItemId: main.id, memo: 'renew' });
    expect(r.amendment).toMatchObject({ type: 'TYPE_RENEW_ITEM', targetContractItemId: main.id, effectiveStartDate: jst('2025-04-01') });
    expect(r.contract.mainItems[0]).toMatchObject({ endDate: jst('2026-03-31') });
    expect(r.contract.mainItems[0]!.optionItems[0]).toMatchObject({ id: opt.id, endDate: jst('2026-03-31') });
  });

  it('cancelcontract ends every item on the cancellation date; v2 cancelcontractservice one service', async () => {
    const { contract } = await contractWithOption();
    const r = await amend('/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2024-09-30', memo: 'moving' });
    expect(r.amendment).toMatchObject({ type: 'TYPE_CANCEL_ITEM', targetContractItemId: '', effectiveStartDate: jst('2024-09-30') });
    expect(r.contract.mainItems[0]).toMatchObject({ endDate: jst('2024-09-30'), cancellationDate: jst('2024-09-30') });
    expect(r.contract.mainItems[0]!.optionItems[0]!.endDate).toBe(jst('2024-09-30'));

    const { contract: two, main } = await contractWithOption();
    const res = await c.post<{
      contract: { services: Array<{ id: string; mainItem: { endDate: string }; optionItems: Array<{ endDate: string }> }> };
      amendment: Amendment;
    }>('/v2/amendment/cancelcontractservice', { contract: { contractId: two.id }, mainItemId: main.id, cancellationDate: '2024-11-15' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.amendment).toMatchObject({ type: 'TYPE_CANCEL_ITEM', targetContractItemId: main.id, version: 2 });
    expect(res.body.contract.services[0]!.mainItem.endDate).toBe(jst('2024-11-15'));
    expect(res.body.contract.services[0]!.optionItems[0]!.endDate).toBe(jst('2024-11-15'));
  });
});

describe('/v1/amendment/cancelamendment', () => {
  it('cancels only the latest live amendment; the contract returns to the state before it as a new version', async () => {
    const { contract, main } = await contractWithOption();
    const a1 = await amend('/v1/amendment/renewcontractitem', { contractId: contract.id, contractItemId: main.id });
    const a2 = await amend('/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2024-12-31' });
    const early = await c.post('/v1/amendment/cancelamendment', { id: a1.amendment.id });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 9 });
    const undo = await amend('/v1/amendment/cancelamendment', { id: a2.amendment.id, memo: 'customer stays' });
    expect(undo.amendment).toMatchObject({ id: a2.amendment.id, canceled: true, cancelMemo: 'customer stays', version: 3 });
    expect(undo.contract.version).toBe(4);
    const { version: _a, updateTime: _u, ...restored } = undo.contract;
    const { version: _b, updateTime: _v, ...renewed } = a1.contract;
    expect(restored).toEqual(renewed);
    const undo1 = await amend('/v1/amendment/cancelamendment', { id: a1.amendment.id });
    expect(undo1.contract.version).toBe(5);
    expect(undo1.contract.mainItems[0]!.endDate).toBe(jst('2025-03-31'));
    const again = await c.post('/v1/amendment/cancelamendment', { id: a1.amendment.id });
    expect(again.body).toMatchObject({ code: 9 });
  });
});

describe('version snapshots after a chain of amendments', () => {
  it('every version is kept and served by v1 get / getbyoptionalid with version', async () => {
    const optionalId = `chain-${Date.now()}`;
    const { contract } = await buildContract(c, { catalogItem: plan, optionalId });
    const main = contract.mainItems[0]!;
    const charge = main.chargeItems[0]!;
    const snapshots: Contract[] = [contract];
    snapshots.push(
      (
        await amend('/v1/amendment/changequantity', {
          contractId: contract.id,
          contractChargeItemId: charge.id,
          quantity: 3,
          effectiveStartDate: '2024-06-01',
        })
      ).contract,
    );
    snapshots.push(
      (
        await amend('/v1/amendment/addoptionitem', {
          contractOptionalId: optionalId,
          contractItemId: main.id,
          effectiveStartDate: '2024-07-01',
          item: { catalogItemId: option.id },
        })
      ).contract,
    );
    snapshots.push((await amend('/v1/amendment/renewcontractitem', { contractOptionalId: optionalId, contractItemId: main.id })).contract);
    snapshots.push((await amend('/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2025-06-30' })).contract);
    expect(snapshots.map((s) => s.version)).toEqual([1, 2, 3, 4, 5]);
    for (const snap of snapshots) {
      const got = await c.get<{ contract: Contract }>('/v1/contract/getbyoptionalid', { optionalId, version: snap.version });
      expect(got.status).toBe(200);
      expect(got.body.contract.mainItems).toEqual(snap.mainItems);
      expect(got.body.contract.version).toBe(snap.version);
    }
    const latest = await c.post<{ contract: Contract }>('/v1/contract/get', { id: contract.id });
    expect(latest.body.contract.version).toBe(5);
    expect(latest.body.contract.mainItems[0]!.endDate).toBe(jst('2025-06-30'));
    const list = await c.post<{ amendments: Amendment[] }>('/v1/amendment/listbycontractoptionalid', { contractOptionalId: optionalId });
    expect(list.body.amendments.map((a) => a.version)).toEqual([2, 3, 4, 5]);
    const byContract = await c.get<{ amendments: Amendment[] }>('/v1/amendment/listbycontract', { optionalId, pageSize: 3 });
    expect(byContract.body.amendments.map((a) => a.type)).toEqual(['TYPE_CHANGE_CHARGE_ITEM_QUANTITY', 'TYPE_ADD_ITEM', 'TYPE_RENEW_ITEM']);
  });
});

describe('/v1/amendment/list', () => {
  it('orders by id, execute date or effective start date in both directions, with keyset paging', async () => {
    const tc = client(t.app, (await newTenant(t.db)).sandboxKey);
    const { contract } = await buildContract(tc);
    const main = contract.mainItems[0]!;
    const opt = await buildCatalogItem(tc, { usage: 'USAGE_OPTION' });
    const days = ['2024-09-01', '2024-05-01', '2024-07-01'];
    const ids: string[] = [];
    for (const d of days) {
      const r = await tc.post<Result>('/v1/amendment/addoptionitem', {
        contractId: contract.id,
        contractItemId: main.id,
        effectiveStartDate: d,
        item: { catalogItemId: opt.id },
      });
      ids.push(r.body.amendment.id);
    }
    const byId = await tc.post<{ amendments: Amendment[]; nextPageToken: string }>('/v1/amendment/list', { pageSize: 2 });
    expect(byId.body.amendments.map((a) => a.id)).toEqual(ids.slice(0, 2));
    const next = await tc.post<{ amendments: Amendment[]; nextPageToken: string }>('/v1/amendment/list', {
      pageSize: 2,
      pageToken: byId.body.nextPageToken,
    });
    expect(next.body).toMatchObject({ amendments: [{ id: ids[2] }], nextPageToken: '' });
    const eff = await tc.post<{ amendments: Amendment[] }>('/v1/amendment/list', {
      orderBy: { field: 'FIELD_EFFECTIVE_START_DATE', direction: 'DIRECTION_DESCENDING' },
    });
    expect(eff.body.amendments.map((a) => a.effectiveStartDate)).toEqual(['2024-09-01', '2024-07-01', '2024-05-01'].map(jst));
    const ex1 = await tc.get<{ amendments: Amendment[]; nextPageToken: string }>('/v1/amendment/list', {
      'orderBy.field': 'FIELD_EXECUTE_DATE',
      pageSize: 1,
    });
    const ex2 = await tc.get<{ amendments: Amendment[]; nextPageToken: string }>('/v1/amendment/list', {
      'orderBy.field': 'FIELD_EXECUTE_DATE',
      pageSize: 5,
      pageToken: ex1.body.nextPageToken,
    });
    expect([...ex1.body.amendments, ...ex2.body.amendments].map((a) => a.id)).toEqual(ids);
  });
});
