import { UsageError } from './args';
import type { Io } from './io';
import { ConfigError } from '../lib/config';
import { userInfo } from 'node:os';
import { withAuditScope } from '../lib/audit-scope';
import { newId } from '../lib/ids';
import { serveCommand, migrateCommand } from './commands/serve';
import { providerCommand } from './commands/provider';
import { keyCommand } from './commands/key';
import { operatorCommand } from './commands/operator';
import { billRunCommand } from './commands/bill-run';
import { catalogCommand } from './commands/catalog';
import { invoiceCommand } from './commands/invoice';
import { exportCommand } from './commands/export';
import { auditCommand } from './commands/audit';

const USAGE = `usage: billing <command>
  serve                                   start the HTTP server (what npm start runs)
  migrate [--json]                        apply pending database migrations
  provider create --name NAME [--rate-limit N] [--json]
  provider list [--json]
  provider update --provider ID [--name NAME] [--rate-limit N] [--tax-rounding R] [--bill-run-hour H]
                  [--invoice-number-prefix P] [--registration-number T0000000000000] [--legal-name N]
                  [--address A] [--phone-number P] [--bank-account TEXT] [--invoice-note TEXT] [--json]
  key create --provider ID --environment sandbox|production [--expires T] [--json]
  key list --provider ID [--json]
  key revoke --key-id ID [--json]
  operator create --name NAME [--role OWNER|ADMIN|CLERK|VIEWER] [--providers ID,ID…] [--json]
                                          a console operator and its token (shown once)
  operator list [--json]
  catalog import FILE --provider ID --environment sandbox|production [--json]
  bill-run [--as-of YYYY-MM-DD] [--provider ID] [--concurrency N] [--json]
  invoice render --billing-id ID [--format pdf|html] --out FILE [--json]
  export --provider ID --environment sandbox|production --resource customers|contracts|billings|usage
         [--format ndjson|csv] [--out FILE]
  audit verify [--tenant ID] [--json]     check the audit log's hash chains; names the first broken entry`;

const commands: Record<string, (argv: string[], io: Io) => Promise<void>> = {
  serve: serveCommand,
  migrate: migrateCommand,
  provider: providerCommand,
  key: keyCommand,
  operator: operatorCommand,
  'bill-run': billRunCommand,
  catalog: catalogCommand,
  invoice: invoiceCommand,
  export: exportCommand,
  audit: auditCommand,
};

/** Who a CLI command acts as in the audit log: the system, as `cli:<local user>`, the action `cli <command> <subcommand>`. */
function cliScope(name: string, rest: string[]) {
  const sub = rest[0] && !rest[0].startsWith('-') ? ` ${rest[0]}` : '';
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // no user name on this system (a container without /etc/passwd entry): keep 'unknown'
  }
  return { actor: { type: 'ACTOR_SYSTEM', id: `cli:${user}` }, action: `cli ${name}${sub}`, requestId: newId() } as const;
}

/** Runs one CLI invocation; returns the exit code (0 ok, 1 failure, 2 bad arguments or configuration). */
export async function runCli(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? io.out : io.err)(USAGE);
    return name ? 0 : 2;
  }
  const command = commands[name];
  try {
    if (!command) throw new UsageError(`unknown command "${name}" (run "billing --help")`);
    // Every change a command makes is recorded as the CLI's, under the local user's name (docs/records.md); `serve` is the server's own.
    if (name === 'serve') await command(rest, io);
    else await withAuditScope(cliScope(name, rest), () => command(rest, io));
    return 0;
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      io.err(`billing: ${err.message}`);
      return 2;
    }
    io.err(`billing: ${(err as Error).message?.split('\n')[0] ?? String(err)}`);
    return 1;
  }
}

/** Runs the CLI on this process's arguments and streams; bin/billing.js calls it, whatever name the bin is invoked by. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const io: Io = {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
    env: process.env,
    isTty: Boolean(process.stdout.isTTY),
    errIsTty: Boolean(process.stderr.isTTY),
    write: (text) => process.stdout.write(text),
  };
  process.exitCode = await runCli(argv, io);
}
