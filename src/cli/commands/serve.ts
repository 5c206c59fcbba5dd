import { parse } from '../args';
import { config, type Io } from '../io';
import { openDatabase } from '../../db/connect';
import { startServer } from '../../server';

export async function serveCommand(argv: string[], io: Io): Promise<void> {
  parse(argv, {});
  // Defence in depth: every known fault is handled where it happens (docs/errors.md); should one
  // slip through, it is logged and the process keeps serving the other requests.
  const survive = (kind: string) => (err: unknown) =>
    io.err(
      JSON.stringify({
        level: 50,
        time: Date.now(),
        msg: `${kind} (kept running)`,
        err: { message: (err as Error)?.message ?? String(err), stack: (err as Error)?.stack },
      }),
    );
  process.on('uncaughtException', survive('uncaught exception'));
  process.on('unhandledRejection', survive('unhandled rejection'));
  // stdout carries the log lines only: the banner (demo key, addresses) goes to stderr. A port that
  // cannot be listened on ends the command with one line (ListenError, exit 1), everything closed.
  const server = await startServer(config(io), io.err);
  await new Promise<void>((resolve) => {
    let stopping = false;
    // A terminal's Ctrl-C reaches the whole process group and npm forwards it once more: the first
    // signal starts the shutdown, repeats are ignored (a second listener-less SIGINT would kill us mid-way).
    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      io.err(`${signal === 'SIGINT' ? 'Ctrl-C' : signal}: finishing in-flight requests and stopping…`);
      server.stop().then(
        () => {
          io.err('Stopped.');
          resolve();
        },
        (err: unknown) => {
          io.err(`shutdown failed: ${(err as Error).message}`);
          resolve();
        },
      );
    };
    process.on('SIGINT', () => shutdown('SIGINT'));
    process.on('SIGTERM', () => shutdown('SIGTERM'));
  });
}

export async function migrateCommand(argv: string[], io: Io): Promise<void> {
  const { values } = parse(argv, { json: { type: 'boolean' } });
  const database = await openDatabase(config(io), { migrate: false, poolSize: 2 });
  try {
    const { migrate } = await import('../../db/db');
    const applied = await migrate(database.db);
    if (values.json) io.out(JSON.stringify({ applied }));
    else io.out(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await database.close();
  }
}
