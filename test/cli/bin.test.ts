import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, readlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabaseUrl } from '../helpers/app';

// The `billing` command reached the ways a user reaches it: npm's bin links (a global install, a
// project's node_modules/.bin), `npx billing` in the checkout, and `npm start`'s process tree.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  const child = spawn(command, args, { cwd, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

const npmQuiet = ['--no-audit', '--no-fund', '--offline', '--loglevel=error'];

/** `--help` prints the usage and exits 0; a database command prints its JSON: both prove the CLI ran. */
async function expectWorkingCli(bin: string, cwd: string): Promise<void> {
  const help = await run(bin, ['--help'], cwd);
  expect(help.code).toBe(0);
  expect(help.stdout).toMatch(/^usage: billing <command>/);
  const listed = await run(bin, ['provider', 'list', '--json'], cwd, { DATABASE_URL: testDatabaseUrl() });
  expect(listed.stderr).toBe('');
  expect(listed.code).toBe(0);
  expect(JSON.parse(listed.stdout)).toEqual({ providers: expect.any(Array) });
}

describe('the billing bin, however it is invoked', () => {
  it('through the symlink a global install makes (PREFIX/bin/billing)', async () => {
    const prefix = await tempDir('billing-global-');
    const installed = await run('npm', ['install', '--global', '--prefix', prefix, ...npmQuiet, ROOT], ROOT);
    expect(installed.code).toBe(0);
    expect(await readlink(join(prefix, 'bin', 'billing'))).toMatch(/bin\/billing\.js$/);
    await expectWorkingCli(join(prefix, 'bin', 'billing'), prefix);
  }, 60_000);

  it("through a project's node_modules/.bin/billing when installed as a dependency", async () => {
    const project = await tempDir('billing-dep-');
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
    const installed = await run('npm', ['install', '--no-save', ...npmQuiet, ROOT], project);
    expect(installed.code).toBe(0);
    await expectWorkingCli(join(project, 'node_modules', '.bin', 'billing'), project);
  }, 60_000);

  it('through `npx billing` in the checkout', async () => {
    const help = await run('npx', ['--offline', 'billing', '--help'], ROOT);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: billing <command>/);
    const listed = await run('npx', ['--offline', 'billing', 'provider', 'list', '--json'], ROOT, { DATABASE_URL: testDatabaseUrl() });
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual({ providers: expect.any(Array) });
  }, 60_000);

  it('bad arguments through npx: exit 2 and one line on stderr', async () => {
    const res = await run('npx', ['--offline', 'billing', 'provider', 'frobnicate'], ROOT);
    expect(res.code).toBe(2);
    // npm may add its own warnings (its configuration on this machine); ours is one line.
    const ours = res.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('npm '));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/^billing: usage: billing provider create/);
  }, 60_000);
});

/** Whether any process of the process group is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(cond: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (cond()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return cond();
}

describe('npm start stops with its server, leaving no orphan', () => {
  // npm runs the script through `sh -c`; the script execs node, so npm's forwarded signal reaches the
  // server itself. Its own process group lets us check that nothing of the tree survives.
  it.each([
    ['SIGTERM to npm (a supervisor stopping it)', 'npm' as const, 'SIGTERM' as const],
    ['SIGINT to the whole group (Ctrl-C on a terminal)', 'group' as const, 'SIGINT' as const],
  ])(
    '%s',
    async (_label, target, signal) => {
      const child = spawn('npm', ['start', '--silent'], {
        cwd: ROOT,
        detached: true,
        env: { ...process.env, DATABASE_URL: testDatabaseUrl(), PORT: '0', LOG_LEVEL: 'warn', RUN_JOBS: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const pgid = child.pid!;
      try {
        expect(await waitUntil(() => /Listening on http/.test(out), 45_000)).toBe(true);
        const address = /Listening on (http:\/\/\S+)/.exec(out)![1]!;
        expect((await fetch(`${address}/hc`)).status).toBe(200);

        if (target === 'npm') process.kill(pgid, signal);
        else process.kill(-pgid, signal);
        await exited;
        expect(await waitUntil(() => !groupAlive(pgid), 20_000)).toBe(true);
        await expect(fetch(`${address}/hc`)).rejects.toThrow();
        expect(out).toContain(`${signal === 'SIGINT' ? 'Ctrl-C' : signal}: finishing in-flight requests and stopping…`);
        expect(out).toContain('Stopped.');
      } finally {
        if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
      }
    },
    90_000,
  );
});
