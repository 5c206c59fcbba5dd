import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, type ServiceTest } from '../../../test/helpers/services';
import { tenantIdOf } from '../../../test/helpers/factories/billing';
import { newId } from '../../lib/ids';
import { EVENT_RETENTION_DAYS, pruneOldEvents } from './events';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

describe('event retention', () => {
  it('the prune deletes events recorded more than 30 days ago (real time), whatever their createTime', async () => {
    const tenantId = await tenantIdOf(t.db, (await newTenant(t.db)).providerId);
    const now = new Date();
    const day = 86_400_000;
    const row = (ageDays: number, createTime: Date) => ({
      tenant_id: tenantId,
      id: newId(),
      type: 'customer.created',
      create_time: createTime,
      record_time: new Date(now.getTime() - ageDays * day),
      object: '{}',
      previous_attributes: null,
    });
    const old = row(EVENT_RETENTION_DAYS + 1, new Date('2040-01-01T00:00:00Z'));
    const kept = row(EVENT_RETENTION_DAYS - 1, new Date('2000-01-01T00:00:00Z'));
    await t.db.insertInto('event').values([old, kept]).execute();
    expect(await pruneOldEvents(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('event').select('id').where('tenant_id', '=', tenantId).execute();
    expect(left.map((r) => r.id)).toEqual([kept.id]);
  });
});
