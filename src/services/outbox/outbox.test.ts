import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, type ServiceTest } from '../../../test/helpers/services';
import { tenantIdOf } from '../../../test/helpers/factories/billing';
import { insertDelivery, insertEndpoint } from '../../db/repos/webhook.repo';
import type { ClaimedRow } from '../../db/repos/outbox.repo';
import { newId } from '../../lib/ids';
import {
  attemptClaimed,
  claimDue as tryClaim,
  nextAttemptAfter,
  startOutbox,
  type AttemptResult,
  type OutboxOptions,
  type OutboxQueue,
} from './index';

/**
 * The shared outbox machinery (services/outbox) on the webhook delivery table. The rows of these
 * tests belong to disabled endpoints, so the delivery workers of other test files' servers never
 * claim them; the test queue's own condition picks them by this run's marker instead.
 */
let t: ServiceTest;
const marker = `outbox-test-${newId()}`;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

let result: AttemptResult = { ok: true };
const queue: OutboxQueue<ClaimedRow> = {
  table: 'webhook_delivery',
  eligible: sql`EXISTS (SELECT 1 FROM webhook_endpoint w WHERE w.tenant_id = d.tenant_id AND w.id = d.endpoint_id AND w.description = ${marker})`,
  load: async (_db, rows) => [...rows],
  attempt: async () => result,
};
const opts = (o: Partial<OutboxOptions> = {}): OutboxOptions => ({
  concurrency: 10,
  perTenant: 10,
  retryDelays: [60, 300],
  leaseMs: 60_000,
  pollMs: 50,
  clock: { now: () => new Date() },
  ...o,
});

/** A tenant with `n` deliveries due, the oldest first (one second apart). */
async function tenantWith(n: number, dueAgoSeconds = 100, description = marker): Promise<string> {
  const tenantId = await tenantIdOf(t.db, (await newTenant(t.db)).providerId);
  const endpointId = newId();
  await insertEndpoint(t.db, {
    tenant_id: tenantId,
    id: endpointId,
    url: 'https://x.invalid/',
    event_types: [],
    description,
    status: 'DISABLED',
    secret: 's',
  });
  for (let i = 0; i < n; i++) {
    const d = await insertDelivery(t.db, {
      tenant_id: tenantId,
      id: newId(),
      endpoint_id: endpointId,
      event_id: newId(),
      event_type: 'customer.created',
    });
    await t.db
      .updateTable('webhook_delivery')
      .set({ next_attempt_time: new Date(Date.now() - (dueAgoSeconds - i) * 1000) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', d.id)
      .execute();
  }
  return tenantId;
}

/** A claim, tried again while another process (another test file's server) is claiming. */
async function claimDue(...args: Parameters<typeof tryClaim<ClaimedRow>>): Promise<ClaimedRow[]> {
  for (;;) {
    const rows = await tryClaim(...args);
    if (rows !== 'busy') return rows;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const rowsOf = (tenantId: string) =>
  t.db.selectFrom('webhook_delivery').selectAll().where('tenant_id', '=', tenantId).orderBy('next_attempt_time').execute();

describe('fair claims (services/outbox)', () => {
  it('every tenant with due work gets a turn before any gets a second, the oldest due first', async () => {
    // The first test of the file: no other rows of this queue are due.
    const [a, b, c] = [await tenantWith(6, 300), await tenantWith(2, 200), await tenantWith(1, 100)];
    const count = (rows: readonly ClaimedRow[], id: string) => rows.filter((r) => r.tenant_id === id).length;
    const three = await claimDue(t.db, queue, newId(), 3, opts());
    expect([count(three, a), count(three, b), count(three, c)]).toEqual([1, 1, 1]);
    // The next two are second turns, the oldest due of those left first (a's, then b's).
    const next = await claimDue(t.db, queue, newId(), 1, opts());
    expect(next.map((r) => r.tenant_id)).toEqual([a]);
    const last = await claimDue(t.db, queue, newId(), 1, opts());
    expect(last.map((r) => r.tenant_id)).toEqual([b]);
    // The rows of a claimed first are its oldest.
    const claimedOfA = (await rowsOf(a)).filter((r) => r.claim_id !== null);
    expect(claimedOfA).toHaveLength(2);
  });

  it('no tenant has more than perTenant attempts in flight, over several claims; a finished one makes room', async () => {
    const [a, b] = [await tenantWith(5), await tenantWith(1)];
    const o = opts({ perTenant: 2 });
    const claimId = newId();
    const first = await claimDue(t.db, queue, claimId, 10, o);
    const mine = (id: string) => first.filter((r) => r.tenant_id === id).length;
    expect([mine(a), mine(b)]).toEqual([2, 1]);
    expect((await claimDue(t.db, queue, newId(), 10, o)).filter((r) => r.tenant_id === a || r.tenant_id === b)).toEqual([]);
    result = { ok: true };
    await attemptClaimed(
      t.db,
      queue,
      first.find((r) => r.tenant_id === a)!,
      claimId,
      o,
    );
    const again = await claimDue(t.db, queue, newId(), 10, o);
    expect(again.filter((r) => r.tenant_id === a)).toHaveLength(1);
  });

  it('a claim whose lease ran out (its worker died) is claimed again; the old claim can no longer record an outcome', async () => {
    const a = await tenantWith(1);
    const dead = newId();
    const row = (await claimDue(t.db, queue, dead, 10, opts())).find((r) => r.tenant_id === a);
    expect(row).toBeDefined();
    expect(await claimDue(t.db, queue, newId(), 10, opts())).not.toContainEqual(expect.objectContaining({ tenant_id: a }));
    await t.db
      .updateTable('webhook_delivery')
      .set({ next_attempt_time: new Date(Date.now() - 1000) })
      .where('tenant_id', '=', a)
      .execute();
    const next = newId();
    expect((await claimDue(t.db, queue, next, 10, opts())).map((r) => r.tenant_id)).toContain(a);
    result = { ok: true };
    await attemptClaimed(t.db, queue, row!, dead, opts());
    expect((await rowsOf(a))[0]).toMatchObject({ status: 'PENDING', attempt: 0, claim_id: next });
  });
});

describe('a live claim (services/outbox)', () => {
  it('an attempt slower than its lease keeps its claim: no other claim takes the row while it runs; it ends SUCCEEDED once', async () => {
    const a = await tenantWith(1);
    const claimId = newId();
    const leased = opts({ leaseMs: 300 });
    const row = (await claimDue(t.db, queue, claimId, 10, leased)).find((r) => r.tenant_id === a)!;
    let attempts = 0;
    const slow: OutboxQueue<ClaimedRow> = {
      ...queue,
      attempt: async () => {
        attempts++;
        await new Promise((r) => setTimeout(r, 1200)); // four leases long
        return { ok: true };
      },
    };
    const running = attemptClaimed(t.db, slow, row, claimId, leased);
    const taken: string[] = [];
    for (let i = 0; i < 8; i++) {
      await new Promise((r) => setTimeout(r, 130));
      taken.push(...(await claimDue(t.db, queue, newId(), 10, leased)).filter((r) => r.tenant_id === a).map((r) => r.id));
    }
    await running;
    expect([taken, attempts]).toEqual([[], 1]);
    expect((await rowsOf(a))[0]).toMatchObject({ status: 'SUCCEEDED', attempt: 1 });
  });
});

describe('outcomes and retries (services/outbox)', () => {
  it('a failure is retried after the next delay counted from the attempt’s end; after the last it is FAILED', async () => {
    const a = await tenantWith(1);
    const ended = new Date('2031-01-01T00:00:00Z');
    const o = opts({ clock: { now: () => ended } });
    result = { ok: false, columns: { response_status: 500, duration_ms: 12 } };
    const claimOnce = async () => {
      await t.db
        .updateTable('webhook_delivery')
        .set({ next_attempt_time: new Date(Date.now() - 1000) })
        .where('tenant_id', '=', a)
        .execute();
      const claimId = newId();
      const [row] = (await claimDue(t.db, queue, claimId, 10, o)).filter((r) => r.tenant_id === a);
      await attemptClaimed(t.db, queue, row!, claimId, o);
      return (await rowsOf(a))[0]!;
    };
    expect(await claimOnce()).toMatchObject({
      status: 'PENDING',
      attempt: 1,
      response_status: 500,
      duration_ms: 12,
      claim_id: null,
      next_attempt_time: nextAttemptAfter(1, [60, 300], ended),
    });
    expect((await claimOnce()).next_attempt_time).toEqual(new Date(ended.getTime() + 300_000));
    expect(await claimOnce()).toMatchObject({ status: 'FAILED', attempt: 3 });
  });

  it('a success is SUCCEEDED; a final failure is FAILED at once', async () => {
    const [a, b] = [await tenantWith(1), await tenantWith(1)];
    const claimId = newId();
    const rows = await claimDue(t.db, queue, claimId, 10, opts());
    result = { ok: true, columns: { response_status: 204 } };
    await attemptClaimed(
      t.db,
      queue,
      rows.find((r) => r.tenant_id === a)!,
      claimId,
      opts(),
    );
    result = { ok: false, final: true };
    await attemptClaimed(
      t.db,
      queue,
      rows.find((r) => r.tenant_id === b)!,
      claimId,
      opts(),
    );
    expect((await rowsOf(a))[0]).toMatchObject({ status: 'SUCCEEDED', attempt: 1, response_status: 204 });
    expect((await rowsOf(b))[0]).toMatchObject({ status: 'FAILED', attempt: 1 });
  });
});

describe('settling an outcome (services/outbox)', () => {
  it('a settlement that fails once (a deadlock) is tried again with its outcome; one that keeps failing still records the outcome', async () => {
    const [a, b] = [await tenantWith(1), await tenantWith(1)];
    const claimId = newId();
    const rows = await claimDue(t.db, queue, claimId, 10, opts());
    result = { ok: true, columns: { response_status: 202 } };
    const settled: string[] = [];
    let failures = 1;
    const flaky: OutboxQueue<ClaimedRow> = {
      ...queue,
      settle: async (_tx, item) => {
        if (failures-- > 0) throw new Error('deadlock detected');
        settled.push(item.tenant_id);
      },
    };
    await attemptClaimed(
      t.db,
      flaky,
      rows.find((r) => r.tenant_id === a)!,
      claimId,
      opts(),
    );
    expect(settled).toEqual([a]);
    expect((await rowsOf(a))[0]).toMatchObject({ status: 'SUCCEEDED', attempt: 1, response_status: 202 });
    // Failing every time: the error reaches the caller, and the success is recorded all the same (never sent twice).
    const broken: OutboxQueue<ClaimedRow> = { ...queue, settle: () => Promise.reject(new Error('deadlock detected')) };
    await expect(
      attemptClaimed(
        t.db,
        broken,
        rows.find((r) => r.tenant_id === b)!,
        claimId,
        opts(),
      ),
    ).rejects.toThrow('deadlock detected');
    expect((await rowsOf(b))[0]).toMatchObject({ status: 'SUCCEEDED', attempt: 1, response_status: 202 });
  });
});

describe('giving way to requests (services/outbox)', () => {
  /** Runs a worker of concurrency 8 over 6 due rows of its own; the most attempts it had in flight at once. */
  async function mostInFlight(busy: boolean): Promise<number> {
    const own = `outbox-yield-${newId()}`;
    const tenantId = await tenantWith(6, 100, own);
    let now = 0;
    let most = 0;
    const worker = startOutbox(
      t.db,
      {
        table: 'webhook_delivery',
        eligible: sql`EXISTS (SELECT 1 FROM webhook_endpoint w WHERE w.tenant_id = d.tenant_id AND w.id = d.endpoint_id AND w.description = ${own})`,
        load: async (_db, rows) => [...rows],
        attempt: async () => {
          most = Math.max(most, ++now);
          await new Promise((r) => setTimeout(r, 20));
          now--;
          return { ok: true };
        },
      },
      opts({ concurrency: 8, perTenant: 8, pollMs: 10, yieldTo: { foreground: { busy: () => busy }, share: 0.5 } }),
    );
    while ((await rowsOf(tenantId)).some((r) => r.status === 'PENDING')) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    return most;
  }

  it('while the process serves requests, one attempt at a time; when it does not, the full concurrency', async () => {
    expect(await mostInFlight(true)).toBe(1);
    expect(await mostInFlight(false)).toBeGreaterThan(1);
  });
});
