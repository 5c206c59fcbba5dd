import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf, type Db } from '../../db/db';
import type { DB } from '../../db/schema';
import { createPool } from '../../db/pool';
import { newTenant, serviceCtx, testDatabaseUrl } from '../../../test/helpers/services';
import type { ServiceCtx } from '../context';
import { createCustomer } from '../customer';
import { batchUpdateResources, createMaster, updateResource } from './index';
import { appPorts } from '../../wiring';

/** No N+1: writing custom field values costs the same number of statements for 2 values as for 40. */
let queries = 0;
let db: Db;
let ctx: ServiceCtx;
beforeAll(async () => {
  // Customer writes record their event as the API presents the customer (docs/events.md).
  db = poolOf(
    new Kysely<DB>({
      dialect: new PostgresDialect({ pool: createPool(testDatabaseUrl(), { max: 2 }) }),
      log: (e) => {
        if (e.level === 'query') queries++;
      },
    }),
  );
  ctx = await serviceCtx({ db, ports: appPorts() }, (await newTenant(db)).providerId);
});
afterAll(async () => {
  await db.destroy();
});

async function countOf(work: () => Promise<unknown>): Promise<number> {
  queries = 0;
  await work();
  return queries;
}

describe('custom field value writes', () => {
  it('update: the statements do not grow with the number of values set or cleared', async () => {
    const customer = await createCustomer(ctx, { name: 'Q' });
    const masters: Array<{ id: string }> = [];
    for (let i = 0; i < 40; i++)
      masters.push(await createMaster(ctx, { name: `f${i}`, dataType: 'DATA_TYPE_STRING', fieldType: 'FIELD_TYPE_CUSTOMER' }));
    const srn = { resourceId: customer.id, resourceType: 'RESOURCE_TYPE_CUSTOMER' };
    const values = (n: number, v: (i: number) => string) => masters.slice(0, n).map((m, i) => ({ masterId: m.id, string: v(i) }));

    const small = await countOf(() =>
      updateResource(ctx, { srn, customFields: [...values(1, () => 'a'), { masterId: masters[1]!.id, string: '' }] }),
    );
    const large = await countOf(() => updateResource(ctx, { srn, customFields: values(40, (i) => (i % 2 ? '' : `v${i}`)) }));
    expect(large).toBe(small);
    const after = await updateResource(ctx, { srn, customFields: [] });
    expect(after.values.map((v) => v.value_string)).toEqual(Array.from({ length: 20 }, (_, i) => `v${i * 2}`));

    const again = await countOf(() => updateResource(ctx, { srn, customFields: values(40, (i) => `w${i}`) }));
    expect(again).toBeLessThanOrEqual(small);
    expect((await updateResource(ctx, { srn, customFields: [] })).values).toHaveLength(40);

    const batch = await countOf(() =>
      batchUpdateResources(ctx, {
        resourceType: 'RESOURCE_TYPE_CUSTOMER',
        items: [{ resource: { srn: { resourceId: customer.id }, customFields: values(40, () => 'z') } }],
      }),
    );
    expect(batch).toBeLessThanOrEqual(small);
  });
});
