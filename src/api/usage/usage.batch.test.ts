import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildUsageUnit } from '../../../test/helpers/factories/catalog';
import { advance, billingWorld, storeContract } from '../../../test/helpers/factories/billing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A contract from 2031-04-01 with one usage-priced charge item (10 yen a unit); the clock on 2031-04-20. */
async function usageWorld(c: Client, providerId: string) {
  const w = await billingWorld(t.db, c, providerId);
  const unit = await buildUsageUnit(c);
  await advance(c, '2031-04-20');
  const optionalId = `b-${Math.random().toString(36).slice(2, 10)}`;
  const doc = await storeContract(t.db, w, {
    start: '2031-04-01',
    optionalId,
    charges: [{ usageUnitId: unit.id, quantity: '0', optionalId: `${optionalId}-c`, pricing: { model: 'USAGE', price: '10', tiers: [] } }],
  });
  return { w, unit, doc, optionalId, chargeId: doc.items[0]!.chargeItems[0]!.id };
}

async function world() {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  return { keys, c, ...(await usageWorld(c, keys.providerId)) };
}

type Batch = {
  summary: { total: number; succeeded: number; failed: number };
  errors: Array<{ index: number; id: string; code: number; message: string }>;
};
type Usage = { targetDate: string; quantity: string; contractChargeItemId: string; usageUnitId: string; recordedOn: string };
const jst = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString().replace('.000Z', 'Z');

async function usageRows(tenantId: string, contractId: string) {
  return t.db
    .selectFrom('daily_usage')
    .select(['target_date', 'quantity'])
    .where('tenant_id', '=', tenantId)
    .where('contract_id', '=', contractId)
    .orderBy('target_date')
    .execute();
}

describe('/v1/usage/daily/batchupsert', () => {
  it('writes every valid row, reports the others by index, and the last row of a key wins', async () => {
    const { c, w, unit, doc, chargeId, optionalId } = await world();
    const row = (targetDate: string, quantity: string, extra: Record<string, unknown> = {}) => ({
      contractChargeItemId: chargeId,
      usageUnitId: unit.id,
      targetDate,
      quantity,
      ...extra,
    });
    const res = await c.post<Batch>('/v1/usage/daily/batchupsert', {
      items: [
        row('2031-04-01', '1'),
        row('2031-04-02', '2', { customerId: w.customerId }),
        row('2031-04-01', '3'), // same key: replaces the first row
        row('2031-04-25', '9'), // after today
        {
          contractChargeItemOptionalId: `${optionalId}-c`,
          usageUnitOptionalId: unit.optionalId,
          targetDate: '2031-04-03',
          quantity: '4.5',
        },
        row('2031-03-31', '1'), // before the item starts
        row('2031-04-02', '-1'), // bad quantity: the earlier value of the key stays
        { ...row('2031-04-04', '1'), contractChargeItemId: '01890000-0000-7000-8000-0000000000aa' },
        row('2031-04-01', '6'), // same key again, last valid one
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.summary).toEqual({ total: 9, succeeded: 5, failed: 4 });
    expect(res.body.errors.map((e) => [e.index, e.code, e.id])).toEqual([
      [3, 9, chargeId],
      [5, 9, chargeId],
      [6, 3, chargeId],
      [7, 5, '01890000-0000-7000-8000-0000000000aa'],
    ]);
    expect(res.body.errors[0]!.message).toContain('after today');
    expect(await usageRows(w.tenantId, doc.id)).toEqual([
      { target_date: '2031-04-01', quantity: '6' },
      { target_date: '2031-04-02', quantity: '2' },
      { target_date: '2031-04-03', quantity: '4.5' },
    ]);
    // A second batch replaces values; the usage is billed at the next run (10 yen a unit).
    const again = await c.post<Batch>('/v1/usage/daily/batchupsert', { items: [row('2031-04-02', '10')] });
    expect(again.body).toEqual({ summary: { total: 1, succeeded: 1, failed: 0 }, errors: [] });
    expect((await usageRows(w.tenantId, doc.id)).map((r) => r.quantity)).toEqual(['6', '10', '4.5']);
    // Ids in capitals find their rows, as on the single upsert.
    const upper = await c.post<Batch>('/v1/usage/daily/batchupsert', {
      items: [{ ...row('2031-04-02', '11'), contractChargeItemId: chargeId.toUpperCase(), usageUnitId: unit.id.toUpperCase() }],
    });
    expect(upper.body).toEqual({ summary: { total: 1, succeeded: 1, failed: 0 }, errors: [] });
    expect((await usageRows(w.tenantId, doc.id)).map((r) => r.quantity)).toEqual(['6', '11', '4.5']);
  });

  it('refuses the wrong unit, another customer and a period over the line limit per row', async () => {
    const { c, w, unit, doc, chargeId } = await world();
    const otherUnit = await buildUsageUnit(c);
    const stranger = await c.post<{ customer: { id: string } }>('/v1/customer/create', { name: 'Stranger' });
    const res = await c.post<Batch>('/v1/usage/daily/batchupsert', {
      items: [
        { contractChargeItemId: chargeId, usageUnitId: otherUnit.id, targetDate: '2031-04-05', quantity: '1' },
        {
          customerId: stranger.body.customer.id,
          contractChargeItemId: chargeId,
          usageUnitId: unit.id,
          targetDate: '2031-04-05',
          quantity: '1',
        },
        { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-06', quantity: '600000000' },
        { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-07', quantity: '600000000' },
        { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-05', quantity: '1' },
      ],
    });
    expect(res.status).toBe(200);
    // April's line with both 600,000,000-unit days (12,000,000,001 yen) is over the limit: every row of the batch
    // for April of this charge item fails with it, so the stored April stays as it was (empty).
    expect(res.body.summary).toEqual({ total: 5, succeeded: 0, failed: 5 });
    expect(res.body.errors.map((e) => [e.index, e.code])).toEqual([
      [0, 9],
      [1, 9],
      [2, 3],
      [3, 3],
      [4, 3],
    ]);
    expect(res.body.errors[0]!.message).toContain('usage unit');
    expect(res.body.errors[1]!.message).toContain('another customer');
    expect(res.body.errors[2]!.message).toContain('per billing line');
    expect(await usageRows(w.tenantId, doc.id)).toEqual([]);
    // Alone, a modest value for April is accepted.
    const ok = await c.post<Batch>('/v1/usage/daily/batchupsert', {
      items: [{ contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-05', quantity: '1' }],
    });
    expect(ok.body.summary).toEqual({ total: 1, succeeded: 1, failed: 0 });
  });

  it('counts the stored usage of the period, except the days the batch replaces, against the line limit (batch and single)', async () => {
    const { w, c, unit, doc, chargeId } = await world();
    const row = (targetDate: string, quantity: string) => ({ contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate, quantity });
    const batch = (...items: Array<ReturnType<typeof row>>) => c.post<Batch>('/v1/usage/daily/batchupsert', { items });
    // April at 10 yen a unit: 600,000,000 units stored on the 6th (6,000,000,000 yen).
    expect((await batch(row('2031-04-06', '600000000'))).body.summary.failed).toBe(0);
    // Another 500,000,000 on the 7th would make April 11,000,000,000 yen: refused, by batch and by the single upsert.
    const over = await batch(row('2031-04-07', '500000000'));
    expect(over.body.errors.map((e) => [e.index, e.code])).toEqual([[0, 3]]);
    expect(over.body.errors[0]!.message).toContain('2031-04-01..2031-04-30 would bill 11000000000 yen');
    const single = await c.post('/v1/usage/daily/upsert', row('2031-04-07', '500000000'));
    expect(single.status).toBe(400);
    // Replacing the stored day itself: the stored 600,000,000 no longer counts.
    expect((await batch(row('2031-04-06', '900000000'))).body.summary.failed).toBe(0);
    expect((await c.post('/v1/usage/daily/upsert', row('2031-04-06', '1000000000'))).status).toBe(200);
    // 1,000,000,000 stored on the 6th leaves no room on the 8th; a batch lowering the 6th in the same request makes room.
    expect((await c.post('/v1/usage/daily/upsert', row('2031-04-08', '1'))).status).toBe(400);
    expect((await batch(row('2031-04-06', '1'), row('2031-04-08', '5'))).body.summary.failed).toBe(0);
    expect(await usageRows(w.tenantId, doc.id)).toEqual([
      { target_date: '2031-04-06', quantity: '1' },
      { target_date: '2031-04-08', quantity: '5' },
    ]);
  });

  it.each([
    ['items', { items: [] }],
    ['items', { items: Array.from({ length: 1001 }, () => ({ targetDate: '2031-04-01', quantity: '1' })) }],
    ['items[0].quantity', { items: [{ targetDate: '2031-04-01', quantity: 'ten' }] }],
    ['items[0].targetDate', { items: [{ targetDate: 'yesterday', quantity: '1' }] }],
    ['items[0].bogus', { items: [{ targetDate: '2031-04-01', quantity: '1', bogus: 1 }] }],
  ])('refuses a malformed request naming %s (nothing written)', async (field, body) => {
    const { c } = await world();
    const res = await c.post('/v1/usage/daily/batchupsert', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
  });

  it('a row without a charge item or usage unit is a per-row INVALID_ARGUMENT', async () => {
    const { c, unit, chargeId } = await world();
    const res = await c.post<Batch>('/v1/usage/daily/batchupsert', {
      items: [
        { usageUnitId: unit.id, targetDate: '2031-04-01', quantity: '1' },
        { contractChargeItemId: chargeId, targetDate: '2031-04-01', quantity: '1' },
      ],
    });
    expect(res.body.errors.map((e) => [e.index, e.code])).toEqual([
      [0, 3],
      [1, 3],
    ]);
  });
});

describe('/v1/usage/daily/list', () => {
  it('lists a contract or charge item by day, within a date range, keyset paged, GET and POST alike', async () => {
    const { c, unit, doc, chargeId, optionalId } = await world();
    const days = ['2031-04-03', '2031-04-01', '2031-04-05', '2031-04-02', '2031-04-04'];
    await c.post('/v1/usage/daily/batchupsert', {
      items: days.map((d, i) => ({ contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: d, quantity: String(i) })),
    });
    const first = await c.get<{ dailyUsages: Usage[]; nextPageToken: string }>('/v1/usage/daily/list', { contractId: doc.id, pageSize: 2 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.dailyUsages.map((u) => [u.targetDate, u.quantity])).toEqual([
      [jst('2031-04-01'), '1'],
      [jst('2031-04-02'), '3'],
    ]);
    expect(first.body.dailyUsages[0]).toMatchObject({
      contractChargeItemId: chargeId,
      usageUnitId: unit.id,
      recordedOn: jst('2031-04-20'),
    });
    expect((await c.post('/v1/usage/daily/list', { contractId: doc.id, pageSize: 2 })).body).toEqual(first.body);
    // A day inserted before the page position does not shift the next page.
    await c.post('/v1/usage/daily/upsert', {
      contractChargeItemId: chargeId,
      usageUnitId: unit.id,
      targetDate: '2031-04-01',
      quantity: '7',
    });
    const rest = await c.get<{ dailyUsages: Usage[]; nextPageToken: string }>('/v1/usage/daily/list', {
      contractId: doc.id,
      pageSize: 5,
      pageToken: first.body.nextPageToken,
    });
    expect(rest.body.dailyUsages.map((u) => u.targetDate)).toEqual([jst('2031-04-03'), jst('2031-04-04'), jst('2031-04-05')]);
    expect(rest.body.nextPageToken).toBe('');
    const ranged = await c.get<{ dailyUsages: Usage[] }>('/v1/usage/daily/list', {
      contractOptionalId: optionalId,
      contractChargeItemId: chargeId,
      targetDateFrom: '2031-04-02',
      targetDateTo: '2031-04-03',
    });
    expect(ranged.body.dailyUsages.map((u) => u.targetDate)).toEqual([jst('2031-04-02'), jst('2031-04-03')]);
    const byCharge = await c.get<{ dailyUsages: Usage[] }>('/v1/usage/daily/list', {
      contractChargeItemId: chargeId,
      targetDateFrom: '2031-04-05',
    });
    expect(byCharge.body.dailyUsages.map((u) => u.quantity)).toEqual(['2']);
  });

  it.each([
    ['contractId', {}],
    ['targetDateTo', { targetDateFrom: '2031-04-05', targetDateTo: '2031-04-01' }],
    ['targetDateFrom', { targetDateFrom: 'soon' }],
    ['pageToken', { pageToken: 'x.y' }],
  ])('refuses a bad request naming %s', async (field, extra) => {
    const { c, doc } = await world();
    const body = field === 'contractId' ? extra : { contractId: doc.id, ...extra };
    const res = await c.get('/v1/usage/daily/list', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
  });

  it('a token does not work for another filter', async () => {
    const { c, unit, doc, chargeId } = await world();
    await c.post('/v1/usage/daily/batchupsert', {
      items: ['2031-04-01', '2031-04-02'].map((d) => ({
        contractChargeItemId: chargeId,
        usageUnitId: unit.id,
        targetDate: d,
        quantity: '1',
      })),
    });
    const first = await c.get<{ nextPageToken: string }>('/v1/usage/daily/list', { contractId: doc.id, pageSize: 1 });
    const res = await c.get('/v1/usage/daily/list', { contractChargeItemId: chargeId, pageSize: 1, pageToken: first.body.nextPageToken });
    expect(res.status).toBe(400);
  });
});

describe('usage of another tenant', () => {
  it.each([
    ['another provider', async () => client(t.app, (await newTenant(t.db)).sandboxKey)],
    ['the other environment', async (keys: { productionKey: string }) => client(t.app, keys.productionKey)],
  ])('(%s) cannot be written by batch nor listed (NOT_FOUND)', async (_label, attacker) => {
    const { keys, c: owner, unit, doc, chargeId, w } = await world();
    const other = await attacker(keys);
    const item = { contractChargeItemId: chargeId, usageUnitId: unit.id, targetDate: '2031-04-01', quantity: '1' };
    const res = await other.post<Batch>('/v1/usage/daily/batchupsert', { items: [item] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ summary: { total: 1, succeeded: 0, failed: 1 }, errors: [{ index: 0, code: 5 }] });
    expect(await usageRows(w.tenantId, doc.id)).toEqual([]);
    await owner.post('/v1/usage/daily/batchupsert', { items: [item] });
    expect((await other.get('/v1/usage/daily/list', { contractId: doc.id })).status).toBe(404);
    expect((await other.get('/v1/usage/daily/list', { contractChargeItemId: chargeId })).status).toBe(404);
    expect((await owner.get<{ dailyUsages: unknown[] }>('/v1/usage/daily/list', { contractId: doc.id })).body.dailyUsages).toHaveLength(1);
  });
});
