import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseUrl } from '../helpers/app';
import { BIN, runBilling, startServerProcess } from '../helpers/process';

// `billing serve` as a newcomer meets it (docs/cli.md "serve"): a port in use is one line and exit 1,
// the banner says where everything is, logs are for people on a terminal and JSON otherwise, and a
// terminal's Ctrl-C (which reaches the embedded PostgreSQL too) stops it without warnings.

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('billing serve', () => {
  it('a port in use: exit 1 with one line, nothing left open', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const res = await runBilling(['serve'], { DATABASE_URL: testDatabaseUrl(), PORT: String(port), LOG_LEVEL: 'warn' });
      expect(res.code).toBe(1);
      expect(res.stderr.trim().split('\n')).toEqual([
        `billing: cannot listen on 127.0.0.1:${port}: the port is in use (stop the other server or set PORT)`,
      ]);
      expect(res.stdout).toBe('');
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('the banner names the API, its reference, the console and how to make an operator; LOG_FORMAT=pretty writes one line a request', async () => {
    const s = await startServerProcess({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'info', LOG_FORMAT: 'pretty', RUN_JOBS: 'false' });
    try {
      const banner = s.output().slice(0, s.output().indexOf('Ctrl-C stops the server.'));
      expect(banner).toContain(`API reference  ${s.address}/docs`);
      expect(banner).toContain(`Console        ${s.address}/console`);
      expect(banner).toContain('billing operator create --name');
      expect((await fetch(`${s.address}/hc`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      const lines = s.stdout().trim().split('\n');
      expect(lines.some((l) => /^\d\d:\d\d:\d\d INFO {2}GET \/hc 200 \d+ ms$/.test(l))).toBe(true);
      expect(lines.every((l) => !l.startsWith('{'))).toBe(true);
    } finally {
      expect(await s.stop('SIGTERM')).toBe(0);
    }
  }, 60_000);

  it('logs are JSON lines when stdout is not a terminal (LOG_FORMAT unset)', async () => {
    const s = await startServerProcess({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'info', RUN_JOBS: 'false' });
    try {
      await fetch(`${s.address}/hc`);
      await new Promise((r) => setTimeout(r, 300));
      const lines = s.stdout().trim().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(JSON.parse(l)).toHaveProperty('level');
      expect(lines.map((l) => JSON.parse(l).msg)).toContain('request completed');
    } finally {
      await s.stop('SIGTERM');
    }
  }, 60_000);

  it("a terminal's Ctrl-C (SIGINT to the process group, embedded PostgreSQL included) stops cleanly without warnings", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'billing-ctrlc-'));
    dirs.push(dataDir);
    // detached: the server leads its own process group, as a shell's foreground job does.
    const child = spawn(process.execPath, [BIN, 'serve'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', RUN_WEBHOOKS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 90_000;
    while (!/Listening on (http:\/\/\S+)/.test(out) && Date.now() < deadline && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 100));
    const address = /Listening on (http:\/\/\S+)/.exec(out)![1]!;
    expect((await fetch(`${address}/hc`)).status).toBe(200);
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(out).toContain('Stopped.');
    expect(out).not.toMatch(/database connection lost|"level":[45]0/);
  }, 120_000);
});
