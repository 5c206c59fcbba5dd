import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, runBilling } from '../helpers/process';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** No DATABASE_URL: the embedded PostgreSQL under DATA_DIR. */
function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  return { DATABASE_URL: '', DATA_DIR: dataDir };
}

async function providerOf(address: string, key: string) {
  const res = await fetch(`${address}/v1/provider/get`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as { provider: { id: string; name: string } } };
}

describe('npm start on an empty DATA_DIR, then a restart', () => {
  it('initialises, prints the demo key once, shares the instance with the CLI, stops cleanly and restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'billing-start-'));
    dirs.push(dataDir);
    const first = await startServerProcess(embeddedEnv(dataDir));
    const key = /Sandbox key +(sk_sandbox_\S+) +\(shown once: keep it\)/.exec(first.output())?.[1];
    expect(key).toBeDefined();
    expect(await fetch(`${first.address}/hc`).then((r) => r.json())).toEqual({ status: 'SERVING' });
    const { status, body } = await providerOf(first.address, key!);
    expect(status).toBe(200);
    expect(body.provider.name).toBe('Demo provider');

    // A CLI command while the server runs uses the same PostgreSQL instance and leaves it running.
    const pidBefore = (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0];
    const listed = await runBilling(['key', 'list', '--provider', body.provider.id, '--json'], embeddedEnv(dataDir));
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout).keys).toHaveLength(2);
    const pidAfter = (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0];
    expect(pidAfter).toBe(pidBefore);
    expect((await providerOf(first.address, key!)).status).toBe(200);

    expect(await first.stop('SIGTERM')).toBe(0);
    await expect(readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).rejects.toThrow();

    const second = await startServerProcess(embeddedEnv(dataDir));
    expect(second.output()).not.toContain('Sandbox key  ');
    expect((await providerOf(second.address, key!)).body.provider.id).toBe(body.provider.id);
    expect(await second.stop('SIGINT')).toBe(0);
  }, 120_000);

  it('a CLI command with no server running starts the instance for its own run and stops it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'billing-cli-'));
    dirs.push(dataDir);
    const res = await runBilling(['provider', 'create', '--name', 'Solo', '--json'], embeddedEnv(dataDir));
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout).provider.name).toBe('Solo');
    await expect(readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).rejects.toThrow();
  }, 60_000);
});
