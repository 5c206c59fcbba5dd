import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { advance, billingWorld, storeContract } from '../../../test/helpers/factories/billing';
import { asLocalDate } from '../../domain';
import { runBillRun } from '../../services/billrun';

// The answers of the API match what is stored (moved here from the bill run's service tests: it reads
// the answers over HTTP).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

it('the billings a run makes are what it stores: billing.created and /v1/billing/create answer what /v1/billing/get shows', async () => {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const w = await billingWorld(t.db, c, keys.providerId);
  await advance(c, '2031-03-20');
  // Fractional quantities and prices, two tax rates and an option item: 2.5 × 333.33 = 833.325 at 10 %,
  // 7 × 0.5 = 3.5 at 8 %, the option 1 × 1,000 at 10 %.
  const charges = [
    { quantity: '2.5', pricing: { model: 'PER_UNIT' as const, price: '333.33', tiers: [] } },
    { quantity: '7', taxPercentage: '8', pricing: { model: 'PER_UNIT' as const, price: '0.5', tiers: [] } },
  ];
  const a = await storeContract(t.db, w, { start: '2031-04-01', charges, options: [{ start: '2031-04-01', charges: [{}] }] });
  const b = await storeContract(t.db, w, { start: '2031-04-01', charges });
  const settings = { tenantId: w.tenantId, taxRounding: 'ROUND_DOWN' as const, invoiceNumberPrefix: 'T-' };
  const run = await runBillRun(t.sys, { settings, asOf: asLocalDate('2031-04-01'), trigger: 'CLI', onlyDue: false });
  expect(run.counts.billings).toBe(2);
  const events = await c.get<{ events: Array<{ type: string; data: { object: { id: string; contractId: string } } }> }>('/v1/event/list', {
    types: 'billing.created',
  });
  const created = events.body.events.filter((e) => e.type === 'billing.created');
  expect(created.map((e) => e.data.object.contractId).sort()).toEqual([a.id, b.id].sort());
  for (const e of created) {
    const got = await c.get<{ billing: { billingItems: unknown[]; taxes: unknown[] } }>('/v1/billing/get', { id: e.data.object.id });
    expect(e.data.object).toEqual(got.body.billing);
  }
  // Early billing of May through the API: its answer is the stored billing too.
  const early = await c.post<{ billings: Array<{ id: string }> }>('/v1/billing/create', { contractIds: [a.id] });
  expect(early.status, JSON.stringify(early.body)).toBe(200);
  expect(early.body.billings).toHaveLength(1);
  const got = await c.get<{ billing: unknown }>('/v1/billing/get', { id: early.body.billings[0]!.id });
  expect(early.body.billings[0]).toEqual(got.body.billing);
});
