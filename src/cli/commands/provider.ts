import { parse, required, intOption, idOption, UsageError } from '../args';
import { withDatabase, type Io } from '../io';
import {
  createProvider,
  updateProviderSettings,
  listAllProviders,
  INVOICE_NUMBER_PREFIX,
  ISSUER_TEXT_LIMITS,
  REGISTRATION_NUMBER,
} from '../../services/platform';
import type { ProviderRow } from '../../db/repos/provider.repo';

const ROUNDINGS = ['ROUNDING_ROUND_DOWN', 'ROUNDING_ROUND_UP', 'ROUNDING_ROUND_HALF_UP'];
const USAGE =
  'usage: billing provider create --name NAME [--rate-limit N] [--json]' +
  ' | billing provider list [--json]' +
  ' | billing provider update --provider ID [--name NAME] [--rate-limit N] [--tax-rounding R] [--bill-run-hour H] [--invoice-number-prefix P]' +
  ' [--registration-number T…] [--legal-name N] [--address A] [--phone-number P] [--bank-account TEXT] [--invoice-note TEXT] [--json]';

/** A provider as `provider list --json` and `provider update --json` print it. */
function providerJson(p: ProviderRow) {
  return {
    id: p.id,
    name: p.name,
    rateLimitPerMinute: p.rate_limit_per_minute,
    taxRounding: p.tax_rounding,
    billRunHourJst: p.bill_run_hour_jst,
    invoiceNumberPrefix: p.invoice_number_prefix,
    registrationNumber: p.registration_number,
    legalName: p.legal_name,
    address: p.address,
    phoneNumber: p.phone_number,
    bankAccount: p.bank_account,
    invoiceNote: p.invoice_note,
    createTime: p.create_time.toISOString(),
  };
}

async function createCommand(rest: string[], io: Io): Promise<void> {
  const { values } = parse(rest, { name: { type: 'string' }, 'rate-limit': { type: 'string' }, json: { type: 'boolean' } });
  const name = required(values, 'name');
  if (name.length > 200) throw new UsageError('--name must be at most 200 characters');
  const rateLimitPerMinute = intOption(values, 'rate-limit', 1, 1_000_000);
  const created = await withDatabase(io, (db) => createProvider(db, { name, rateLimitPerMinute }));
  if (values.json) {
    io.out(
      JSON.stringify({
        provider: { id: created.provider.id, name: created.provider.name },
        keys: created.keys.map((k) => ({ id: k.id, environment: k.environment, key: k.key })),
      }),
    );
  } else {
    io.out(`Created provider ${created.provider.id} (${created.provider.name}).`);
    for (const k of created.keys) io.out(`  ${k.environment} key ${k.id}: ${k.key}`);
    io.out('The keys are shown once; keep them somewhere safe.');
  }
}

async function listCommand(rest: string[], io: Io): Promise<void> {
  const { values } = parse(rest, { json: { type: 'boolean' } });
  const providers = await withDatabase(io, (db) => listAllProviders(db));
  if (values.json) {
    io.out(JSON.stringify({ providers: providers.map(providerJson) }));
    return;
  }
  if (providers.length === 0) io.out('No providers.');
  for (const p of providers) {
    const limit = p.rate_limit_per_minute === null ? 'default rate limit' : `${p.rate_limit_per_minute}/min`;
    const prefix = p.invoice_number_prefix === '' ? 'no invoice prefix' : `invoice prefix "${p.invoice_number_prefix}"`;
    io.out(
      `${p.id}  ${p.name}  (${limit}, ${p.tax_rounding}, bill run ${p.bill_run_hour_jst}:00 JST, ${prefix}, created ${p.create_time.toISOString()})`,
    );
  }
}

/** The free-text issuer settings of qualified invoices: option name → setting. */
const ISSUER_FLAGS = {
  'legal-name': 'legalName',
  address: 'address',
  'phone-number': 'phoneNumber',
  'bank-account': 'bankAccount',
  'invoice-note': 'invoiceNote',
} as const;
const ISSUER_OPTIONS = Object.fromEntries(Object.keys(ISSUER_FLAGS).map((k) => [k, { type: 'string' as const }]));

function issuerTexts(values: Record<string, unknown>): Partial<Record<(typeof ISSUER_FLAGS)[keyof typeof ISSUER_FLAGS], string>> {
  const out: Partial<Record<(typeof ISSUER_FLAGS)[keyof typeof ISSUER_FLAGS], string>> = {};
  for (const [flag, key] of Object.entries(ISSUER_FLAGS)) {
    const value = values[flag];
    if (typeof value !== 'string') continue;
    if (value.length > ISSUER_TEXT_LIMITS[key]) throw new UsageError(`--${flag} must be at most ${ISSUER_TEXT_LIMITS[key]} characters`);
    out[key] = value;
  }
  return out;
}

async function updateCommand(rest: string[], io: Io): Promise<void> {
  const { values } = parse(rest, {
    provider: { type: 'string' },
    name: { type: 'string' },
    'rate-limit': { type: 'string' },
    'tax-rounding': { type: 'string' },
    'bill-run-hour': { type: 'string' },
    'invoice-number-prefix': { type: 'string' },
    'registration-number': { type: 'string' },
    ...ISSUER_OPTIONS,
    json: { type: 'boolean' },
  });
  const providerId = idOption(values, 'provider');
  const taxRounding = values['tax-rounding'] as string | undefined;
  if (taxRounding !== undefined && !ROUNDINGS.includes(taxRounding))
    throw new UsageError(`--tax-rounding must be one of ${ROUNDINGS.join(', ')}`);
  const invoiceNumberPrefix = values['invoice-number-prefix'] as string | undefined;
  if (invoiceNumberPrefix !== undefined && !INVOICE_NUMBER_PREFIX.test(invoiceNumberPrefix)) {
    throw new UsageError('--invoice-number-prefix must be at most 20 letters, digits, "-" or "_" ("" removes the prefix)');
  }
  const registrationNumber = values['registration-number'] as string | undefined;
  if (registrationNumber !== undefined && !REGISTRATION_NUMBER.test(registrationNumber)) {
    throw new UsageError('--registration-number must be "T" and 13 digits, e.g. T1234567890123 ("" removes it)');
  }
  const input = {
    ...(typeof values.name === 'string' ? { name: values.name } : {}),
    registrationNumber,
    ...issuerTexts(values),
    rateLimitPerMinute: intOption(values, 'rate-limit', 1, 1_000_000),
    billRunHourJst: intOption(values, 'bill-run-hour', 0, 23),
    taxRounding,
    invoiceNumberPrefix,
  };
  if (Object.values(input).every((v) => v === undefined)) {
    throw new UsageError(
      'nothing to update: give --name, --rate-limit, --tax-rounding, --bill-run-hour, --invoice-number-prefix or an issuer setting',
    );
  }
  const updated = await withDatabase(io, (db) => updateProviderSettings(db, providerId, input));
  if (!updated) throw new UsageError(`provider ${providerId} not found`);
  if (values.json) io.out(JSON.stringify({ provider: providerJson(updated) }));
  else io.out(`Updated provider ${updated.id} (${updated.name}).`);
}

export async function providerCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub === 'create') return createCommand(rest, io);
  if (sub === 'list') return listCommand(rest, io);
  if (sub === 'update') return updateCommand(rest, io);
  throw new UsageError(USAGE);
}
