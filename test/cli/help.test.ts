import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cli } from '../helpers/cli';
import { COMMAND_NAMES } from '../../src/cli/help';
import { BIN } from '../helpers/process';

// `billing <command> --help` for every command (docs/cli.md): the synopsis and what it does, exit 0,
// without touching the database (the helper's DATABASE_URL is never opened for a help).

describe('billing <command> --help', () => {
  it.each(COMMAND_NAMES.map((name) => [name]))('%s --help prints its usage and exits 0', async (name) => {
    for (const argv of [
      [name, '--help'],
      [name, '-h'],
      ['help', name],
    ]) {
      const res = await cli(argv);
      expect(res.err).toEqual([]);
      expect(res.code).toBe(0);
      expect(res.out.join('\n')).toMatch(new RegExp(`^usage: billing ${name}\\b`));
    }
  });

  it('--help after a subcommand and options still answers the help (never "Unknown option")', async () => {
    const res = await cli(['export', '--provider', 'x', '--format', 'csv', '--help']);
    expect(res.code).toBe(0);
    expect(res.out[0]).toMatch(/^usage: billing export --provider ID/);
    const sub = await cli(['provider', 'update', '--help']);
    expect(sub.code).toBe(0);
    expect(sub.out.join('\n')).toContain('billing provider update --provider ID');
  });

  it('the overview lists every command', async () => {
    const res = await cli(['--help']);
    expect(res.code).toBe(0);
    for (const name of COMMAND_NAMES) expect(res.out[0]).toContain(`billing ${name}`);
  });

  it('an unknown command is exit 2 with one line', async () => {
    const res = await cli(['frobnicate', '--help']);
    expect(res.code).toBe(2);
    expect(res.err).toEqual(['billing: unknown command "frobnicate" (run "billing --help")']);
  });

  it('the installed bin runs the compiled CLI: export --help from dist/', () => {
    const res = spawnSync(process.execPath, [BIN, 'export', '--help'], { encoding: 'utf8' });
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/^usage: billing export/);
    expect(res.stdout).toContain('--encoding utf-8|shift_jis');
  });
});
