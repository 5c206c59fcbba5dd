import { idOption, parse, required, UsageError } from '../args';
import { withDatabase, type Io } from '../io';
import { ROLES, createOperator, listAllOperators, revokeOperator, roleOf, type Role } from '../../services/platform';
import type { OperatorRow } from '../../db/repos/operator.repo';

const USAGE =
  'usage: billing operator create --name NAME [--role OWNER|ADMIN|CLERK|VIEWER] [--providers ID,ID…] [--json] | billing operator list [--json] | billing operator revoke --id ID [--json]';

const record = (o: OperatorRow) => ({
  id: o.id,
  name: o.name,
  role: `ROLE_${roleOf(o.role)}`,
  providerIds: o.provider_ids,
  createTime: o.create_time.toISOString(),
  revokeTime: o.revoke_time ? o.revoke_time.toISOString() : null,
});

async function createCommand(rest: string[], io: Io): Promise<void> {
  const { values } = parse(rest, {
    name: { type: 'string' },
    role: { type: 'string' },
    providers: { type: 'string' },
    json: { type: 'boolean' },
  });
  const name = required(values, 'name');
  if (name.length > 200 || name.includes('\0')) throw new UsageError('--name must be at most 200 characters (no NUL)');
  const role = roleOption(values.role as string | undefined);
  const providerIds = providersOption(values.providers as string | undefined);
  const created = await withDatabase(io, (db) => createOperator(db, { name, role, providerIds }));
  const operator = { ...created.operator, role: `ROLE_${created.operator.role}` };
  delete (created as { row?: unknown }).row;
  if (values.json) io.out(JSON.stringify({ operator, token: created.token }));
  else {
    const scope = providerIds.length ? `providers ${providerIds.join(', ')}` : 'every provider';
    io.out(`Created operator ${operator.id} (${operator.name}, ${operator.role}, ${scope}): ${created.token}`);
    io.out('The token is shown once; keep it somewhere safe. Sign in to /console with it.');
  }
}

/** --role: OWNER (the default: the first operator must be able to do everything), ADMIN, CLERK or VIEWER; ROLE_… also accepted. */
function roleOption(value: string | undefined): Role {
  if (value === undefined) return 'OWNER';
  const bare = value.toUpperCase().replace(/^ROLE_/, '');
  if (!(ROLES as readonly string[]).includes(bare)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  return bare as Role;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** --providers: provider ids separated by commas; absent = every provider. */
function providersOption(value: string | undefined): string[] {
  if (value === undefined) return [];
  const ids = value.split(',').map((s) => s.trim());
  const bad = ids.find((id) => !UUID.test(id));
  if (bad !== undefined) throw new UsageError(`--providers must be provider ids (UUID) separated by commas: "${bad}" is not one`);
  return ids;
}

async function listCommand(rest: string[], io: Io): Promise<void> {
  const { values } = parse(rest, { json: { type: 'boolean' } });
  const operators = await withDatabase(io, (db) => listAllOperators(db));
  const rows = operators.map(record);
  if (values.json) io.out(JSON.stringify({ operators: rows }));
  else if (rows.length === 0) io.out('No operators.');
  else
    for (const r of rows)
      io.out(
        `${r.id}  ${r.name}  ${r.role}${r.providerIds.length ? ` [${r.providerIds.join(', ')}]` : ''}  (created ${r.createTime}${r.revokeTime ? `, revoked ${r.revokeTime}` : ''})`,
      );
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
