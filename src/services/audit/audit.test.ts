import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, inTransaction, type Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { ChainHeads } from '../../db/audit/heads';
import { chainHash, type AuditEntry } from '../../db/audit/entry';
import { entryOf } from './verify';
import { withAuditScope, type AuditScope } from '../../lib/audit-scope';
import { createCustomer, updateCustomer } from '../customer';
import { buildServiceTest, newTenant, serviceCtx, testDatabaseUrl, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock, serviceWorld, storeContract } from '../../../test/helpers/factories/billing';
import { PLATFORM_CHAIN, listAudit, verifyAuditChains } from '.';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(() => t.close());

const scope = (id: string, tenantId?: string): AuditScope => ({
  actor: { type: 'ACTOR_API_KEY', id },
  action: '/v1/customer/create',
  requestId: `req-${id}`,
  ...(tenantId ? { tenantId } : {}),
});

async function tenantOf(providerId: string) {
  const ctx = await serviceCtx(t.sys, providerId);
  return { ctx, tenantId: ctx.caller.tenantId };
}

/** The entries of the test's own changes (the tenant's creation, made outside any scope, is on the chain too). */
const entries = async (tenantId: string) =>
  (await listAudit(t.db, { tenantIds: [tenantId] }, undefined, 100)).filter((e) => e.actor_id !== 'process');

describe('the audit log (services tier: the driver writes it)', () => {
  it('records a change in its transaction: actor, action, request id, tenant, the changed row', async () => {
    const p = await newTenant(t.db);
    const { ctx, tenantId } = await tenantOf(p.providerId);
    const created = await withAuditScope(scope('key-1'), () =>
      inTransaction(t.db, (tx) => createCustomer({ ...ctx, db: tx }, { name: 'Audited KK' })),
    );
    const [e, ...rest] = await entries(tenantId);
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      tenant_id: tenantId,
      actor_type: 'ACTOR_API_KEY',
      actor_id: 'key-1',
      action: '/v1/customer/create',
      request_id: 'req-key-1',
      resource_types: ['customer'],
      resource_ids: [created.id],
      resource_count: 1,
    });
    expect(e!.hash).toHaveLength(32);
  });

  it('records a change made on the pool (no transaction) in a transaction of its own', async () => {
    const p = await newTenant(t.db);
    const { ctx, tenantId } = await tenantOf(p.providerId);
    const created = await withAuditScope(scope('key-2'), () => createCustomer(ctx, { name: 'Pool KK' }));
    await withAuditScope(scope('key-3'), () => updateCustomer(ctx, { id: created.id, name: 'Pool KK 2' }));
    const rows = await entries(tenantId);
    expect(rows.map((r) => [r.actor_id, r.resource_ids])).toEqual([
      ['key-3', [created.id]],
      ['key-2', [created.id]],
    ]);
    expect(Number(rows[0]!.seq)).toBe(Number(rows[1]!.seq) + 1);
  });

  it('gives a transaction that changed two tenants one entry on each tenant’s chain', async () => {
    const a = await tenantOf((await newTenant(t.db)).providerId);
    const b = await tenantOf((await newTenant(t.db)).providerId);
    const [ca, cb] = await withAuditScope(scope('key-two'), () =>
      inTransaction(t.db, async (tx) => [
        await createCustomer({ ...a.ctx, db: tx }, { name: 'Tenant A KK' }),
        await createCustomer({ ...b.ctx, db: tx }, { name: 'Tenant B KK' }),
      ]),
    );
    for (const [{ tenantId }, created] of [
      [a, ca],
      [b, cb],
    ] as const) {
      expect((await entries(tenantId)).map((e) => [e.actor_id, e.resource_ids])).toEqual([['key-two', [created!.id]]]);
      expect((await verifyAuditChains(t.db, { tenantId })).broken).toEqual([]);
    }
  });

  it('records nothing for a rolled back transaction and nothing for reads', async () => {
    const p = await newTenant(t.db);
    const { ctx, tenantId } = await tenantOf(p.providerId);
    await expect(
      withAuditScope(scope('key-4'), () =>
        inTransaction(t.db, async (tx) => {
          await createCustomer({ ...ctx, db: tx }, { name: 'Rolled back KK' });
          throw new Error('abandon');
        }),
      ),
    ).rejects.toThrow('abandon');
    await withAuditScope(scope('key-4'), () => t.db.selectFrom('customer').select('id').where('tenant_id', '=', tenantId).execute());
    expect(await entries(tenantId)).toEqual([]);
  });

  it('puts a change that names no tenant on the platform chain (an operator)', async () => {
    const before = (await listAudit(t.db, { tenantIds: [PLATFORM_CHAIN], actorId: 'cli:audit-test' }, undefined, 10)).length;
    const p = await withAuditScope(
      { actor: { type: 'ACTOR_SYSTEM', id: 'cli:audit-test' }, action: 'cli provider create', requestId: 'r' },
      () => newTenant(t.db, { name: 'Platform chain' }),
    );
    const after = await listAudit(t.db, { actorId: 'cli:audit-test' }, undefined, 10);
    expect(after.length).toBeGreaterThan(before);
    expect(
      after.some((e) => e.tenant_id === PLATFORM_CHAIN && e.resource_types.includes('provider') && e.resource_ids.includes(p.providerId)),
    ).toBe(true);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows for the role the server runs as', async () => {
    const p = await newTenant(t.db);
    const { ctx, tenantId } = await tenantOf(p.providerId);
    await withAuditScope(scope('key-5'), () => createCustomer(ctx, { name: 'Kept KK' }));
    await expect(sql`UPDATE audit_log SET actor_id = 'someone else' WHERE tenant_id = ${tenantId}`.execute(t.db)).rejects.toThrow(
      /append-only: UPDATE on audit_log refused/,
    );
    await expect(sql`DELETE FROM audit_log WHERE tenant_id = ${tenantId}`.execute(t.db)).rejects.toThrow(
      /append-only: DELETE on audit_log refused/,
    );
    await expect(sql`TRUNCATE audit_log`.execute(t.db)).rejects.toThrow(/append-only: TRUNCATE on audit_log refused/);
    await expect(sql`DELETE FROM audit_chain WHERE tenant_id = ${tenantId}`.execute(t.db)).rejects.toThrow(
      /append-only: DELETE on audit_chain refused/,
    );
    expect((await entries(tenantId)).map((e) => e.actor_id)).toEqual(['key-5']);
  });

  it('finds the entries of a record by the GIN index of record ids, which each write updates directly (no pending list)', async () => {
    const p = await newTenant(t.db);
    const { ctx, tenantId } = await tenantOf(p.providerId);
    const created = await withAuditScope(scope('key-6'), () => createCustomer(ctx, { name: 'Indexed KK' }));
    await withAuditScope(scope('key-7'), () => updateCustomer(ctx, { id: created.id, name: 'Indexed again KK' }));
    const found = await listAudit(t.db, { tenantIds: [tenantId], resourceId: created.id }, undefined, 10);
    expect(found.map((e) => e.actor_id)).toEqual(['key-7', 'key-6']);
    const plan = await inTransaction(t.db, async (tx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(tx);
      const { rows } = await sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN SELECT id FROM audit_log WHERE resource_ids @> array[${created.id}]::text[]`.execute(tx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('audit_log_resource_idx');
    const { rows } = await sql<{
      options: string[];
    }>`SELECT reloptions AS options FROM pg_class WHERE relname = 'audit_log_resource_idx'`.execute(t.db);
    expect(rows[0]!.options).toEqual(['fastupdate=off']);
  });

  it('lists the billings and lines a bill run writes in bulk, so a billing’s history is found by its id', async () => {
    const p = await newTenant(t.db);
    const { ctx, tenantId } = await tenantOf(p.providerId);
    await advanceClock(t.sys, ctx.caller, '2031-03-20');
    const w = await serviceWorld(ctx);
    await storeContract(t.db, w, { start: '2031-04-01', charges: [{ pricing: { model: 'PER_UNIT', price: '10000', tiers: [] } }] });
    const { caller } = await serviceCtx(t.sys, p.providerId);
    await withAuditScope({ ...scope('key-clock', tenantId), action: '/v1/testclock/advance' }, () =>
      advanceClock(t.sys, caller, '2031-04-02'),
    );
    const billings = await t.db.selectFrom('billing').select('id').where('tenant_id', '=', tenantId).execute();
    const items = await t.db.selectFrom('billing_item').select('id').where('tenant_id', '=', tenantId).execute();
    expect(billings.length).toBeGreaterThan(0);
    for (const { id } of [...billings, ...items]) {
      const found = await listAudit(t.db, { tenantIds: [tenantId], resourceId: id }, undefined, 10);
      expect([id, found.map((e) => e.action)]).toEqual([id, ['/v1/testclock/advance']]);
    }
  });

  it('compares actor ids, actions and record ids byte by byte, and still reads each filter by its index', async () => {
    const { rows: collations } = await sql<{ column: string; collation: string }>`
      SELECT a.attname AS column, c.collname AS collation FROM pg_attribute a JOIN pg_collation c ON c.oid = a.attcollation
      WHERE a.attrelid = 'audit_log'::regclass AND a.attname IN ('actor_id', 'action', 'resource_ids') ORDER BY a.attname`.execute(t.db);
    expect(collations).toEqual([
      { column: 'action', collation: 'C' },
      { column: 'actor_id', collation: 'C' },
      { column: 'resource_ids', collation: 'C' },
    ]);
    const p = await newTenant(t.db);
    const { ctx, tenantId } = await tenantOf(p.providerId);
    const created = await withAuditScope(scope('key-8'), () => createCustomer(ctx, { name: 'Byte order KK' }));
    const byActor = await listAudit(t.db, { actorId: 'key-8' }, undefined, 10);
    const byAction = await listAudit(t.db, { tenantIds: [tenantId], action: '/v1/customer/create' }, undefined, 10);
    expect(byActor.map((e) => e.resource_ids)).toEqual([[created.id]]);
    expect(byAction.map((e) => e.actor_id)).toEqual(['key-8']);
    const plans = await inTransaction(t.db, async (tx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(tx);
      const explain = async (where: ReturnType<typeof sql>) => {
        const { rows } = await sql<{
          'QUERY PLAN': string;
        }>`EXPLAIN SELECT id FROM audit_log WHERE ${where} ORDER BY time DESC, id DESC LIMIT 10`.execute(tx);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      return [
        await explain(sql`actor_id = ${'key-8'}`),
        await explain(sql`action = ${'/v1/customer/create'}`),
        await explain(sql`resource_ids @> array[${created.id}]::text[]`),
      ];
    });
    expect(plans[0]).toContain('audit_log_actor_idx');
    expect(plans[1]).toContain('audit_log_action_idx');
    expect(plans[2]).toContain('audit_log_resource_idx');
  });
});

describe('entries made ahead of the COMMIT (a transaction whose first change is its only one)', () => {
  // One connection, so every transaction below runs on the connection whose chain and heads the first one prepared.
  let one: Db;
  beforeAll(() => {
    one = createDb(testDatabaseUrl(), 1);
  });
  afterAll(() => one.destroy());

  async function preparedTenant() {
    const p = await newTenant(t.db);
    const ctx = { ...(await serviceCtx(t.sys, p.providerId)), db: one };
    await withAuditScope(scope('warm-up'), () => createCustomer(ctx, { name: 'Warm-up KK' }));
    return { ctx, tenantId: ctx.caller.tenantId };
  }
  const create = (ctx: Awaited<ReturnType<typeof preparedTenant>>['ctx'], key: string, names: string[]) =>
    withAuditScope(scope(key), () =>
      inTransaction(one, async (tx) => {
        const made = [];
        for (const name of names) made.push((await createCustomer({ ...ctx, db: tx }, { name })).id);
        return made;
      }),
    );
  const resources = async (tenantId: string) => (await entries(tenantId)).map((e) => [e.actor_id, Number(e.seq), e.resource_ids]);

  it('a run of one-change transactions: each entry lists its own change, the seqs follow, the chain verifies', async () => {
    const { ctx, tenantId } = await preparedTenant();
    const ids = [];
    for (const key of ['a1', 'a2', 'a3', 'a4']) ids.push(...(await create(ctx, key, [`Customer ${key}`])));
    expect(await resources(tenantId)).toEqual([
      ['a4', 5, [ids[3]]],
      ['a3', 4, [ids[2]]],
      ['a2', 3, [ids[1]]],
      ['a1', 2, [ids[0]]],
      ['warm-up', 1, expect.any(Array)],
    ]);
    expect((await verifyAuditChains(t.db, { tenantId })).broken).toEqual([]);
  });

  it('a transaction that changes more after its first change: the entry lists every change', async () => {
    const { ctx, tenantId } = await preparedTenant();
    const [first, second] = await create(ctx, 'b1', ['First KK', 'Second KK']);
    expect((await resources(tenantId))[0]).toEqual(['b1', 2, [first, second]]);
    expect((await verifyAuditChains(t.db, { tenantId })).broken).toEqual([]);
  });

  it('a first statement that changed no row is not in the entry; a rolled back transaction leaves nothing to the next', async () => {
    const { ctx, tenantId } = await preparedTenant();
    const [created] = await withAuditScope(scope('c1'), () =>
      inTransaction(one, async (tx) => {
        await tx.deleteFrom('customer').where('tenant_id', '=', tenantId).where('id', '=', newId()).execute();
        return [(await createCustomer({ ...ctx, db: tx }, { name: 'After nothing KK' })).id];
      }),
    );
    await expect(
      withAuditScope(scope('c2'), () =>
        inTransaction(one, async (tx) => {
          await createCustomer({ ...ctx, db: tx }, { name: 'Rolled back KK' });
          throw new Error('abandon');
        }),
      ),
    ).rejects.toThrow('abandon');
    const [next] = await create(ctx, 'c3', ['Next KK']);
    expect((await resources(tenantId)).slice(0, 2)).toEqual([
      ['c3', 3, [next]],
      ['c1', 2, [created]],
    ]);
    expect((await verifyAuditChains(t.db, { tenantId })).broken).toEqual([]);
  });
});

describe('verifying the chain', () => {
  // One connection: every change of these tests is appended to that connection's chain of the tenant.
  let one: Db;
  // Its chains' heads, recorded when a test asks rather than a second after the commits.
  const chainHeads = new ChainHeads();
  const recordChainHeads = () => chainHeads.record();
  beforeAll(() => {
    one = createDb(testDatabaseUrl(), 1, { chainHeads });
  });
  afterAll(() => one.destroy());

  /** Changes a stored row past the trigger, as someone with the database's superuser could. */
  async function tamper(statement: ReturnType<typeof sql>) {
    await inTransaction(one, async (tx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(tx);
      await statement.execute(tx);
    });
  }

  async function threeEntries() {
    const p = await newTenant(one);
    const ctx = await serviceCtx({ db: one, ports: t.sys.ports }, p.providerId);
    const tenantId = ctx.caller.tenantId;
    for (const name of ['A KK', 'B KK', 'C KK']) await withAuditScope(scope(`key-${name}`), () => createCustomer(ctx, { name }));
    // seq 1 is the tenant's creation, 2..4 the three customers, all in the one connection's chain.
    const rows = (await listAudit(one, { tenantIds: [tenantId] }, undefined, 100)).reverse();
    expect(rows.map((r) => r.seq)).toEqual(['1', '2', '3', '4']);
    expect(new Set(rows.map((r) => r.chain)).size).toBe(1);
    return { tenantId, rows, ctx };
  }

  /** The chain's head as audit_chain records it. */
  const headOf = async (tenantId: string) =>
    (await sql<{ seq: string }>`SELECT seq FROM audit_chain WHERE tenant_id = ${tenantId}`.execute(one)).rows.map((r) => r.seq);

  it('holds for an untouched chain, before and after its head is recorded', async () => {
    const { tenantId } = await threeEntries();
    // The chain is listed from its first entry on; its head is recorded shortly after the commits that move it.
    expect(await verifyAuditChains(one, { tenantId })).toEqual({ chains: 1, entries: 4, broken: [] });
    await recordChainHeads();
    expect(await headOf(tenantId)).toEqual(['4']);
    expect(await verifyAuditChains(one, { tenantId })).toEqual({ chains: 1, entries: 4, broken: [] });
  });

  it('records a head only forward, and continues a chain a closed connection held', async () => {
    const { tenantId, rows, ctx } = await threeEntries();
    await recordChainHeads();
    // A late recording of an older head changes nothing.
    await sql`INSERT INTO audit_chain AS c (tenant_id, chain, seq, hash) VALUES (${tenantId}, ${rows[0]!.chain}, 2, ${rows[1]!.hash})
      ON CONFLICT (tenant_id, chain) DO UPDATE SET seq = excluded.seq, hash = excluded.hash WHERE c.seq < excluded.seq`.execute(one);
    expect(await headOf(tenantId)).toEqual(['4']);
    // Other connections, one after the other and at once: each appends to a chain only it holds.
    for (let round = 0; round < 2; round++) {
      const pool = createDb(testDatabaseUrl(), 4);
      await Promise.all(
        ['D', 'E', 'F', 'G', 'H', 'I'].map((n) =>
          withAuditScope(scope(`key-${n}${round}`), () => createCustomer({ ...ctx, db: pool }, { name: `${n} KK` })),
        ),
      );
      await pool.destroy();
    }
    const report = await verifyAuditChains(one, { tenantId });
    expect(report.broken).toEqual([]);
    expect(report.entries).toBe(4 + 12);
    await recordChainHeads();
    const heads = (
      await sql<{ seq: string; last: string }>`
      SELECT c.seq, (SELECT max(seq) FROM audit_log l WHERE l.tenant_id = c.tenant_id AND l.chain = c.chain) AS last
      FROM audit_chain c WHERE c.tenant_id = ${tenantId}`.execute(one)
    ).rows;
    expect(heads.every((h) => h.seq === h.last)).toBe(true);
    expect(heads.length).toBe(report.chains);
  });

  it('names the entry whose stored fields were changed', async () => {
    const { tenantId, rows } = await threeEntries();
    await tamper(sql`UPDATE audit_log SET actor_id = 'nobody' WHERE tenant_id = ${tenantId} AND seq = 2`);
    const report = await verifyAuditChains(one, { tenantId });
    expect(report.broken).toEqual([
      {
        tenantId,
        chain: rows[1]!.chain,
        seq: '2',
        id: rows[1]!.id,
        reason: `entry 2 (id ${rows[1]!.id}) does not match its hash: it was changed after it was written`,
      },
    ]);
  });

  it('names the missing entry when one was deleted, and a cut-off end', async () => {
    const a = await threeEntries();
    await tamper(sql`DELETE FROM audit_log WHERE tenant_id = ${a.tenantId} AND seq = 2`);
    expect((await verifyAuditChains(one, { tenantId: a.tenantId })).broken).toEqual([
      {
        tenantId: a.tenantId,
        chain: a.rows[0]!.chain,
        seq: '2',
        id: '',
        reason: `entry 2 is missing (the next one stored is 3, id ${a.rows[2]!.id})`,
      },
    ]);
    // A cut-off end is found once the chain's head is recorded (about a second after the commit).
    const b = await threeEntries();
    await recordChainHeads();
    await tamper(sql`DELETE FROM audit_log WHERE tenant_id = ${b.tenantId} AND seq = 4`);
    expect((await verifyAuditChains(one, { tenantId: b.tenantId })).broken).toEqual([
      {
        tenantId: b.tenantId,
        chain: b.rows[0]!.chain,
        seq: '4',
        id: '',
        reason: 'the chain ends at entry 3 but its head records 4: entries 4..4 are missing',
      },
    ]);
  });

  it('refuses a second writer on a chain instead of forking it, and the connection moves to another chain', async () => {
    const { tenantId, rows, ctx } = await threeEntries();
    const chain = rows[0]!.chain;
    // Another writer appends entry 5 to the chain (as one could after this connection stalled past its lease).
    const intruder: AuditEntry = { ...entryOf(rows[3]!), id: newId(), actorId: 'intruder', requestId: 'r-intruder' };
    const hash = chainHash(rows[3]!.hash, intruder);
    await sql`INSERT INTO audit_log (tenant_id, chain, seq, id, time, actor_type, actor_id, action, resource_types, resource_ids, resource_count, request_id, hash)
      VALUES (${tenantId}, ${chain}, 5, ${intruder.id}, ${intruder.time}, ${intruder.actorType}, ${intruder.actorId}, ${intruder.action},
        ${intruder.resourceTypes}, ${intruder.resourceIds}, ${intruder.resourceCount}, ${intruder.requestId}, ${hash})`.execute(one);
    // This connection still takes its head to be entry 4: the entry it appends takes seq 5, and is refused with its change.
    await expect(withAuditScope(scope('key-late'), () => createCustomer(ctx, { name: 'Late KK' }))).rejects.toThrow(/audit_log_pkey/);
    expect((await listAudit(one, { tenantIds: [tenantId], actorId: 'key-late' }, undefined, 10)).length).toBe(0);
    // It gives the chain up: its next change goes on a chain of its own.
    await withAuditScope(scope('key-next'), () => createCustomer(ctx, { name: 'Next KK' }));
    const [next] = await listAudit(one, { tenantIds: [tenantId], actorId: 'key-next' }, undefined, 10);
    expect(next!.chain).not.toBe(chain);
    expect(next!.seq).toBe('1');
    expect(await verifyAuditChains(one, { tenantId })).toMatchObject({ chains: 2, entries: 6, broken: [] });
  });

  it('names the entry where a chain was rewritten consistently from some entry on', async () => {
    const { tenantId, rows } = await threeEntries();
    await recordChainHeads();
    // Entry 3 changed and its hash and the next one's computed again, as someone who knows the formula could.
    const entry = (r: (typeof rows)[number], changes: Partial<AuditEntry>): AuditEntry => ({ ...entryOf(r), ...changes });
    const three = chainHash(rows[1]!.hash, entry(rows[2]!, { actorId: 'nobody' }));
    const four = chainHash(three, entry(rows[3]!, {}));
    await tamper(sql`UPDATE audit_log SET actor_id = 'nobody', hash = ${three} WHERE tenant_id = ${tenantId} AND seq = 3`);
    await tamper(sql`UPDATE audit_log SET hash = ${four} WHERE tenant_id = ${tenantId} AND seq = 4`);
    expect((await verifyAuditChains(one, { tenantId })).broken).toEqual([
      {
        tenantId,
        chain: rows[0]!.chain,
        seq: '4',
        id: rows[3]!.id,
        reason: `entry 4 (id ${rows[3]!.id}) is not the one the chain's head records: the chain was rewritten from here or before`,
      },
    ]);
  });

  it('walks a chain that has entries but no head in audit_chain, and names it broken', async () => {
    const { tenantId, rows } = await threeEntries();
    await recordChainHeads();
    // A row inserted under a chain number audit_chain does not list (the service's role may INSERT).
    const forged: AuditEntry = { ...entryOf(rows[3]!), id: newId(), actorId: 'someone-else', requestId: 'forged' };
    await sql`INSERT INTO audit_log (tenant_id, chain, seq, id, time, actor_type, actor_id, action, resource_types, resource_ids, resource_count, request_id, hash)
      VALUES (${tenantId}, 31000, 1, ${forged.id}, ${forged.time}, ${forged.actorType}, ${forged.actorId}, ${forged.action},
        ${forged.resourceTypes}, ${forged.resourceIds}, ${forged.resourceCount}, ${forged.requestId}, ${Buffer.from([0])})`.execute(one);
    const report = await verifyAuditChains(one, { tenantId });
    expect(report).toMatchObject({ chains: 2, entries: 5 });
    expect(report.broken).toEqual([
      {
        tenantId,
        chain: 31000,
        seq: '1',
        id: forged.id,
        reason:
          "the chain has entries but no head in audit_chain (a chain's first entry records one): they were not written by the service",
      },
    ]);
    // The whole log's walk finds it too.
    expect((await verifyAuditChains(one)).broken).toContainEqual(expect.objectContaining({ tenantId, chain: 31000 }));
  });
});
