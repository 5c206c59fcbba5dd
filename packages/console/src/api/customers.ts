import { ApiFailure, call } from './client';
import type { Customer } from './types';
import { scope, type Tenant } from '../lib/paths';

export type SearchBy = 'name' | 'managementId' | 'crmId';

/** How many customers a name search reads at most (it filters the list in the browser). */
export const NAME_SEARCH_LIMIT = 2000;

async function byKey(tenant: Tenant, body: { optionalId: string } | { crmAccountId: string }, signal: AbortSignal) {
  try {
    return [(await call('/admin/v1/tenant/customer/get', { ...scope(tenant), ...body }, signal)).customer];
  } catch (e) {
    if (e instanceof ApiFailure && (e.status === 404 || e.status === 400)) return [];
    throw e;
  }
}

/**
 * Customers matching the search: a management id or CRM id names at most one customer (customer/get);
 * a name matches every customer whose name contains the text, ignoring case (the list, read page by
 * page up to NAME_SEARCH_LIMIT customers).
 */
export async function searchCustomers(tenant: Tenant, by: SearchBy, text: string, signal: AbortSignal): Promise<Customer[]> {
  const q = text.trim();
  if (q && by === 'managementId') return byKey(tenant, { optionalId: q }, signal);
  if (q && by === 'crmId') return byKey(tenant, { crmAccountId: q }, signal);
  const needle = q.toLowerCase();
  const found: Customer[] = [];
  let pageToken = '';
  let read = 0;
  do {
    const page = await call(
      '/admin/v1/tenant/customer/list',
      { ...scope(tenant), pageSize: 100, ...(pageToken ? { pageToken } : {}) },
      signal,
    );
    read += page.customers.length;
    found.push(...page.customers.filter((c) => c.name.toLowerCase().includes(needle)));
    pageToken = page.nextPageToken;
  } while (pageToken && read < NAME_SEARCH_LIMIT);
  return found;
}
