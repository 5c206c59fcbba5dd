import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildContract } from '../../../test/helpers/factories/contract';
import { TEST_CLOCK_LIMITS } from '../../services/billrun';

/** Issue 9 §5: one advance does bounded work (docs/billing-lifecycle.md "The test clock"). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const dayAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);

/** A tenant with one monthly contract that renews itself every month, starting today. */
async function renewingTenant(): Promise<Client & { key: string }> {
  const key = (await newTenant(t.db)).sandboxKey;
  const c = Object.assign(client(t.app, key), { key });
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  await buildContract(c, {
    mainItem: {
      startDate: today,
      defaultContractTerm: { value: 1, unit: 'UNIT_MONTHLY' },
      autoRenewal: { type: 'TYPE_ENABLED', term: { value: 0, unit: 'UNIT_DAILY' } },
    },
  });
  return c;
}

const clockOf = async (c: Client) => (await c.get<{ now: string }>('/v1/testclock/get')).body.now;
/** A clock never moved reads real time. */
const unmoved = (now: string) => Math.abs(Date.parse(now) - Date.now()) < 60_000;

describe('test clock horizon and bounded advances', () => {
  it('refuses an advance past the horizon with INVALID_ARGUMENT naming "to", and leaves the clock alone', async () => {
    const c = await renewingTenant();
    const before = await clockOf(c);
    for (const to of ['9999-12-31', dayAfter(before, TEST_CLOCK_LIMITS.maxAheadDays + 2)]) {
      const res = await c.post('/v1/testclock/advance', { to });
      expect(res.status, to).toBe(400);
      expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [{ field: 'to' }] } });
    }
    expect(unmoved(await clockOf(c))).toBe(true);
  });

  it('limits one advance to maxAdvanceDays even when the clock lags far behind real time', async () => {
    const tenant = await newTenant(t.db);
    const c = client(t.app, tenant.sandboxKey);
    const { id } = await t.db
      .selectFrom('tenant')
      .select('id')
      .where('provider_id', '=', tenant.providerId)
      .where('environment', '=', 'sandbox')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('test_clock')
      .values({ tenant_id: id, now: new Date('2010-01-01T00:00:00Z') })
      .execute();
    const tooFar = await c.post('/v1/testclock/advance', { to: dayAfter('2010-01-01T00:00:00Z', TEST_CLOCK_LIMITS.maxAdvanceDays + 2) });
    expect(tooFar.body).toMatchObject({ code: 3, detail: { fieldViolations: [{ field: 'to' }] } });
    expect(
      (await c.post('/v1/testclock/advance', { to: dayAfter('2010-01-01T00:00:00Z', TEST_CLOCK_LIMITS.maxAdvanceDays - 1) })).status,
    ).toBe(200);
  });

  it('advances ten years of monthly renewals and bill runs in one call', async () => {
    // What this proves is the work one call may do (120 renewals and runs), not how fast a loaded
    // machine does it: the time budget is lifted here (the 504 path has its own test below).
    const c = await renewingTenant();
    const budget = TEST_CLOCK_LIMITS.timeBudgetMs;
    TEST_CLOCK_LIMITS.timeBudgetMs = 600_000;
    try {
      const to = dayAfter(await clockOf(c), TEST_CLOCK_LIMITS.maxAdvanceDays - 2);
      const res = await c.post<{ now: string; billingsCreated: number }>('/v1/testclock/advance', { to });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.billingsCreated).toBeGreaterThanOrEqual(115);
    } finally {
      TEST_CLOCK_LIMITS.timeBudgetMs = budget;
    }
  }, 660_000);

  it('stops with DEADLINE_EXCEEDED (504) when the time budget is spent, the clock where it got to', async () => {
    const c = await renewingTenant();
    const before = await clockOf(c);
    const budget = TEST_CLOCK_LIMITS.timeBudgetMs;
    TEST_CLOCK_LIMITS.timeBudgetMs = 0;
    try {
      const res = await c.post<{ code: number; detail: { now: string } }>('/v1/testclock/advance', { to: dayAfter(before, 400) });
      expect(res.status).toBe(504);
      expect(res.body).toMatchObject({ code: 4, detail: { reason: 'TEST_CLOCK_STOPPED' } });
      // It stopped before the first day's jobs: the clock was never moved.
      expect(unmoved(res.body.detail.now) && unmoved(await clockOf(c))).toBe(true);
    } finally {
      TEST_CLOCK_LIMITS.timeBudgetMs = budget;
    }
    // Advancing again continues from there.
    expect((await c.post('/v1/testclock/advance', { to: dayAfter(before, 400) })).status).toBe(200);
  });

  it('stops when the client goes away: the clock stops moving short of the target', async () => {
    const c = await renewingTenant();
    const { key } = c;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await clockOf(c);
    const to = dayAfter(before, TEST_CLOCK_LIMITS.maxAdvanceDays - 2);
    const abort = new AbortController();
    const call = fetch(`${address}/v1/testclock/advance`, {
      method: 'POST',
      signal: abort.signal,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ to }),
    }).catch((err: unknown) => err);
    await new Promise((r) => setTimeout(r, 400));
    abort.abort();
    await call;
    // The day in progress finishes; then nothing moves any more.
    await new Promise((r) => setTimeout(r, 1500));
    const stopped = await clockOf(c);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await clockOf(c)).toBe(stopped);
    expect(Date.parse(stopped)).toBeLessThan(Date.parse(`${to}T14:59:59.999Z`));
  }, 60_000);
});
