import { afterAll, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { serviceCtx, newTenant } from '../helpers/services';
import { appPorts } from '../../src/wiring';
import { deliveriesOf, mailedWorld } from '../helpers/factories/delivery';
import { scratchDatabase } from '../helpers/scratch-db';
import { startServerProcess, type ServerProcess } from '../helpers/process';
import { startSmtpReceiver, type SmtpReceiver } from '../helpers/smtp';

/**
 * The mail outbox across a process that dies (docs/delivery.md "Delivery"): a server sending to a real
 * SMTP receiver is killed (SIGKILL) while messages are in the middle of being sent; after a restart
 * every message is delivered, and none twice. The servers run on a database of their own, so no other
 * test file's messages reach this receiver (and theirs are not taken).
 */
const scratch = scratchDatabase('mail');
const servers: ServerProcess[] = [];
let receiver: SmtpReceiver | undefined;
let db: Db | undefined;
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  await receiver?.close();
  await db?.destroy();
});

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('SIGKILL with messages in flight: after a restart all are delivered, none twice', async () => {
  await scratch.migrator.migrateToLatest();
  db = createDb(scratch.url, 5);
  const sys = { db, ports: appPorts() };
  const { providerId } = await newTenant(db);
  const w = await mailedWorld(sys, await serviceCtx(sys, providerId), { customers: 10 });
  const queued = await deliveriesOf(db, w.tenantId);
  expect(queued).toHaveLength(10);

  // The first three are accepted at once; the others are held unanswered until the gate opens.
  let open = false;
  let held = 0;
  const release: Array<() => void> = [];
  receiver = await startSmtpReceiver({
    answer: (n) => {
      if (n < 3 || open) return 250;
      held++;
      return new Promise<number>((resolve) => release.push(() => resolve(250)));
    },
  });
  const env = {
    DATABASE_URL: scratch.url,
    SMTP_URL: receiver.url,
    RUN_MAIL: 'true',
    RUN_JOBS: 'false',
    MAIL_POLL_MS: '50',
    MAIL_TIMEOUT_MS: '500',
    MAIL_CONCURRENCY: '4',
    MAIL_RETRY_DELAYS: '1',
    PUBLIC_URL: 'http://billing.test',
  };
  const first = await startServerProcess(env);
  servers.push(first);
  const sent = async () => (await deliveriesOf(db!, w.tenantId)).filter((d) => d.status === 'SUCCEEDED').length;
  await until('three messages recorded as sent', async () => (await sent()) === 3);
  await until('messages held in the middle of sending', () => held >= 1);
  const inFlight = (await deliveriesOf(db, w.tenantId)).filter((d) => d.claim_id !== null).length;
  expect(inFlight).toBeGreaterThanOrEqual(1);
  expect(await first.stop('SIGKILL')).toBeNull();
  // The dead process's connections are gone: the held messages were never accepted.
  await until('the killed connections to close', () => receiver!.openSessions === 0);
  open = true;
  for (const r of release.splice(0)) r();
  expect(receiver.accepted).toHaveLength(3);

  servers.push(await startServerProcess(env));
  await until('every message sent', async () => (await sent()) === 10, 90_000);
  const ids = receiver.accepted.map((r) => r.mail.messageId);
  expect(ids).toHaveLength(10);
  expect(new Set(ids)).toEqual(new Set(queued.map((d) => `<${d.id}@localhost>`)));
  const invoices = await db.selectFrom('invoice').select('status').where('tenant_id', '=', w.tenantId).execute();
  expect(invoices.map((i) => i.status)).toEqual(Array(10).fill('SENT'));
  // Each invoice's link opens its page on the restarted server.
  const link = /http:\/\/billing\.test(\/portal\/[A-Za-z0-9_-]+)/.exec(receiver.accepted[9]!.mail.text ?? '')![1]!;
  const page = await fetch(`${servers[1]!.address}${link}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
}, 180_000);
