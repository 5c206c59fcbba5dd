/**
 * A two-node PostgreSQL cluster managed by Patroni, for the failover test (test/ha/failover.ha.ts)
 * and for trying failover by hand (docs/deployment.md "High availability"): one etcd, two Patroni
 * nodes running PostgreSQL 15 with synchronous replication, and HAProxy sending connections to
 * whichever node Patroni's REST API calls the primary. Everything listens on 127.0.0.1, on ports
 * of its own (HA_PORT_OFFSET shifts them all), with its data under one directory.
 *
 * PostgreSQL refuses to run as root: when this process is root, every program is started as the
 * `postgres` user and the directory is handed to it.
 * test/ha/up.ts starts one by hand.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { stringify } from 'yaml';

export const PG_BIN = process.env.HA_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface HaPorts {
  etcd: number;
  etcdPeer: number;
  haproxy: number;
  /** HAProxy's statistics page (CSV at /;csv): which server it sends connections to. */
  haproxyStats: number;
  pg: readonly [number, number];
  rest: readonly [number, number];
}

/** Unusual ports, so the machine's own PostgreSQL (5432) and etcd (2379) are never touched. */
export function haPorts(offset = Number(process.env.HA_PORT_OFFSET ?? 0)): HaPorts {
  return {
    etcd: 22379 + offset,
    etcdPeer: 22380 + offset,
    haproxy: 25000 + offset,
    haproxyStats: 25001 + offset,
    pg: [25432 + offset, 25433 + offset],
    rest: [28008 + offset, 28009 + offset],
  };
}

/** Patroni's timing (its dynamic configuration): loop_wait + 2 × retry_timeout ≤ ttl. */
export interface HaTiming {
  ttl: number;
  loopWait: number;
  retryTimeout: number;
}

export const TEST_TIMING: HaTiming = { ttl: 20, loopWait: 2, retryTimeout: 5 };

export interface HaNode {
  name: string;
  pgPort: number;
  restPort: number;
  dataDir: string;
  configFile: string;
  logFile: string;
}

export interface Member {
  name: string;
  role: string;
  state: string;
  timeline?: number;
  lag?: number | string;
}

const SCOPE = 'billing-ha';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The uid/gid to run the cluster's programs as: postgres when this process is root, else ourselves. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

async function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

async function getJson(url: string, timeoutMs = 1000): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body };
}

export class HaCluster {
  readonly nodes: HaNode[];
  private readonly children = new Map<string, ChildProcess>();
  private readonly owner = runAs();

  private constructor(
    readonly dir: string,
    readonly ports: HaPorts,
    readonly timing: HaTiming,
  ) {
    this.nodes = [0, 1].map((i) => {
      const name = `node${i + 1}`;
      return {
        name,
        pgPort: ports.pg[i]!,
        restPort: ports.rest[i]!,
        dataDir: join(dir, name, 'data'),
        configFile: join(dir, name, 'patroni.yml'),
        logFile: join(dir, name, 'patroni.log'),
      };
    });
  }

  /** The address every client uses: HAProxy, which forwards to the primary. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.ports.haproxy}/${database}`;
  }

  /** One node's PostgreSQL directly (to read a standby). */
  nodeUrl(name: string, database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.node(name).pgPort}/${database}`;
  }

  node(name: string): HaNode {
    const n = this.nodes.find((x) => x.name === name);
    if (!n) throw new Error(`no node ${name}`);
    return n;
  }

  static async start(opts: { dir?: string; ports?: HaPorts; timing?: HaTiming } = {}): Promise<HaCluster> {
    const ports = opts.ports ?? haPorts();
    for (const p of [ports.etcd, ports.etcdPeer, ports.haproxy, ports.haproxyStats, ...ports.pg, ...ports.rest])
      if (await portOpen(p)) throw new Error(`port ${p} is already in use (another HA run? set HA_PORT_OFFSET)`);
    const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'billing-ha-'));
    const cluster = new HaCluster(dir, ports, opts.timing ?? TEST_TIMING);
    cluster.writeConfigs();
    try {
      await cluster.startAll();
    } catch (err) {
      await cluster.stop({ keep: true });
      throw new Error(`${(err as Error).message}\n${cluster.logs()}`);
    }
    return cluster;
  }

  private writeConfigs(): void {
    const { dir, ports, timing } = this;
    for (const sub of ['etcd', 'node1', 'node2']) mkdirSync(join(dir, sub), { recursive: true, mode: 0o700 });
    for (const n of this.nodes) {
      const config = {
        scope: SCOPE,
        namespace: '/billing/',
        name: n.name,
        log: { level: 'INFO' },
        restapi: { listen: `127.0.0.1:${n.restPort}`, connect_address: `127.0.0.1:${n.restPort}` },
        etcd3: { hosts: [`127.0.0.1:${ports.etcd}`] },
        bootstrap: {
          dcs: {
            ttl: timing.ttl,
            loop_wait: timing.loopWait,
            retry_timeout: timing.retryTimeout,
            maximum_lag_on_failover: 1048576,
            // A crashed primary is not restarted in place: its synchronous standby takes over.
            primary_start_timeout: 0,
            synchronous_mode: true,
            postgresql: {
              use_pg_rewind: true,
              use_slots: true,
              parameters: {
                max_connections: 300,
                wal_level: 'replica',
                hot_standby: 'on',
                wal_log_hints: 'on',
                max_wal_senders: 10,
                max_replication_slots: 10,
                wal_keep_size: '256MB',
                // The test machine is small: no full checkpoints in the middle of the run.
                max_wal_size: '1GB',
              },
            },
          },
          initdb: [{ encoding: 'UTF8' }, { locale: 'C' }, 'data-checksums'],
        },
        postgresql: {
          listen: `127.0.0.1:${n.pgPort}`,
          connect_address: `127.0.0.1:${n.pgPort}`,
          data_dir: n.dataDir,
          bin_dir: PG_BIN,
          pgpass: join(dir, n.name, 'pgpass'),
          authentication: {
            superuser: { username: 'postgres', password: 'ha-superuser' },
            replication: { username: 'replicator', password: 'ha-replicator' },
            rewind: { username: 'postgres', password: 'ha-superuser' },
          },
          // Loopback only, for the test: production uses scram-sha-256 (docs/deployment.md).
          pg_hba: ['local all all trust', 'host replication replicator 127.0.0.1/32 trust', 'host all all 127.0.0.1/32 trust'],
          parameters: { unix_socket_directories: join(dir, n.name) },
        },
        tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
      };
      writeFileSync(n.configFile, stringify(config));
    }
    const [a, b] = this.nodes as [HaNode, HaNode];
    writeFileSync(
      join(dir, 'haproxy.cfg'),
      [
        'global',
        '  maxconn 2000',
        'defaults',
        '  mode tcp',
        '  retries 2',
        '  timeout connect 2s',
        '  timeout client 30m',
        '  timeout server 30m',
        '  timeout check 3s',
        'listen stats',
        '  mode http',
        `  bind 127.0.0.1:${ports.haproxyStats}`,
        '  stats enable',
        '  stats uri /',
        'listen billing_primary',
        `  bind 127.0.0.1:${ports.haproxy}`,
        '  option httpchk',
        '  http-check send meth GET uri /primary',
        '  http-check expect status 200',
        // Down after two failed checks, up after one: a failover costs about two seconds here.
        '  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions',
        `  server ${a.name} 127.0.0.1:${a.pgPort} maxconn 500 check port ${a.restPort}`,
        `  server ${b.name} 127.0.0.1:${b.pgPort} maxconn 500 check port ${b.restPort}`,
        '',
      ].join('\n'),
    );
    this.chownAll(dir);
  }

  private chownAll(path: string): void {
    if (!this.owner) return;
    chownSync(path, this.owner.uid, this.owner.gid);
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const p = join(path, entry.name);
      if (entry.isDirectory()) this.chownAll(p);
      else chownSync(p, this.owner.uid, this.owner.gid);
    }
  }

  /** Starts a program of the cluster in the background, its output appended to `log`. */
  private run(key: string, command: string, args: string[], log: string): ChildProcess {
    const fd = openSync(log, 'a');
    if (this.owner) chownSync(log, this.owner.uid, this.owner.gid);
    const env: NodeJS.ProcessEnv = { PATH: `${PG_BIN}:${process.env.PATH ?? '/usr/bin:/bin'}`, HOME: this.dir, LANG: 'C.UTF-8' };
    const child = spawn(command, args, { cwd: this.dir, env, stdio: ['ignore', fd, fd], ...(this.owner ?? {}) });
    child.on('error', (err) => appendFileSync(log, `\n[spawn failed: ${err.message}]\n`));
    this.children.set(key, child);
    // Every pid we start, for test/ha/run.sh to clean up should this process die first.
    if (child.pid) appendFileSync(join(this.dir, 'pids'), `${child.pid}\n`);
    return child;
  }

  private async startAll(): Promise<void> {
    const { dir, ports } = this;
    this.run(
      'etcd',
      'etcd',
      [
        '--name',
        'billing-etcd',
        '--data-dir',
        join(dir, 'etcd', 'data'),
        '--listen-client-urls',
        `http://127.0.0.1:${ports.etcd}`,
        '--advertise-client-urls',
        `http://127.0.0.1:${ports.etcd}`,
        '--listen-peer-urls',
        `http://127.0.0.1:${ports.etcdPeer}`,
        '--initial-advertise-peer-urls',
        `http://127.0.0.1:${ports.etcdPeer}`,
        '--initial-cluster',
        `billing-etcd=http://127.0.0.1:${ports.etcdPeer}`,
        '--initial-cluster-state',
        'new',
      ],
      join(dir, 'etcd', 'etcd.log'),
    );
    await this.waitFor('etcd to answer', 30_000, async () => (await getJson(`http://127.0.0.1:${ports.etcd}/health`)).status === 200);
    // The first node bootstraps (initdb) and becomes the leader; the second clones it.
    this.startPatroni('node1');
    await this.waitFor('node1 to become the primary', 60_000, async () => (await this.primary()) === 'node1');
    this.startPatroni('node2');
    await this.waitForSyncStandby('node2', 90_000);
    this.run('haproxy', 'haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], join(dir, 'haproxy.log'));
    // HAProxy (before 3.1) starts with every server up, until its first checks say otherwise.
    await this.waitFor('HAProxy to send connections to the primary only', 30_000, async () => {
      const up = await this.haproxyUp();
      return up.length === 1 && up[0] === (await this.primary()) && (await this.routesToPrimary());
    });
  }

  /** The servers HAProxy currently sends connections to (its statistics, as CSV). */
  async haproxyUp(): Promise<string[]> {
    const res = await fetch(`http://127.0.0.1:${this.ports.haproxyStats}/;csv`, { signal: AbortSignal.timeout(1000) });
    const lines = (await res.text()).split('\n');
    const header = lines[0]!.replace(/^# /, '').split(',');
    const col = (name: string) => header.indexOf(name);
    return lines
      .slice(1)
      .map((l) => l.split(','))
      .filter((f) => f[col('pxname')] === 'billing_primary' && this.nodes.some((n) => n.name === f[col('svname')]))
      .filter((f) => f[col('status')]?.startsWith('UP'))
      .map((f) => f[col('svname')]!);
  }

  startPatroni(name: string): void {
    const n = this.node(name);
    this.run(`patroni:${name}`, 'patroni', [n.configFile], n.logFile);
  }

  /** The members as Patroni reports them (from whichever REST API answers). */
  async members(): Promise<Member[]> {
    for (const n of this.nodes) {
      try {
        const { status, body } = await getJson(`http://127.0.0.1:${n.restPort}/cluster`);
        if (status === 200) return ((body as { members?: Member[] }).members ?? []) as Member[];
      } catch {
        // that node's Patroni is down: ask the other
      }
    }
    return [];
  }

  /** The node whose REST API answers 200 to GET /primary (what HAProxy checks), if any. */
  async primary(): Promise<string | undefined> {
    for (const n of this.nodes) {
      try {
        if ((await getJson(`http://127.0.0.1:${n.restPort}/primary`)).status === 200) return n.name;
      } catch {
        // down
      }
    }
    return undefined;
  }

  async waitForSyncStandby(name: string, timeoutMs: number): Promise<void> {
    await this.waitFor(`${name} to stream as the synchronous standby`, timeoutMs, async () => {
      const m = (await this.members()).find((x) => x.name === name);
      return m?.role === 'sync_standby' && ['running', 'streaming'].includes(m.state);
    });
  }

  /** A connection through HAProxy lands on a server that is not in recovery. */
  async routesToPrimary(): Promise<boolean> {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: this.url(), connectionTimeoutMillis: 2000 });
    c.on('error', () => undefined);
    try {
      await c.connect();
      const { rows } = await c.query<{ r: boolean }>('select pg_is_in_recovery() as r');
      return rows[0]?.r === false;
    } catch {
      return false;
    } finally {
      await c.end().catch(() => undefined);
    }
  }

  async waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    for (;;) {
      try {
        if (await check()) return Date.now() - started;
      } catch {
        // not yet
      }
      if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
      await sleep(200);
    }
  }

  /** The postmaster's pid of a node (from postmaster.pid), if it runs. */
  postmasterPid(name: string): number | undefined {
    const file = join(this.node(name).dataDir, 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
  }

  /** SIGKILLs a node's PostgreSQL: the postmaster and every process it started, at once (a crash). */
  killPostgres(name: string): number[] {
    const pid = this.postmasterPid(name);
    if (!pid) throw new Error(`${name}: PostgreSQL is not running`);
    const victims = [pid, ...childrenOf(pid)];
    for (const p of victims) {
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    return victims;
  }

  /** SIGKILLs a node's Patroni (its PostgreSQL keeps running until killed too). */
  killPatroni(name: string): void {
    this.children.get(`patroni:${name}`)?.kill('SIGKILL');
  }

  /** The last lines of every log, for a failure message. */
  logs(lines = 40): string {
    const files = [join(this.dir, 'etcd', 'etcd.log'), join(this.dir, 'haproxy.log'), ...this.nodes.map((n) => n.logFile)];
    return files
      .filter((f) => existsSync(f))
      .map((f) => `--- ${f}\n${readFileSync(f, 'utf8').split('\n').slice(-lines).join('\n')}`)
      .join('\n');
  }

  /** Stops everything it started (Patroni stops its PostgreSQL), then removes the directory unless kept. */
  async stop(opts: { keep?: boolean } = {}): Promise<void> {
    const patronis = [...this.children.entries()].filter(([k]) => k.startsWith('patroni:'));
    for (const [, child] of patronis) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(patronis.map(([, child]) => exited(child, 30_000)));
    for (const n of this.nodes) {
      const pid = this.postmasterPid(n.name);
      if (pid) {
        process.kill(pid, 'SIGQUIT');
        await sleep(500);
        if (alive(pid)) this.killPostgres(n.name);
      }
    }
    for (const key of ['haproxy', 'etcd']) {
      const child = this.children.get(key);
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child, 10_000);
      }
    }
    if (!opts.keep && process.env.HA_KEEP !== '1') rmSync(this.dir, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Direct children of a process, from /proc. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

async function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await Promise.race([
    new Promise<void>((resolve) => child.once('exit', () => resolve())),
    sleep(timeoutMs).then(() => {
      child.kill('SIGKILL');
    }),
  ]);
}
