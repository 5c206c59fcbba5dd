import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { setTestClock } from '../../src/db/repos/testclock.repo';
import { runCli } from '../../src/cli/main';
import type { Io } from '../../src/cli/io';
import { formatDuration, progress, progressLine } from '../../src/cli/progress';
import { createDb, type Db } from '../../src/db/db';
import { buildTestApp, client, newTenant, testDatabaseUrl } from '../helpers/app';
import { billingWorld, storeContract } from '../helpers/factories/billing';

describe('progress line', () => {
  it('shows the bar, the fraction, the rate and the time left', () => {
    expect(progressLine('bill run', 'contracts', 2_500, 10_000, 5_000, '2500 billings')).toBe(
      'bill run [######..................]  25% 2500/10000 contracts 500/s ETA 15s 2500 billings',
    );
    expect(progressLine('import', 'entries', 0, 4, 0)).toBe('import [........................]   0% 0/4 entries 0/s ETA --');
    expect(progressLine('import', 'entries', 4, 4, 2_000)).toBe('import [########################] 100% 4/4 entries 2/s ETA 0s');
    expect([formatDuration(59.4), formatDuration(61), formatDuration(3_725)]).toEqual(['59s', '1m01s', '1h02m']);
  });

  it('on a (fake) terminal: redrawn in place at most every 100 ms, the last state always, cleared at the end', () => {
    const written: string[] = [];
    let now = 0;
    const bar = progress({ isTty: true, write: (s) => written.push(s) }, 'run', 'contracts', 1_000, () => now);
    now = 1_000;
    bar.update(100);
    now = 1_050;
    bar.update(150); // within 100 ms of the last draw: skipped
    now = 2_000;
    bar.update(400);
    now = 2_010;
    bar.update(1_000); // the last state is always drawn
    bar.finish();
    expect(written).toEqual([
      '\rrun [##......................]  10% 100/1000 contracts 100/s ETA 9s\x1b[K',
      '\rrun [##########..............]  40% 400/1000 contracts 200/s ETA 3s\x1b[K',
      '\rrun [########################] 100% 1000/1000 contracts 498/s ETA 0s\x1b[K',
      '\r\x1b[K',
    ]);
  });

  it('writes nothing when the output is not a terminal', () => {
    const written: string[] = [];
    const bar = progress({ isTty: false, write: (s) => written.push(s) }, 'run', 'contracts', 10);
    bar.update(5);
    bar.finish();
    expect(written).toEqual([]);
  });
});

describe('progress of the CLI commands on a fake terminal', () => {
  let db: Db;
  beforeAll(() => {
    db = createDb(testDatabaseUrl(), 2);
  });
  afterAll(async () => {
    await db.destroy();
  });

  async function cliOnTty(argv: string[]): Promise<{ code: number; out: string[]; tty: string }> {
    const out: string[] = [];
    let tty = '';
    const io: Io = {
      out: (l) => out.push(l),
      err: (l) => out.push(l),
      env: { DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'silent' },
      isTty: true,
      write: (s) => (tty += s),
    };
    return { code: await runCli(argv, io), out, tty };
  }

  it('catalog import counts the entries of the file', async () => {
    const tenant = await newTenant(db);
    const file = join(__dirname, '../../docs/examples/catalog.yaml');
    const res = await cliOnTty(['catalog', 'import', file, '--provider', tenant.providerId, '--environment', 'sandbox']);
    expect(res.code).toBe(0);
    const lines = res.tty.split('\r').filter(Boolean);
    expect(lines[0]).toMatch(/^catalog import \[#*\.*\] +\d+% 1\/\d+ entries \d+\/s ETA \S+/);
    expect(lines[0]!.endsWith('\x1b[K')).toBe(true);
    expect(lines.at(-2)).toMatch(/^catalog import \[#{24}\] 100% (\d+)\/\1 entries /);
    expect(lines.at(-1)).toBe('\x1b[K');
  });

  it('bill-run shows its total of contracts, the billings so far, and clears the line', async () => {
    const t = await buildTestApp();
    try {
      const tenant = await newTenant(t.db);
      const world = await billingWorld(t.db, client(t.app, tenant.sandboxKey), tenant.providerId);
      for (let i = 0; i < 3; i++) await storeContract(t.db, world, { start: '2031-04-01' });
      await setTestClock(t.db, world.tenantId, new Date('2031-05-01T00:00:00+09:00'));
      const res = await cliOnTty(['bill-run', '--provider', tenant.providerId, '--environment', 'sandbox', '--as-of', '2031-05-01']);
      expect(res.code).toBe(0);
      expect(res.out.join('\n')).toMatch(/Bill run as of 2031-05-01: 1 tenants, 3 contracts seen, 6 billings created/);
      expect(res.tty.split('\r').filter(Boolean)).toEqual([
        expect.stringMatching(/^bill run \[#{24}\] 100% 3\/3 contracts \d+\/s ETA 0s 6 billings/),
        '\x1b[K',
      ]);
    } finally {
      await t.close();
    }
  });
});
