/**
 * The mail outbox (docs/delivery.md) under load, and what it costs the API while it runs:
 *   N issued invoices of a customer sent by e-mail are delivered by one `billing serve` process to an
 *   SMTP receiver in this process (smtp-server, accepting everything): messages/s, and the service
 *   process's CPU per message (its CPU time over the delivery, less what the reads served meanwhile
 *   cost at the baseline's CPU per read);
 *   the authenticated point read (GET /v1/customer/get, wrk, one thread, 16 connections) on a server
 *   without the mail worker (RUN_MAIL=false) — the baseline — and on the server sending the mail,
 *   measured in the same run (goal: ≤ 10 % fewer reads/s).
 * The invoices' documents are stored before the run (as the background renderer leaves them): each
 * message attaches the stored PDF, makes a customer page link and goes through nodemailer's SMTP pool.
 * While the reads run, the worker gives way to them (docs/delivery.md "Sharing the process").
 * Run: node bin/run-ts.js bench/delivery.bench.ts [invoices] [seconds]   (default 2000 invoices, 10 s)
 * Needs wrk on PATH. Uses DATABASE_URL when set (a database of its own: the bench writes to it), else a
 * throwaway embedded PostgreSQL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { createDb, migrate } from '../src/db/db';
import { startThrowaway } from '../src/db/embedded';
import { createProvider } from '../src/services/platform';

const N = Number(process.argv[2] ?? 2000);
const seconds = Number(process.argv[3] ?? 10);
const root = fileURLToPath(new URL('..', import.meta.url));
const WRK = process.env.WRK ?? 'wrk';
if (spawnSync(WRK, ['--version']).error) throw new Error(`${WRK} not found: install wrk (Debian: apt-get install wrk) or set WRK`);

const database = await startThrowaway(process.env.DATABASE_URL, 'billing-bench-');
const db = createDb(database.url, 4);
await migrate(db);
const { provider, keys } = await createProvider(db, { name: 'bench', rateLimitPerMinute: 10_000_000 });
const key = keys.find((k) => k.environment === 'production')!;
const { tenant_id: tenantId } = await db.selectFrom('api_key').select('tenant_id').where('id', '=', key.id).executeTakeFirstOrThrow();

let accepted = 0;
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  size: 20 * 1024 * 1024,
  onData(stream, _session, cb) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      accepted++;
      cb();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const smtpPort = (smtp.server.address() as { port: number }).port;

async function start(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, ['bin/billing.js', 'serve'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url, PORT: '0', LOG_LEVEL: 'warn', RUN_JOBS: 'false', RUN_WEBHOOKS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const address = await new Promise<string>((resolve, reject) => {
    const check = (d: Buffer) => {
      out += d.toString();
      const m = /Listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.on('exit', () => reject(new Error(`serve exited:\n${out}`)));
  });
  return { child, address };
}
const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

function cpuTimeUs(child: ChildProcess): number {
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

function wrk(url: string, duration: number): Promise<{ rps: number; p99: string; total: number }> {
  const args = ['-t1', '-c16', `-d${duration}s`, '--latency', '-H', `authorization: Bearer ${key.key}`, url];
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', () => {
      const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(out);
      const p99 = /^\s+99%\s+(\S+)/m.exec(out);
      const total = /^\s+(\d+) requests in/m.exec(out);
      if (!rps || !p99 || !total) return reject(new Error(`wrk: unreadable report\n${out}`));
      resolve({ rps: Number(rps[1]), p99: p99[1]!, total: Number(total[1]) });
    });
  });
}

// Seed: a customer sent by e-mail with one staff member, N issued invoices and their queued messages.
const api = await start({ RUN_MAIL: 'false' });
const post = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await fetch(`${api.address}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const { customer } = await post<{ customer: { id: string } }>('/v1/customer/create', {
  name: 'Bench KK',
  billingProfile: { sendMethod: 'SEND_METHOD_EMAIL' },
});
await post('/v1/customerstaff/create', { customerId: customer.id, name: { lastName: 'Sato' }, emailAddress: 'keiri@bench.example' });
const seeded = Date.now();
await sql`
  INSERT INTO invoice (tenant_id, id, invoice_number, customer_id, status, invoicing, issue_date, due_date, billing_ids,
    subtotal, tax, total, taxes, issuer, recipient)
  SELECT ${tenantId}::uuid, gen_random_uuid(), 'B' || lpad(n::text, 8, '0'), ${customer.id}::uuid, 'ISSUED', 'PER_BILLING',
    '2031-04-01', '2031-04-30', '{}', 10000, 1000, 11000, '[{"taxPercentage":"10","subtotal":"10000","tax":"1000"}]',
    '{"name":"bench","legalName":"ベンチ株式会社","registrationNumber":"T1234567890123","address":"東京都","phoneNumber":"","bankAccount":"銀行 普通 1234567","invoiceNote":""}',
    '{"customerName":"Bench KK","staffName":"Sato","staffDepartment":"","zipCode":"","address":""}'
  FROM generate_series(1, ${N}) AS n
`.execute(db);
await sql`
  INSERT INTO mail_delivery (tenant_id, id, invoice_id, kind, recipients)
  SELECT tenant_id, gen_random_uuid(), id, 'INVOICE', '{keiri@bench.example}' FROM invoice WHERE tenant_id = ${tenantId}::uuid
`.execute(db);
// The documents are rendered before the run, as the background renderer does after issue: the first
// invoice's through the API (the real renderer stores it), the others as copies of its bytes.
const first = await sql<{ id: string }>`SELECT id FROM invoice WHERE tenant_id = ${tenantId}::uuid ORDER BY invoice_number LIMIT 1`.execute(
  db,
);
const firstId = first.rows[0]!.id;
const rendered = await fetch(`${api.address}/v1/invoice/document`, {
  method: 'POST',
  headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
  body: JSON.stringify({ id: firstId }),
});
if (rendered.status !== 200) throw new Error(`invoice/document: ${rendered.status} ${await rendered.text()}`);
const pdfBytes = (await rendered.arrayBuffer()).byteLength;
await sql`
  INSERT INTO document (tenant_id, id, kind, number, customer_id, counterparty_name, issue_date, total, pdf, pdf_sha256, html, html_sha256, render_time)
  SELECT i.tenant_id, i.id, 'INVOICE', i.invoice_number, i.customer_id, i.recipient->>'customerName', i.issue_date, i.total,
    f.pdf, f.pdf_sha256, f.html, f.html_sha256, now()
  FROM invoice i, document f
  WHERE i.tenant_id = ${tenantId}::uuid AND f.tenant_id = i.tenant_id AND f.id = ${firstId}::uuid AND i.id <> f.id
`.execute(db);
await sql`DELETE FROM document_render WHERE tenant_id = ${tenantId}::uuid`.execute(db);
const unrendered = await sql<{ n: string }>`SELECT count(*) AS n FROM invoice i WHERE i.tenant_id = ${tenantId}::uuid
  AND NOT EXISTS (SELECT 1 FROM document d WHERE d.tenant_id = i.tenant_id AND d.id = i.id AND d.pdf IS NOT NULL)`.execute(db);
if (Number(unrendered.rows[0]!.n) !== 0) throw new Error(`${unrendered.rows[0]!.n} invoices have no stored document`);
process.stdout.write(
  `seeded ${N} invoices, their stored documents (PDF ${pdfBytes} bytes) and messages in ${((Date.now() - seeded) / 1000).toFixed(1)} s (provider ${provider.id})\n`,
);

const readUrl = (address: string) => `${address}/v1/customer/get?id=${customer.id}`;
const pending = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM mail_delivery WHERE tenant_id = ${tenantId}::uuid AND status = 'PENDING'`.execute(
        db,
      )
    ).rows[0]!.n,
  );
const mailEnv = {
  RUN_MAIL: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_POLL_MS: '50',
  MAIL_CONCURRENCY: process.env.MAIL_CONCURRENCY ?? '8',
  MAIL_CONCURRENCY_PER_TENANT: process.env.MAIL_CONCURRENCY ?? '8',
};

// Reads without and with the worker, alternated over three rounds (the machine's speed drifts); each
// server is warmed up for 2 s first. The worker sends while it is warmed up and read.
type Reads = Awaited<ReturnType<typeof wrk>>;
const rounds = { base: [] as Reads[], during: [] as Reads[], sentDuring: 0 };
let server = api;
for (let round = 0; round < 3; round++) {
  if (round > 0) server = await start({ RUN_MAIL: 'false' });
  await wrk(readUrl(server.address), 2);
  rounds.base.push(await wrk(readUrl(server.address), seconds));
  await stop(server.child);
  server = await start(mailEnv);
  await wrk(readUrl(server.address), 2);
  const before = accepted;
  rounds.during.push(await wrk(readUrl(server.address), seconds));
  rounds.sentDuring += accepted - before;
  await stop(server.child);
}

// Then the rest of the outbox with nothing else to do: messages/s and the process's CPU per message.
const left = await pending();
const drainer = await start(mailEnv);
const began = Date.now();
const cpuStart = cpuTimeUs(drainer.child);
while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 200));
const elapsed = (Date.now() - began) / 1000;
const cpuMail = cpuTimeUs(drainer.child) - cpuStart;
await stop(drainer.child);
await new Promise<void>((resolve) => smtp.close(() => resolve()));
await db.destroy();
await database.stop?.();

// Each round's reads while sending against the same round's reads without the worker; the median of the
// three rounds is the figure (one round disturbed by other work on the machine does not decide it).
const perRound = rounds.during.map((d, i) => 1 - d.rps / rounds.base[i]!.rps);
const slowdown = [...perRound].sort((a, b) => a - b)[1]!;
process.stdout.write(
  [
    `messages: ${left} of ${N} sent after the reads in ${elapsed.toFixed(1)} s = ${(left / elapsed).toFixed(1)} messages/s, ${accepted} accepted by the receiver in all`,
    `service CPU per message: ${(cpuMail / left / 1000).toFixed(1)} ms`,
    `point read without the worker: ${rounds.base.map((r) => r.rps.toFixed(0)).join(' / ')} req/s, p99 ${rounds.base.map((r) => r.p99).join(' / ')}`,
    `point read while sending (${rounds.sentDuring} messages sent during the ${3 * seconds} s of reads): ${rounds.during.map((r) => r.rps.toFixed(0)).join(' / ')} req/s, p99 ${rounds.during.map((r) => r.p99).join(' / ')}`,
    `slowdown per round: ${perRound.map((r) => `${(r * 100).toFixed(1)} %`).join(' / ')}; median ${(slowdown * 100).toFixed(1)} % (goal ≤ 10 %) — ${slowdown <= 0.1 ? 'met' : 'not met'}`,
  ].join('\n') + '\n',
);
