import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../helpers/app';
import { billingWorld, type BillingWorld } from '../../helpers/factories/billing';

/** One app per file; each scenario gets its own sandbox tenant, customer and payment method. */
export interface Scenario {
  c: Client;
  w: BillingWorld;
}

export async function scenario(t: TestApp, pm: Record<string, unknown> = {}): Promise<Scenario> {
  const tenant = await newTenant(t.db);
  const c = client(t.app, tenant.sandboxKey);
  return { c, w: await billingWorld(t.db, c, tenant.providerId, pm) };
}

export { buildTestApp };
