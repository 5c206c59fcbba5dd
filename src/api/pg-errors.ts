import { ApiError, invalidArgument, type ErrorDetail, type Reason } from '../lib/errors';

/**
 * PostgreSQL constraint and concurrency errors → the code a sequential run would have given
 * (docs/errors.md "Concurrent writes"). The services lock parent rows and map the unique indexes
 * they know, so these are a safety net: a race that slips past them is never a 500.
 */
export interface PgError {
  code: string;
  severity?: string;
  constraint?: string;
  message?: string;
}

export function isPgError(err: unknown): err is PgError {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as PgError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((err as PgError).code) &&
    'severity' in err
  );
}

/** Foreign keys: the parent a new row points at, as the request names it. */
const PARENT_OF: Record<string, { what: string; field: string }> = {
  customer_staff_tenant_id_customer_id_fkey: { what: 'customer', field: 'customerId' },
  customer_gateway_link_tenant_id_customer_id_fkey: { what: 'customer', field: 'customerId' },
  custom_field_value_tenant_id_master_id_fkey: { what: 'custom field master', field: 'customFields.masterId' },
  catalog_item_tenant_id_product_id_fkey: { what: 'product', field: 'productId' },
  catalog_charge_item_tenant_id_catalog_item_id_fkey: { what: 'catalog item', field: 'catalogItemId' },
  catalog_charge_item_tenant_id_usage_unit_id_fkey: { what: 'usage unit', field: 'chargeItems.usageUnitId' },
};

/** Unique indexes on client-given management ids (the others are written by the service itself). */
const MANAGEMENT_ID = /_(optional_id|crm_account_id|crm_staff_id|gateway_key|name_key)/;

/** The unique constraint a conflicting write hit (our constraint names are lowercase). */
function constraintReason(name: string): Reason {
  return name !== '' && name === name.toLowerCase() ? (name as Lowercase<string>) : 'UNIQUE';
}

const aborted = (message: string, reason: Reason): ApiError => new ApiError('ABORTED', message, { reason });

export function fromPgError(err: PgError): { error: ApiError; internal: boolean } | undefined {
  const constraint = err.constraint ?? '';
  switch (err.code) {
    case '23503': {
      // "update or delete on …": the row is still referenced; "insert or update on …": its parent is gone.
      if (err.message?.startsWith('update or delete'))
        return {
          error: new ApiError('FAILED_PRECONDITION', 'the record is still referenced by another record', { reason: 'STILL_REFERENCED' }),
          internal: false,
        };
      const parent = PARENT_OF[constraint] ?? { what: 'a referenced record', field: '' };
      const detail: ErrorDetail = parent.field
        ? { reason: 'NOT_FOUND', fieldViolations: [{ field: parent.field, description: `${parent.what} not found` }] }
        : { reason: 'NOT_FOUND' };
      return { error: new ApiError('NOT_FOUND', `${parent.what} not found`, detail), internal: false };
    }
    case '23505':
      // A client-given identifier taken: ALREADY_EXISTS. Any other key (ids, versions, billing lines,
      // invoice numbers) means a concurrent writer got there first: retrying gives the sequential answer.
      if (MANAGEMENT_ID.test(constraint))
        return {
          error: new ApiError('ALREADY_EXISTS', 'a record with this identifier already exists', { reason: constraintReason(constraint) }),
          internal: false,
        };
      return { error: aborted('a concurrent request wrote the same record; retry the request', 'CONCURRENT_UPDATE'), internal: false };
    case '40001':
    case '40P01':
    case '55P03':
      return { error: aborted('concurrent update; retry the request', 'CONCURRENT_UPDATE'), internal: false };
    case '23514':
      return { error: invalidArgument('a value is outside the allowed range'), internal: true };
  }
  if (err.code.startsWith('22')) return { error: invalidArgument('a value is out of range or malformed'), internal: true };
  return undefined;
}
