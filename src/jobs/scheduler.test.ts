import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../../test/helpers/app';
import { billingWorld, storeContract } from '../../test/helpers/factories/billing';
import { jstDateOfInstant } from '../domain';
import { dailyRunAt, schedulerTick } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

it("runs each tenant's daily jobs once per JST day, at billRunHourJst, claimed from the job table", async () => {
  const keys = await newTenant(t.db);
  const w = await billingWorld(t.db, client(t.app, keys.productionKey), keys.providerId);
  const prodTenant = (
    await t.db
      .selectFrom('tenant')
      .select('id')
      .where('provider_id', '=', keys.providerId)
      .where('environment', '=', 'production')
      .executeTakeFirstOrThrow()
  ).id;
  const today = jstDateOfInstant(Date.now());
  const start = `${today.slice(0, 7)}-01`;
  const doc = await storeContract(t.db, { ...w, tenantId: prodTenant }, { start });
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
