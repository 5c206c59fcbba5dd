import { runCli } from '../../src/cli/main';
import type { Io } from '../../src/cli/io';
import { testDatabaseUrl } from './app';

/** Runs one CLI invocation in process against the test database: exit code and the lines printed. */
export async function cli(argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: { DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'silent' },
    isTty: false,
  };
  return { code: await runCli(argv, io), out, err };
}
