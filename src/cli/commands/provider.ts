import { parse, required, intOption, idOption, UsageError } from '../args';
import { withDatabase, type Io } from '../io';
import { createProvider, updateProviderSettings } from '../../services/provider.service';

const ROUNDINGS = ['ROUNDING_ROUND_DOWN', 'ROUNDING_ROUND_UP', 'ROUNDING_ROUND_HALF_UP'];

export async function providerCommand(argv: string[], io: Io): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub === 'create') {
    const { values } = parse(rest, { name: { type: 'string' }, 'rate-limit': { type: 'string' }, json: { type: 'boolean' } });
    const name = required(values, 'name');
    if (name.length > 200) throw new UsageError('--name must be at most 200 characters');
    const rateLimitPerMinute = intOption(values, 'rate-limit', 1, 1_000_000);
    const created = await withDatabase(io, (db) => createProvider(db, { name, rateLimitPerMinute }));
    if (values.json) {
      io.out(JSON.stringify({
        provider: { id: created.provider.id, name: created.provider.name },
        keys: created.keys.map((k) => ({ id: k.id, environment: k.environment, key: k.key })),
      }));
    } else {
      io.out(`Created provider ${created.provider.id} (${created.provider.name}).`);
      for (const k of created.keys) io.out(`  ${k.environment} key ${k.id}: ${k.key}`);
      io.out('The keys are shown once; keep them somewhere safe.');
    }
    return;
  }
  if (sub === 'update') {
    const { values } = parse(rest, {
      provider: { type: 'string' }, name: { type: 'string' }, 'rate-limit': { type: 'string' },
      'tax-rounding': { type: 'string' }, 'bill-run-hour': { type: 'string' }, json: { type: 'boolean' },
    });
    const providerId = idOption(values, 'provider');
    const taxRounding = values['tax-rounding'] as string | undefined;
    if (taxRounding !== undefined && !ROUNDINGS.includes(taxRounding)) throw new UsageError(`--tax-rounding must be one of ${ROUNDINGS.join(', ')}`);
    const input = {
      ...(typeof values.name === 'string' ? { name: values.name } : {}),
      rateLimitPerMinute: intOption(values, 'rate-limit', 1, 1_000_000),
      billRunHourJst: intOption(values, 'bill-run-hour', 0, 23),
      taxRounding,
    };
    if (Object.values(input).every((v) => v === undefined)) throw new UsageError('nothing to update: give --name, --rate-limit, --tax-rounding or --bill-run-hour');
    const updated = await withDatabase(io, (db) => updateProviderSettings(db, providerId, input));
    if (!updated) throw new UsageError(`provider ${providerId} not found`);
    if (values.json) io.out(JSON.stringify({ provider: { id: updated.id, name: updated.name, rateLimitPerMinute: updated.rate_limit_per_minute, taxRounding: updated.tax_rounding, billRunHourJst: updated.bill_run_hour_jst } }));
    else io.out(`Updated provider ${updated.id} (${updated.name}).`);
    return;
  }
  throw new UsageError('usage: billing provider create --name NAME [--rate-limit N] [--json] | billing provider update --provider ID [--name NAME] [--rate-limit N] [--tax-rounding R] [--bill-run-hour H]');
}
