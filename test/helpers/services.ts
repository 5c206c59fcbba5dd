import { inject } from 'vitest';
import { createDb, type Db } from '../../src/db/db';
import { createProvider, operatorCallerNow } from '../../src/services/platform';
import type { Environment } from '../../src/services/kernel';
import type { ServiceCtx, SystemCtx } from '../../src/services/context';
import { appPorts } from '../../src/wiring';

/**
 * The service tier (docs/development.md "Tests"): use cases and jobs called directly on the run's
 * migrated database, with the real ports and no HTTP. RPC tests (test/helpers/app.ts) build on the
 * same database and tenants.
 */
export function testDatabaseUrl(): string {
  return inject('databaseUrl');
}

export interface ServiceTest {
  db: Db;
  /** The pool and the ports, as the scheduler and the CLI call services. */
  sys: SystemCtx;
  close(): Promise<void>;
}

export async function buildServiceTest(): Promise<ServiceTest> {
  const db = createDb(testDatabaseUrl(), 5);
  return { db, sys: { db, ports: appPorts() }, close: () => db.destroy() };
}

export interface TestTenant {
  providerId: string;
  sandboxKey: string;
  productionKey: string;
}

/** A fresh provider with both environments' keys; a high rate limit unless a test wants the default. */
export async function newTenant(db: Db, opts: { rateLimitPerMinute?: number | null; name?: string } = {}): Promise<TestTenant> {
  const rate = opts.rateLimitPerMinute === undefined ? 100_000 : opts.rateLimitPerMinute;
  const { provider, keys } = await createProvider(db, { name: opts.name ?? 'Test provider', rateLimitPerMinute: rate });
  return {
    providerId: provider.id,
    sandboxKey: keys.find((k) => k.environment === 'sandbox')!.key,
    productionKey: keys.find((k) => k.environment === 'production')!.key,
  };
}

/**
 * A use case's context for one environment of a provider, as an API key of it would have it; the
 * caller's `now` is read when this is called (the sandbox test clock, if set), so make a new one
 * after moving the clock.
 */
export async function serviceCtx(sys: SystemCtx, providerId: string, environment: Environment = 'sandbox'): Promise<ServiceCtx> {
  return { db: sys.db, ports: sys.ports, caller: await operatorCallerNow(sys.db, providerId, environment) };
}
