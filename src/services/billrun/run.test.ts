import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock, serviceWorld, storeContract } from '../../../test/helpers/factories/billing';
import { asLocalDate } from '../../domain';
import { currentAuditScope, withAuditScope } from '../../lib/audit-scope';
import { runBillRun } from './run';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

it('a contract failing the safety bound is parked and reported; the others are billed', async () => {
  const ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  const w = await serviceWorld(ctx);
  await advanceClock(t.sys, ctx.caller, '2031-03-20');
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
  const ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  const w = await serviceWorld(ctx);
  await advanceClock(t.sys, ctx.caller, '2031-03-20');
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

it("runs in the tenant's audit scope, whatever scope calls it (the CLI's names no tenant: docs/records.md)", async () => {
  const ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  const w = await serviceWorld(ctx);
  await advanceClock(t.sys, ctx.caller, '2031-03-20');
  await storeContract(t.db, w, { start: '2031-04-01' });
  const settings = { tenantId: w.tenantId, taxRounding: 'ROUND_DOWN' as const, invoiceNumberPrefix: 'A-' };
  const seen: Array<string | undefined> = [];
  const cli = { actor: { type: 'ACTOR_SYSTEM', id: 'cli:test' }, action: 'cli bill-run', requestId: 'r' } as const;
  await withAuditScope(cli, () =>
    runBillRun(t.sys, {
      settings,
      asOf: asLocalDate('2031-04-01'),
      trigger: 'CLI',
      onProgress: () => seen.push(currentAuditScope().tenantId),
    }),
  );
  expect(seen).toEqual([w.tenantId]);
});
