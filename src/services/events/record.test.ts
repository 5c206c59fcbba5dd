import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, type ServiceTest } from '../../../test/helpers/services';
import { tenantIdOf } from '../../../test/helpers/factories/billing';
import { recordEvents, type NewEvent } from './events';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

describe('recording events', () => {
  it('records more events at once than one statement may carry parameters for (an overdue sweep of thousands of invoices)', async () => {
    const tenantId = await tenantIdOf(t.db, (await newTenant(t.db)).providerId);
    // 7,000 events × 5 parameters = 35,000: more than the 32,767 parameters one bind message can hold.
    const events: NewEvent[] = Array.from({ length: 7000 }, (_, i) => ({
      type: 'invoice.status_changed',
      object: { n: i },
      previousAttributes: { status: 'STATUS_ISSUED' },
    }));
    await recordEvents(t.db, tenantId, new Date('2031-04-01T00:00:00Z'), events);
    const rows = await t.db.selectFrom('event').select('object').where('tenant_id', '=', tenantId).execute();
    expect(rows).toHaveLength(7000);
    const ns = new Set(rows.map((r) => (typeof r.object === 'string' ? JSON.parse(r.object) : r.object).n as number));
    expect(ns.size).toBe(7000);
  });
});
