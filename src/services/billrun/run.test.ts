import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../../test/helpers/app';
import { advance, billingWorld, storeContract } from '../../../test/helpers/factories/billing';
import { asLocalDate } from '../../domain';
import { runBillRun } from './run';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

it('a contract failing the safety bound is parked and reported; the others are billed', async () => {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const w = await billingWorld(t.db, c, keys.providerId);
  await advance(c, '2031-03-20');
  const good = await storeContract(t.db, w, { start: '2031-04-01' });
  // Written straight to the database, past the API's input limits (docs/errors.md "Limits"): 3 × 10,000,000,000 yen.
  const absurd = await storeContract(t.db, w, {
    start: '2031-04-01',
    charges: [{ quantity: '3', pricing: { model: 'PER_UNIT', price: '10000000000', tiers: [] } }],
  });
  const settings = { tenantId: w.tenantId, taxRounding: 'ROUND_DOWN' as const, invoiceNumberPrefix: 'T-' };
  const run = await runBillRun(t.sys, { settings, asOf: asLocalDate('2031-04-01'), trigger: 'CLI' });
  expect(run.counts).toEqual({ contracts: 2, billings: 1, lines: 1, adjustments: 0, parked: 1 });
  expect(run.parked).toEqual([{ contract_id: absurd.id, reason: expect.stringContaining('exceeds') }]);
  expect(run.complete).toBe(true);
  const rows = await t.db.selectFrom('billing').select(['contract_id', 'invoice_number']).where('tenant_id', '=', w.tenantId).execute();
  expect(rows).toEqual([{ contract_id: good.id, invoice_number: expect.stringMatching(/^T-\d{8}$/) }]);
  const again = await runBillRun(t.sys, { settings, asOf: asLocalDate('2031-04-01'), trigger: 'CLI' });
  expect(again.counts).toEqual({ contracts: 2, billings: 0, lines: 0, adjustments: 0, parked: 1 });
});

it('a run stopped by its time limit stays open; the next run of the day carries on and bills each contract once', async () => {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  const w = await billingWorld(t.db, c, keys.providerId);
  await advance(c, '2031-03-20');
  for (let i = 0; i < 3; i++) await storeContract(t.db, w, { start: '2031-04-01' });
  const settings = { tenantId: w.tenantId, taxRounding: 'ROUND_DOWN' as const, invoiceNumberPrefix: 'S-' };
  const asOf = asLocalDate('2031-04-01');
  // the limit is reached after the first chunk (one contract)
  const opts: Parameters<typeof runBillRun>[1] = { settings, asOf, trigger: 'TEST_CLOCK', chunkSize: 1 };
  opts.onProgress = () => {
    opts.stopAt = 0;
  };
  const first = await runBillRun(t.sys, opts);
  expect(first).toMatchObject({ stopped: true, complete: false, counts: { contracts: 1, billings: 1 } });
  const open = await t.db.selectFrom('bill_run').select(['id', 'status']).where('tenant_id', '=', w.tenantId).execute();
  expect(open).toEqual([{ id: first.runId, status: 'RUNNING' }]);
  const rest = await runBillRun(t.sys, { settings, asOf, trigger: 'TEST_CLOCK' });
  expect(rest).toMatchObject({ runId: first.runId, stopped: false, complete: true, counts: { contracts: 2, billings: 2 } });
  const billed = await t.db.selectFrom('billing').select('contract_id').where('tenant_id', '=', w.tenantId).execute();
  expect(new Set(billed.map((b) => b.contract_id)).size).toBe(3);
  expect(billed).toHaveLength(3);
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
