import { parse } from '../args';
import { config, type Io } from '../io';
import { openDatabase } from '../../db/connect';
import { startServer } from '../../server';

export async function serveCommand(argv: string[], io: Io): Promise<void> {
  parse(argv, {});
  const server = await startServer(config(io), io.out);
  await new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      io.err(`${signal} received: finishing in-flight requests and stopping`);
      server.stop().then(resolve, (err: unknown) => {
        io.err(`shutdown failed: ${(err as Error).message}`);
        resolve();
      });
    };
    process.once('SIGINT', () => shutdown('SIGINT'));
    process.once('SIGTERM', () => shutdown('SIGTERM'));
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
