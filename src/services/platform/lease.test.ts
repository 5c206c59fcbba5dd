import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, type ServiceTest } from '../../../test/helpers/services';
import { tenantIdOf } from '../../../test/helpers/factories/billing';
import { ApiError } from '../../lib/errors';
import { acquireTenantLease, withTenantLease, type LeaseSpec } from './lease';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

const busy = (retryAfterSeconds: number) => new ApiError('ABORTED', 'busy', { reason: 'CONCURRENT_UPDATE', retryAfterSeconds });

async function spec(names: string[], ms = 60_000): Promise<LeaseSpec> {
  return { tenantId: await tenantIdOf(t.db, (await newTenant(t.db)).providerId), names, ms, busy };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: ApiError) => err,
  );

describe('tenant leases (services/lease.ts)', () => {
  it('a second taker is refused at once, with the seconds the lease has left; free again once given back', async () => {
    const s = await spec(['work'], 30_000);
    const first = await acquireTenantLease(t.db, s);
    const err = await refusal(acquireTenantLease(t.db, s));
    expect(err).toBeInstanceOf(ApiError);
    expect(err!.detail.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(err!.detail.retryAfterSeconds).toBeLessThanOrEqual(30);
    await first.release();
    await expect(withTenantLease(t.db, s, async () => 'done')).resolves.toBe('done');
    // withTenantLease gave it back too.
    await (await acquireTenantLease(t.db, s)).release();
  });

  it('several names: that many holders at once, one more is refused; another tenant is not affected', async () => {
    const s = await spec(['a', 'b']);
    const held = [await acquireTenantLease(t.db, s), await acquireTenantLease(t.db, s)];
    expect(await refusal(acquireTenantLease(t.db, s))).toBeInstanceOf(ApiError);
    const other = await spec(['a', 'b']);
    await (await acquireTenantLease(t.db, other)).release();
    await Promise.all(held.map((h) => h.release()));
  });

  it('a lease that ran out (its holder died) is taken over; the old holder can no longer renew it', async () => {
    const s = await spec(['work']);
    const dead = await acquireTenantLease(t.db, s);
    await t.db
      .updateTable('tenant_lease')
      .set({ expire_time: new Date(Date.now() - 1000) })
      .where('tenant_id', '=', s.tenantId)
      .execute();
    const next = await acquireTenantLease(t.db, s);
    const err = await refusal(dead.renew());
    expect(err).toMatchObject({ codeName: 'ABORTED', detail: { reason: 'CONCURRENT_UPDATE' } });
    // The old holder's release does not free the new holder's lease.
    await dead.release();
    expect(await refusal(acquireTenantLease(t.db, s))).toBeInstanceOf(ApiError);
    await next.renew();
    await next.release();
  });
});
