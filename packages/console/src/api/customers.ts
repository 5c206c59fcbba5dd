import { ApiFailure, call } from './client';
import type { Customer } from './types';
import { scope, type Tenant } from '../lib/paths';

export type SearchBy = 'name' | 'managementId' | 'crmId';

/** How many customers one search shows: the first page of the answer. */
export const CUSTOMER_PAGE = 100;

/** What a search shows: its customers, and whether more match than it shows. */
export interface CustomerSearch {
  customers: Customer[];
  more: boolean;
}

async function byKey(tenant: Tenant, body: { optionalId: string } | { crmAccountId: string }, signal: AbortSignal) {
  try {
    return { customers: [(await call('/admin/v1/tenant/customer/get', { ...scope(tenant), ...body }, signal)).customer], more: false };
  } catch (e) {
    if (e instanceof ApiFailure && (e.status === 404 || e.status === 400)) return { customers: [], more: false };
    throw e;
  }
}

/**
 * Customers matching the search (docs/console-ui.md "Customer search"): a management id or CRM id names
 * at most one customer (customer/get); a name is searched by the server (customer/search: the name
 * contains the text, any case), by name; no text lists the customers in creation order. Either way the
 * first CUSTOMER_PAGE of them.
 */
export async function searchCustomers(tenant: Tenant, by: SearchBy, text: string, signal: AbortSignal): Promise<CustomerSearch> {
  const q = text.trim();
  if (q && by === 'managementId') return byKey(tenant, { optionalId: q }, signal);
  if (q && by === 'crmId') return byKey(tenant, { crmAccountId: q }, signal);
  const body = { ...scope(tenant), pageSize: CUSTOMER_PAGE };
  const page = q
    ? await call('/admin/v1/tenant/customer/search', { ...body, query: q }, signal)
    : await call('/admin/v1/tenant/customer/list', body, signal);
  return { customers: page.customers, more: page.nextPageToken !== '' };
}

/** Names of customers already read, by tenant and id: a customer's name is read once per page load. */
const names = new Map<string, string>();
const nameKey = (tenant: Tenant, id: string) => `${tenant.providerId}/${tenant.env}/${id}`;

/** The name of a customer read by customerNames, or its id until then (or when it could not be read). */
export function customerName(tenant: Tenant, id: string): string {
  return names.get(nameKey(tenant, id)) ?? id;
}

/** Reads the names of the customers not read yet (one customer/get each, in parallel); resolves when they are known. */
export async function customerNames(tenant: Tenant, ids: readonly string[], signal: AbortSignal): Promise<number> {
  const missing = [...new Set(ids)].filter((id) => !names.has(nameKey(tenant, id)));
  await Promise.all(
    missing.map((id) =>
      call('/admin/v1/tenant/customer/get', { ...scope(tenant), id }, signal).then(
        ({ customer }) => void names.set(nameKey(tenant, id), customer.name),
        () => undefined, // shown by its id
      ),
    ),
  );
  return missing.length;
}
