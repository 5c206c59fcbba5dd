import { parse, required, UsageError } from '../args';
import { withDatabase, type Io } from '../io';
import { createOperator, listAllOperators } from '../../services/platform';

const USAGE = 'usage: billing operator create --name NAME [--json] | billing operator list [--json]';

async function createCommand(rest: string[], io: Io): Promise<void> {
  const { values } = parse(rest, { name: { type: 'string' }, json: { type: 'boolean' } });
  const name = required(values, 'name');
  if (name.length > 200 || name.includes('\0')) throw new UsageError('--name must be at most 200 characters (no NUL)');
  const created = await withDatabase(io, (db) => createOperator(db, name));
  if (values.json) io.out(JSON.stringify(created));
  else {
    io.out(`Created operator ${created.operator.id} (${created.operator.name}): ${created.token}`);
    io.out('The token is shown once; keep it somewhere safe. Sign in to /console with it.');
  }
}

async function listCommand(rest: string[], io: Io): Promise<void> {
  const { values } = parse(rest, { json: { type: 'boolean' } });
  const operators = await withDatabase(io, (db) => listAllOperators(db));
  const rows = operators.map((o) => ({ id: o.id, name: o.name, createTime: o.create_time.toISOString() }));
  if (values.json) io.out(JSON.stringify({ operators: rows }));
  else if (rows.length === 0) io.out('No operators.');
  else for (const r of rows) io.out(`${r.id}  ${r.name}  (created ${r.createTime})`);
}

/** `billing operator …`: the people who sign in to the console (docs/console.md "Operators"). */
export async function operatorCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub === 'create') return createCommand(rest, io);
  if (sub === 'list') return listCommand(rest, io);
  throw new UsageError(USAGE);
}
