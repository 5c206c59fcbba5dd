import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { buildUsageUnit } from '../../../test/helpers/factories/catalog';
import { advance, billingWorld, storeContract } from '../../../test/helpers/factories/billing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function world() {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const w = await billingWorld(t.db, c, keys.providerId);
  const unit = await buildUsageUnit(c);
  const other = await buildUsageUnit(c);
  await advance(c, '2031-04-20');
  const optionalId = `u-${keys.providerId.slice(-12)}`;
  const doc = await storeContract(t.db, w, {
    start: '2031-04-01',
    optionalId,
    charges: [{ usageUnitId: unit.id, quantity: '0', optionalId: `${optionalId}-c`, pricing: { model: 'USAGE', price: '10', tiers: [] } }],
  });
  return { keys, c, w, unit, other, doc, optionalId, chargeId: doc.items[0]!.chargeItems[0]!.id };
}

describe('usage upserts', () => {
  it('the three paths write one row per (charge item, unit, day); the same day replaces', async () => {
    const { c, w, unit, doc, optionalId, chargeId } = await world();
    const a = await c.post<{ usage: { id: string } }>('/v1/usage/daily/upsert', {
      customerId: w.customerId,
      contractChargeItemId: chargeId,
      usageUnitId: unit.id,
      targetDate: '2031-04-10',
      quantity: '5',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const b = await c.post<{ usage: { id: string } }>('/v1/usage/daily/upsertbycontractandusageunit', {
      contractOptionalId: optionalId,
      usageUnitOptionalId: unit.optionalId,
      targetDate: '2031-04-10',
      quantity: '7.5',
    });
    const d = await c.post<{ usage: { id: string } }>('/v1/usage/daily/upsertbyoptionalid', {
      contractOptionalId: optionalId,
      usageUnitOptionalId: unit.optionalId,
      targetDate: '2031-04-11T10:00:00+09:00',
      quantity: '1',
    });
    const e = await c.post<{ usage: { id: string } }>('/v1/usage/daily/upsert', {
      contractChargeItemOptionalId: `${optionalId}-c`,
      usageUnitId: unit.id,
      targetDate: '2031-04-12',
      quantity: '0',
    });
    expect([b.status, d.status, e.status]).toEqual([200, 200, 200]);
    expect(b.body.usage.id).toBe(a.body.usage.id);
    const rows = await t.db
      .selectFrom('daily_usage')
      .select(['target_date', 'quantity', 'recorded_on'])
      .where('tenant_id', '=', w.tenantId)
      .where('contract_id', '=', doc.id)
      .orderBy('target_date')
      .execute();
    expect(rows).toEqual([
      { target_date: '2031-04-10', quantity: '7.5', recorded_on: '2031-04-20' },
      { target_date: '2031-04-11', quantity: '1', recorded_on: '2031-04-20' },
      { target_date: '2031-04-12', quantity: '0', recorded_on: '2031-04-20' },
    ]);
  });

  it('refuses future days, days outside the item, the wrong unit or customer, ambiguity (FAILED_PRECONDITION)', async () => {
    const { c, unit, other, doc, chargeId } = await world();
    const keys2 = await newTenant(t.db);
    const someoneElse = await billingWorld(t.db, client(t.app, keys2.sandboxKey), keys2.providerId);
    const cust = await c.post<{ customer: { id: string } }>('/v1/customer/create', { name: 'Other' });
    for (const body of [
      { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-21', quantity: '1' },
      { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-03-31', quantity: '1' },
      { contractChargeItemId: chargeId, usageUnitId: other.id, targetDate: '2031-04-10', quantity: '1' },
      { customerId: cust.body.customer.id, contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-10', quantity: '1' },
    ])
      expect((await c.post('/v1/usage/daily/upsert', body)).body).toMatchObject({ code: 9 });
    expect(
      (
        await c.post('/v1/usage/daily/upsertbycontractandusageunit', {
          contractId: doc.id,
          usageUnitId: other.id,
          targetDate: '2031-04-10',
          quantity: '1',
        })
      ).body,
    ).toMatchObject({ code: 9 });
    expect(someoneElse.customerId).toBeTruthy();
  });

  it('bad input is 400; unknown or foreign records are 404', async () => {
    const { keys, c, unit, doc, chargeId } = await world();
    for (const body of [
      { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-10', quantity: '-1' },
      { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-02-30', quantity: '1' },
      { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-10', quantity: -0.5 },
      { usageUnitId: unit.id, targetDate: '2031-04-10', quantity: '1' },
      { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-10', quantity: '1', extra: true },
    ])
      expect((await c.post('/v1/usage/daily/upsert', body)).status).toBe(400);
    for (const key of [keys.productionKey, (await newTenant(t.db)).sandboxKey]) {
      const o = client(t.app, key);
      expect(
        (
          await o.post('/v1/usage/daily/upsert', {
            contractChargeItemId: chargeId,
            usageUnitId: unit.id,
            targetDate: '2026-01-01',
            quantity: '1',
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await o.post('/v1/usage/daily/upsertbycontractandusageunit', {
            contractId: doc.id,
            usageUnitId: unit.id,
            targetDate: '2026-01-01',
            quantity: '1',
          })
        ).status,
      ).toBe(404);
    }
  });
});

describe('usage: ambiguity, item dates, the deprecated path', () => {
  it('none or several charge items using the unit → FAILED_PRECONDITION on both by-contract paths; /v1/usage/daily/upsert names the item', async () => {
    const keys = await newTenant(t.db);
    const c = client(t.app, keys.sandboxKey);
    const w = await billingWorld(t.db, c, keys.providerId);
    const unit = await buildUsageUnit(c);
    const unused = await buildUsageUnit(c);
    await advance(c, '2031-04-20');
    const optionalId = `two-${keys.providerId.slice(-12)}`;
    const usageCharge = { usageUnitId: unit.id, quantity: '0', pricing: { model: 'USAGE' as const, price: '10', tiers: [] } };
    const doc = await storeContract(t.db, w, {
      start: '2031-04-01',
      optionalId,
      charges: [usageCharge, { ...usageCharge, name: 'Second' }],
    });
    const value = { targetDate: '2031-04-10', quantity: '1' };
    for (const u of [unit, unused]) {
      const by = await c.post<{ detail: { reason: string } }>('/v1/usage/daily/upsertbycontractandusageunit', {
        contractId: doc.id,
        usageUnitId: u.id,
        ...value,
      });
      const old = await c.post<{ detail: { reason: string } }>('/v1/usage/daily/upsertbyoptionalid', {
        contractOptionalId: optionalId,
        usageUnitOptionalId: u.optionalId,
        ...value,
      });
      for (const res of [by, old]) expect(res.body).toMatchObject({ code: 9, detail: { reason: 'USAGE_UNIT_AMBIGUOUS' } });
    }
    const direct = await c.post('/v1/usage/daily/upsert', {
      contractChargeItemId: doc.items[0]!.chargeItems[1]!.id,
      usageUnitId: unit.id,
      ...value,
    });
    expect(direct.status).toBe(200);
    expect(await t.db.selectFrom('daily_usage').select('contract_charge_item_id').where('contract_id', '=', doc.id).execute()).toEqual([
      { contract_charge_item_id: doc.items[0]!.chargeItems[1]!.id },
    ]);
  });

  it('a day after the item ended or after today is FAILED_PRECONDITION (each with its reason), on every path', async () => {
    const keys = await newTenant(t.db);
    const c = client(t.app, keys.sandboxKey);
    const w = await billingWorld(t.db, c, keys.providerId);
    const unit = await buildUsageUnit(c);
    await advance(c, '2031-04-20');
    const optionalId = `end-${keys.providerId.slice(-12)}`;
    const doc = await storeContract(t.db, w, {
      start: '2031-04-01',
      end: '2031-04-15',
      optionalId,
      charges: [{ usageUnitId: unit.id, quantity: '0', pricing: { model: 'USAGE', price: '10', tiers: [] } }],
    });
    const chargeId = doc.items[0]!.chargeItems[0]!.id;
    for (const [targetDate, reason] of [
      ['2031-04-16', 'OUTSIDE_ITEM_DATES'],
      ['2031-04-21', 'FUTURE_USAGE'],
      ['2031-04-21T00:00:00+09:00', 'FUTURE_USAGE'],
    ] as const) {
      for (const [path, body] of [
        ['/v1/usage/daily/upsert', { contractChargeItemId: chargeId, usageUnitId: unit.id }],
        ['/v1/usage/daily/upsertbycontractandusageunit', { contractOptionalId: optionalId, usageUnitId: unit.id }],
        ['/v1/usage/daily/upsertbyoptionalid', { contractOptionalId: optionalId, usageUnitOptionalId: unit.optionalId }],
      ] as const) {
        expect({ path, targetDate, body: (await c.post(path, { ...body, targetDate, quantity: '1' })).body }).toMatchObject({
          path,
          targetDate,
          body: { code: 9, detail: { reason } },
        });
      }
    }
    // the last day of the item, and today (20 April, 23:59 JST → still 20 April), are accepted
    expect(
      (
        await c.post('/v1/usage/daily/upsertbyoptionalid', {
          contractOptionalId: optionalId,
          usageUnitOptionalId: unit.optionalId,
          targetDate: '2031-04-15',
          quantity: '2',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await c.post('/v1/usage/daily/upsert', {
          contractChargeItemId: chargeId,
          usageUnitId: unit.id,
          targetDate: '2031-04-20T14:00:00Z',
          quantity: '1',
        })
      ).body,
    ).toMatchObject({ code: 9, detail: { reason: 'OUTSIDE_ITEM_DATES' } });
  });

  it("the deprecated path and the others: another tenant's or environment's contract, unit or charge item is NOT_FOUND and nothing is written", async () => {
    const { keys, c, unit, optionalId, chargeId, doc } = await world();
    const theirs = await newTenant(t.db);
    const o = client(t.app, theirs.sandboxKey);
    const theirUnit = await buildUsageUnit(o);
    for (const key of [keys.productionKey, theirs.sandboxKey]) {
      const x = client(t.app, key);
      expect(
        (
          await x.post('/v1/usage/daily/upsertbyoptionalid', {
            contractOptionalId: optionalId,
            usageUnitOptionalId: unit.optionalId,
            targetDate: '2026-01-01',
            quantity: '1',
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await x.post('/v1/usage/daily/upsert', {
            contractChargeItemOptionalId: `${optionalId}-c`,
            usageUnitOptionalId: unit.optionalId,
            targetDate: '2026-01-01',
            quantity: '1',
          })
        ).status,
      ).toBe(404);
    }
    // our charge item with their unit, our contract with their unit
    expect(
      (
        await c.post('/v1/usage/daily/upsert', {
          contractChargeItemId: chargeId,
          usageUnitId: theirUnit.id,
          targetDate: '2031-04-10',
          quantity: '1',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await c.post('/v1/usage/daily/upsertbycontractandusageunit', {
          contractId: doc.id,
          usageUnitId: theirUnit.id,
          targetDate: '2031-04-10',
          quantity: '1',
        })
      ).status,
    ).toBe(404);
    expect(await t.db.selectFrom('daily_usage').select('id').where('contract_id', '=', doc.id).execute()).toEqual([]);
    for (const body of [
      { contractOptionalId: optionalId, targetDate: '2031-04-10', quantity: '1' },
      { contractOptionalId: optionalId, usageUnitOptionalId: 'bad id', targetDate: '2031-04-10', quantity: '1' },
      { contractOptionalId: optionalId, usageUnitOptionalId: unit.optionalId, targetDate: '2031-04-10', quantity: '1e3' },
    ]) {
      expect((await c.post('/v1/usage/daily/upsertbyoptionalid', body)).status).toBe(400);
    }
  });
});
