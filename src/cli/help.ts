/**
 * The help of every command (docs/cli.md): plain text, kept apart from the commands so that
 * `billing --help` and `billing <command> --help` answer without loading any of them.
 */

export const COMMAND_NAMES = [
  'serve',
  'migrate',
  'provider',
  'key',
  'operator',
  'catalog',
  'bill-run',
  'invoice',
  'bankstatement',
  'export',
  'journal',
  'audit',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

const ENV_NOTE = `The database is DATABASE_URL's, or the embedded PostgreSQL under DATA_DIR (docs/configuration.md).`;

/** Each command's synopsis (one line or a few) and what it does. */
export const HELP: Record<CommandName, { synopsis: string[]; about: string }> = {
  serve: {
    synopsis: ['serve'],
    about: `Starts the HTTP server (what npm start runs): migrations, a demo provider on an empty database,
then the API, its reference (/docs) and the console (/console). Ctrl-C or SIGTERM stops it cleanly.
PORT and HOST choose where it listens; a port in use is an error (exit 1).`,
  },
  migrate: {
    synopsis: ['migrate [--json]'],
    about: 'Applies pending database migrations (the server also does it on start).',
  },
  provider: {
    synopsis: [
      'provider create --name NAME [--rate-limit N] [--json]',
      'provider list [--json]',
      'provider update --provider ID [--name NAME] [--rate-limit N] [--tax-rounding R] [--bill-run-hour H]',
      '                [--invoice-number-prefix P] [--registration-number T0000000000000] [--legal-name N]',
      '                [--address A] [--phone-number P] [--bank-account TEXT] [--invoice-note TEXT] [--json]',
    ],
    about: `Creates, lists and changes providers (a provider has a sandbox and a production environment).
R: ROUNDING_ROUND_DOWN | ROUNDING_ROUND_UP | ROUNDING_ROUND_HALF_UP; H: 0..23 (JST).`,
  },
  key: {
    synopsis: [
      'key create --provider ID --environment sandbox|production [--expires T] [--json]',
      'key list --provider ID [--json]',
      'key revoke --key-id ID [--json]',
    ],
    about: 'Issues (shown once), lists and revokes API keys. T is an RFC 3339 expiry.',
  },
  operator: {
    synopsis: [
      'operator create --name NAME [--role OWNER|ADMIN|CLERK|VIEWER] [--providers ID,ID…] [--json]',
      'operator list [--json]',
      'operator revoke --id ID [--json]',
    ],
    about: `Console operators: create prints the token (op_…) once; sign in at /console with it. The role
(OWNER by default) decides what the operator may do; --providers limits it to those providers.`,
  },
  catalog: {
    synopsis: ['catalog import FILE --provider ID --environment sandbox|production [--json]'],
    about: 'Loads products, usage units, payment methods, custom fields and catalog items from a JSON or YAML file.',
  },
  'bill-run': {
    synopsis: ['bill-run [--as-of YYYY-MM-DD] [--provider ID] [--environment sandbox|production] [--concurrency N] [--json]'],
    about: `Runs the bill run now for every tenant (or one provider's two). --as-of defaults to today (JST) and
may not be later than the tenant's day: its test clock in the sandbox, today in production.`,
  },
  invoice: {
    synopsis: ['invoice render --billing-id ID [--format pdf|html] --out FILE [--json]'],
    about: `Writes a billing's qualified invoice document (PDF by default).`,
  },
  bankstatement: {
    synopsis: [
      'bankstatement import FILE --provider ID --environment sandbox|production',
      '       [--format transfer-notice|statement|csv] [--csv-columns date=1,amount=2,payer=4[,inquiry=N,header]] [--json]',
    ],
    about: `Imports a bank statement (全銀協 振込入金通知 or 入出金取引明細, or a CSV with a column mapping) and
matches its deposits to open invoices, all in one transaction (docs/collections.md).`,
  },
  journal: {
    synopsis: [
      'journal export --provider ID --environment sandbox|production --month YYYY-MM',
      '       --format freee|moneyforward|yayoi|csv [--out FILE]',
    ],
    about: `Writes a closed month's journal entries in the import layout of freee, Money Forward, 弥生 (Shift_JIS)
or as plain CSV, streamed with a progress bar (docs/accounting.md).`,
  },
  export: {
    synopsis: [
      'export --provider ID --environment sandbox|production --resource customers|contracts|billings|usage',
      '       [--format ndjson|csv] [--encoding utf-8|shift_jis] [--out FILE]',
    ],
    about: `Writes every record of one resource of a tenant. CSV is for people: a header row, the API's enum
names, customer names and invoice numbers, UTF-8 with a byte order mark (Excel) unless
--encoding shift_jis.`,
  },
  audit: {
    synopsis: ['audit verify [--tenant ID] [--json]'],
    about: `Checks the audit log's hash chains (every tenant's, or one) and names the first broken entry of
each broken chain (exit 1 when one is broken; docs/records.md).`,
  },
};

/** `billing --help`: every command's synopsis. */
export function usage(): string {
  const lines = ['usage: billing <command> [options]   (billing <command> --help for one command)', ''];
  for (const name of COMMAND_NAMES) for (const s of HELP[name].synopsis) lines.push(`  billing ${s}`);
  return lines.join('\n');
}

/** `billing <command> --help`. */
export function commandHelp(name: CommandName): string {
  const { synopsis, about } = HELP[name];
  return [...synopsis.map((s, i) => `${i === 0 ? 'usage:' : '      '} billing ${s}`), '', about, '', ENV_NOTE].join('\n');
}

export function isCommand(name: string): name is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(name);
}
