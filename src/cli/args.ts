import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A bad command line: printed as one line, exit code 2. */
export class UsageError extends Error {}

export type Options = NonNullable<ParseArgsConfig['options']>;

export function parse(
  argv: string[],
  options: Options,
  positionals = 0,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const res = parseArgs({ args: argv, options, allowPositionals: positionals > 0, strict: true });
    if (res.positionals.length > positionals) throw new UsageError(`unexpected argument: ${res.positionals[positionals]}`);
    return { values: res.values as Record<string, string | boolean | undefined>, positionals: res.positionals };
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError((err as Error).message.split('\n')[0] ?? 'bad arguments');
  }
}

export function required(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

export function intOption(values: Record<string, unknown>, name: string, min: number, max: number): number | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new UsageError(`--${name} must be a whole number between ${min} and ${max}`);
  }
  return Number(v);
}

export function environmentOption(values: Record<string, unknown>): 'sandbox' | 'production' {
  const env = required(values, 'environment');
  if (env !== 'sandbox' && env !== 'production') throw new UsageError('--environment must be sandbox or production');
  return env;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function idOption(values: Record<string, unknown>, name: string): string {
  const v = required(values, name);
  if (!UUID.test(v)) throw new UsageError(`--${name} must be an id (UUID)`);
  return v;
}
