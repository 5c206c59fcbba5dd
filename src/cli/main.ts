import { UsageError } from './args';
import type { Io } from './io';
import { ConfigError } from '../lib/config';
import { userInfo } from 'node:os';
import { withAuditScope } from '../lib/audit-scope';
import { newId } from '../lib/ids';
import { commandHelp, isCommand, usage, type CommandName } from './help';

type Command = (argv: string[], io: Io) => Promise<void>;

/**
 * Each command is loaded only when it runs (the compiled CLI keeps each in its own chunk), so
 * `billing --help`, `billing <command> --help` and a bad argument answer without loading the
 * database driver, the server or the renderer.
 */
const commands: Record<CommandName, () => Promise<Command>> = {
  serve: async () => (await import('./commands/serve')).serveCommand,
  migrate: async () => (await import('./commands/serve')).migrateCommand,
  provider: async () => (await import('./commands/provider')).providerCommand,
  key: async () => (await import('./commands/key')).keyCommand,
  operator: async () => (await import('./commands/operator')).operatorCommand,
  'bill-run': async () => (await import('./commands/bill-run')).billRunCommand,
  catalog: async () => (await import('./commands/catalog')).catalogCommand,
  invoice: async () => (await import('./commands/invoice')).invoiceCommand,
  export: async () => (await import('./commands/export')).exportCommand,
  journal: async () => (await import('./commands/journal')).journalCommand,
  bankstatement: async () => (await import('./commands/bankstatement')).bankstatementCommand,
  audit: async () => (await import('./commands/audit')).auditCommand,
};

const HELP_FLAGS = ['--help', '-h'];

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
  if (!name || HELP_FLAGS.includes(name) || name === 'help') {
    const topic = rest[0];
    if (name === 'help' && topic && isCommand(topic)) io.out(commandHelp(topic));
    else (name ? io.out : io.err)(usage());
    return name ? 0 : 2;
  }
  try {
    if (!isCommand(name)) throw new UsageError(`unknown command "${name}" (run "billing --help")`);
    // `--help` anywhere before a `--` asks for the command's help, whatever else is on the line.
    const options = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
    if (options.some((a) => HELP_FLAGS.includes(a))) {
      io.out(commandHelp(name));
      return 0;
    }
    const command = await commands[name]();
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
    bytes: (data) => process.stdout.write(data),
  };
  process.exitCode = await runCli(argv, io);
}
