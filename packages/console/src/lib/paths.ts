import type { Environment } from '../api/types';
import { BASE } from './router';

export type Env = 'sandbox' | 'production';

/** One tenant of the console's pages: a provider in one environment. */
export interface Tenant {
  providerId: string;
  env: Env;
}

export const environmentOf = (env: Env): Environment => (env === 'sandbox' ? 'ENVIRONMENT_SANDBOX' : 'ENVIRONMENT_PRODUCTION');

/** The body fields naming the tenant of an /admin/v1/tenant/… call. */
export const scope = (t: Tenant) => ({ providerId: t.providerId, environment: environmentOf(t.env) });

const enc = encodeURIComponent;

export const to = {
  home: () => `${BASE}/`,
  newProvider: () => `${BASE}/providers/new`,
  operators: () => `${BASE}/operators`,
  audit: () => `${BASE}/audit`,
  provider: (providerId: string) => `${BASE}/providers/${enc(providerId)}`,
  tenant: (t: Tenant) => `${BASE}/providers/${enc(t.providerId)}/${t.env}`,
  customers: (t: Tenant, query = '') => `${to.tenant(t)}/customers${query}`,
  customer: (t: Tenant, id: string) => `${to.tenant(t)}/customers/${enc(id)}`,
  contract: (t: Tenant, id: string) => `${to.tenant(t)}/contracts/${enc(id)}`,
  billing: (t: Tenant, id: string) => `${to.tenant(t)}/billings/${enc(id)}`,
  /** A month's invoices (YYYY-MM); without a month, the month of the tenant's clock. */
  invoices: (t: Tenant, month = '') => `${to.tenant(t)}/invoices${month ? `?${new URLSearchParams({ month })}` : ''}`,
  invoice: (t: Tenant, id: string) => `${to.tenant(t)}/invoices/${enc(id)}`,
  documents: (t: Tenant) => `${to.tenant(t)}/documents`,
  /** Unpaid billings, the filters in the query (pages/unpaid.tsx). */
  unpaid: (t: Tenant, query?: URLSearchParams) => `${to.tenant(t)}/unpaid${query && query.size > 0 ? `?${query}` : ''}`,
  dashboard: (t: Tenant) => `${to.tenant(t)}/dashboard`,
  /** A closed month's journal (YYYY-MM); without a month, the month before the tenant's clock. */
  journal: (t: Tenant, month = '') => `${to.tenant(t)}/journal${month ? `?${new URLSearchParams({ month })}` : ''}`,
  /** The unmatched queue of bank statement lines (pages/unmatched.tsx). */
  unmatched: (t: Tenant) => `${to.tenant(t)}/unmatched`,
  /** Imported bank statements (history) and the import form (pages/statements.tsx). */
  statements: (t: Tenant) => `${to.tenant(t)}/statements`,
  statement: (t: Tenant, id: string) => `${to.tenant(t)}/statements/${enc(id)}`,
  billRuns: (t: Tenant) => `${to.tenant(t)}/billruns`,
  testClock: (t: Tenant) => `${to.tenant(t)}/testclock`,
};
