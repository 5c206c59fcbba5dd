import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../test/helpers/services';
import { serviceWorld, storeContract } from '../../test/helpers/factories/billing';
import { jstDateOfInstant } from '../domain';
import { dailyRunAt, schedulerTick } from './scheduler';
import { listAudit } from '../services/audit';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

it("runs each tenant's daily jobs once per JST day, at billRunHourJst, claimed from the job table", async () => {
  const keys = await newTenant(t.db);
  const production = await serviceCtx(t.sys, keys.providerId, 'production');
  const prodTenant = production.caller.tenantId;
  const w = await serviceWorld(production);
  const today = jstDateOfInstant(Date.now());
  const start = `${today.slice(0, 7)}-01`;
  const doc = await storeContract(t.db, w, { start });
  const runAt = dailyRunAt(today, 6);
  expect(await schedulerTick(t.sys, new Date(runAt.getTime() - 60_000), { providerId: keys.providerId })).toBe(0);
  expect(await schedulerTick(t.sys, new Date(runAt.getTime() + 60_000), { providerId: keys.providerId })).toBe(2);
  expect(await schedulerTick(t.sys, new Date(runAt.getTime() + 120_000), { providerId: keys.providerId })).toBe(0);
  const billings = await t.db
    .selectFrom('billing')
    .select(['billing_date', 'total'])
    .where('tenant_id', '=', prodTenant)
    .where('contract_id', '=', doc.id)
    .execute();
  // became known today, after its nominal date (the 1st): billed with today's date
  expect(billings).toEqual([{ billing_date: today, total: '1100' }]);
  const jobs = await t.db.selectFrom('job').select(['run_date', 'status']).where('tenant_id', '=', prodTenant).execute();
  expect(jobs).toEqual([{ run_date: today, status: 'DONE' }]);
});

it('records what the daily jobs change as the scheduler, on the tenant chain (docs/records.md)', async () => {
  const keys = await newTenant(t.db);
  const production = await serviceCtx(t.sys, keys.providerId, 'production');
  const tenantId = production.caller.tenantId;
  const w = await serviceWorld(production);
  const today = jstDateOfInstant(Date.now());
  await storeContract(t.db, w, { start: `${today.slice(0, 7)}-01` });
  const runAt = dailyRunAt(today, 6);
  expect(await schedulerTick(t.sys, new Date(runAt.getTime() + 60_000), { providerId: keys.providerId })).toBe(2);
  const entries = await listAudit(t.db, { tenantIds: [tenantId], actorId: 'scheduler' }, undefined, 100);
  expect(entries.length).toBeGreaterThan(0);
  for (const e of entries) {
    expect(e).toMatchObject({ actor_type: 'ACTOR_SYSTEM', action: 'job:daily', request_id: `${tenantId}/${today}` });
  }
  expect(entries.flatMap((e) => e.resource_types)).toContain('billing');
});
