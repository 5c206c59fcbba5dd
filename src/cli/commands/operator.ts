import { idOption, parse, required, UsageError } from '../args';
import { withDatabase, type Io } from '../io';
import { createOperator, listAllOperators, revokeOperator } from '../../services/platform';
import type { OperatorRow } from '../../db/repos/operator.repo';

const USAGE =
  'usage: billing operator create --name NAME [--json] | billing operator list [--json] | billing operator revoke --id ID [--json]';

const record = (o: OperatorRow) => ({
  id: o.id,
  name: o.name,
  createTime: o.create_time.toISOString(),
  revokeTime: o.revoke_time ? o.revoke_time.toISOString() : null,
});

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
  const rows = operators.map(record);
  if (values.json) io.out(JSON.stringify({ operators: rows }));
  else if (rows.length === 0) io.out('No operators.');
  else for (const r of rows) io.out(`${r.id}  ${r.name}  (created ${r.createTime}${r.revokeTime ? `, revoked ${r.revokeTime}` : ''})`);
}

/** Revokes an operator: its token and its console sessions stop working at once (docs/console.md "Operators"). */
async function revokeCommand(rest: string[], io: Io): Promise<void> {
  const { values } = parse(rest, { id: { type: 'string' }, json: { type: 'boolean' } });
  const id = idOption(values, 'id');
  const revoked = record(await withDatabase(io, (db) => revokeOperator(db, id)));
  if (values.json) io.out(JSON.stringify({ operator: revoked }));
  else io.out(`Revoked operator ${revoked.id} (${revoked.name}) at ${revoked.revokeTime}; its sessions have ended.`);
}

/** `billing operator …`: the people who sign in to the console (docs/console.md "Operators"). */
export async function operatorCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub === 'create') return createCommand(rest, io);
  if (sub === 'list') return listCommand(rest, io);
  if (sub === 'revoke') return revokeCommand(rest, io);
  throw new UsageError(USAGE);
}
