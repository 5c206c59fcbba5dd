import type { Db, Queryable } from '../db/db';
import { getProvider, insertProvider, insertTenant, updateProvider, countProviders, type ProviderRow } from '../db/repos/provider.repo';
import { newId } from '../lib/ids';
import { createApiKey, type CreatedKey } from './apikey.service';
import type { Caller } from './caller';
import { notFound } from '../api/errors';

export interface CreatedProvider {
  provider: ProviderRow;
  keys: CreatedKey[];
}

export interface ProviderCreateInput {
  name: string;
  rateLimitPerMinute?: number | null;
}

/** Creates a provider, its sandbox and production tenants, and one API key per environment. */
export async function createProvider(db: Db, input: ProviderCreateInput): Promise<CreatedProvider> {
  return db.transaction().execute(async (trx) => {
    const provider = await insertProvider(trx, {
      id: newId(),
      name: input.name,
      rate_limit_per_minute: input.rateLimitPerMinute ?? null,
    });
    await insertTenant(trx, { id: newId(), provider_id: provider.id, environment: 'sandbox' });
    await insertTenant(trx, { id: newId(), provider_id: provider.id, environment: 'production' });
    const keys = [await createApiKey(trx, provider.id, 'sandbox'), await createApiKey(trx, provider.id, 'production')];
    return { provider, keys };
  });
}

export interface ProviderUpdateInput {
  name?: string;
  rateLimitPerMinute?: number | null;
  taxRounding?: string;
  billRunHourJst?: number;
}

export async function updateProviderSettings(db: Queryable, providerId: string, input: ProviderUpdateInput): Promise<ProviderRow | undefined> {
  return updateProvider(db, providerId, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.rateLimitPerMinute !== undefined ? { rate_limit_per_minute: input.rateLimitPerMinute } : {}),
    ...(input.taxRounding !== undefined ? { tax_rounding: input.taxRounding } : {}),
    ...(input.billRunHourJst !== undefined ? { bill_run_hour_jst: input.billRunHourJst } : {}),
  });
}

/** The caller's own provider. */
export async function getCallerProvider(db: Queryable, caller: Caller): Promise<ProviderRow> {
  const provider = await getProvider(db, caller.providerId);
  if (!provider) throw notFound('provider');
  return provider;
}

export async function hasAnyProvider(db: Queryable): Promise<boolean> {
  return (await countProviders(db)) > 0;
}
