import { Kysely, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, testDatabaseUrl, type ServiceTest } from '../../test/helpers/services';
import { serviceWorld, storeContract } from '../../test/helpers/factories/billing';
import { jstDateOfInstant } from '../domain';
import { poolOf, type Db } from '../db/db';
import { LiteralBooleanDialect } from '../db/literals';
import { createPool } from '../db/pool';
import type { DB } from '../db/schema';
import { dailyRunAt, schedulerTick } from './scheduler';

// The database failing over in the middle of a bill run (docs/deployment.md "High availability"):
// the connections of the chunk's transaction are lost. The run must neither park contracts for it
// nor leave the daily job to its 30-minute lease: the process waits for the database and carries on.
let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

/** A pool on the test database whose first `lost` statements inserting billings fail as a connection lost mid-statement. */
function losingBillingInserts(lost: number): Db & { lostSoFar(): number } {
  const inner = createPool(testDatabaseUrl(), { max: 3 });
  let left = lost;
  const pool: PostgresPool = {
    connect: async () => {
      const c = await inner.connect();
      const query = ((what: unknown, parameters?: ReadonlyArray<unknown>) => {
        if (typeof what === 'string' && left > 0 && /\bINSERT INTO billing \(/.test(what)) {
          left -= 1;
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return c.query(what as string, parameters ?? []);
      }) as PostgresPoolClient['query'];
      return { query, release: () => c.release() };
    },
    end: () => inner.end(),
  };
  return Object.assign(poolOf(new Kysely<DB>({ dialect: new LiteralBooleanDialect({ pool }) })), { lostSoFar: () => lost - left });
}

it('a bill run that loses the database mid-chunk resumes in the same job: every contract billed, none parked', async () => {
  const keys = await newTenant(t.db);
  const w = await serviceWorld(await serviceCtx(t.sys, keys.providerId, 'production'));
  const tenantId = (
    await t.db
      .selectFrom('tenant')
      .select('id')
      .where('provider_id', '=', keys.providerId)
      .where('environment', '=', 'production')
      .executeTakeFirstOrThrow()
  ).id;
  const today = jstDateOfInstant(Date.now());
  const start = `${today.slice(0, 7)}-01`;
  const contracts = [];
  for (let i = 0; i < 3; i++) contracts.push((await storeContract(t.db, { ...w, tenantId }, { start })).id);

  // The chunk's transaction loses its connection, and so does the redo of the chunk after the first wait.
  const db = losingBillingInserts(2);
  try {
    const runAt = dailyRunAt(today, 6);
    expect(await schedulerTick({ db, ports: t.sys.ports }, new Date(runAt.getTime() + 60_000), { providerId: keys.providerId })).toBe(2);
    expect(db.lostSoFar()).toBe(2);
  } finally {
    await db.destroy();
  }

  const billed = await t.db
    .selectFrom('billing')
    .select(['contract_id'])
    .where('tenant_id', '=', tenantId)
    .execute()
    .then((rows) => rows.map((r) => r.contract_id).sort());
  expect(billed).toEqual([...contracts].sort());
  const parked = await t.db.selectFrom('bill_run_parked').select('contract_id').where('tenant_id', '=', tenantId).execute();
  expect(parked).toEqual([]);
  const runs = await t.db.selectFrom('bill_run').select('status').where('tenant_id', '=', tenantId).execute();
  expect(runs).toEqual([{ status: 'DONE' }]);
  const jobs = await t.db.selectFrom('job').select(['status', 'attempts']).where('tenant_id', '=', tenantId).execute();
  expect(jobs).toEqual([{ status: 'DONE', attempts: 1 }]);
});
