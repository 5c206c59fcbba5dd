import { alreadyExists, failedPrecondition, invalidArgument, invalidField, notFound } from '../../lib/errors';
import { customerHasContracts } from '../../db/repos/contract.repo';
import {
  deleteCustomer as deleteCustomerRow,
  deleteGatewayLink,
  getCustomerByCrmAccountId,
  getCustomerById,
  getCustomerByOptionalId,
  getGatewayLink,
  insertCustomer,
  insertGatewayLink,
  lockCustomer,
  listCustomers as listCustomerRows,
  searchCustomers as searchCustomerRows,
  updateCustomer as updateCustomerRow,
  type CustomerRow,
  type GatewayLinkRow,
} from '../../db/repos/customer.repo';
import { deleteValuesOfResource } from '../../db/repos/customfield.repo';
import { newId } from '../../lib/ids';
import { assertNoDocuments } from '../document';
import { emit } from '../events';
import type { ServiceCtx } from '../context';
import { resolveRef, withUnique } from '../kernel';
import { issueWaiting } from '../invoice';
import { profileColumns, type ProfilePatch } from './profile';
import { collectionColumns, syncPayerNames, type CollectionPatch } from './collections';

/**
 * Customers and their payment-gateway link. Management ids (optionalId) and CRM account ids are
 * unique per tenant; "" in a request means "none".
 */
const CUSTOMER_UNIQUE = {
  customer_optional_id_key: () => alreadyExists('a customer with this optionalId already exists', 'optionalId'),
  customer_crm_account_id_key: () => alreadyExists('a customer with this crmAccountId already exists', 'crmAccountId'),
  customer_virtual_account_key: () => alreadyExists('a customer with this virtualAccountNumber already exists', 'virtualAccountNumber'),
};

const orNull = (s: string | undefined): string | null => (s ? s : null);

function checkName(field: string, name: string): string {
  if (name.trim() === '') throw invalidField(field, 'must not be blank');
  return name;
}

/** A customer by "id or optionalId"; `fields` names them as the request does. */
export async function resolveCustomer(
  ctx: ServiceCtx,
  ref: { id?: string; optionalId?: string },
  fields: readonly [string, string] = ['id', 'optionalId'],
): Promise<CustomerRow> {
  const { db, caller } = ctx;
  return resolveRef(ref, {
    what: 'customer',
    fields,
    byId: (id) => getCustomerById(db, caller.tenantId, id),
    byOptionalId: (optionalId) => getCustomerByOptionalId(db, caller.tenantId, optionalId),
  });
}

export interface CreateCustomerInput extends CollectionPatch {
  optionalId?: string;
  name: string;
  crmAccountId?: string;
  billingProfile?: ProfilePatch;
}

export async function createCustomer(ctx: ServiceCtx, input: CreateCustomerInput): Promise<CustomerRow> {
  const row = {
    tenant_id: ctx.caller.tenantId,
    id: newId(),
    optional_id: orNull(input.optionalId),
    name: checkName('name', input.name),
    crm_account_id: orNull(input.crmAccountId),
    // A new customer has no staff yet: recipients are named by an update once staff exist.
    ...(await profileColumns(ctx.db, ctx.caller.tenantId, null, input.billingProfile)),
    ...collectionColumns(input),
  };
  const created = await withUnique(() => insertCustomer(ctx.db, row), CUSTOMER_UNIQUE);
  // A new customer has no matching keys to replace: they are written only when it has payer names.
  if (created.payer_names.length > 0) await syncPayerNames(ctx.db, ctx.caller.tenantId, created.id, created.payer_names);
  await emit(ctx, 'customer.created', ctx.ports.present.customer(created));
  return created;
}

export interface GetCustomerInput {
  id?: string;
  optionalId?: string;
  crmAccountId?: string;
}

/** By id, optionalId or crmAccountId; when several are given they must name the same customer. */
export async function getCustomer(ctx: ServiceCtx, input: GetCustomerInput): Promise<CustomerRow> {
  const hasRef = Boolean(input.id || input.optionalId);
  if (!input.crmAccountId) {
    if (!hasRef)
      throw invalidArgument('id, optionalId or crmAccountId is required', [
        { field: 'id', description: 'required (or give optionalId or crmAccountId)' },
      ]);
    return resolveCustomer(ctx, input);
  }
  const byCrm = await getCustomerByCrmAccountId(ctx.db, ctx.caller.tenantId, input.crmAccountId);
  if (!hasRef) {
    if (!byCrm) throw notFound('customer');
    return byCrm;
  }
  const byRef = await resolveCustomer(ctx, input);
  if (byCrm?.id !== byRef.id) throw invalidField('crmAccountId', 'does not name the customer given by id/optionalId');
  return byRef;
}

export interface ListPage {
  descending: boolean;
  after?: ReadonlyArray<string | number | null>;
  /** Rows to fetch: the page size (the repo fetches one more to detect the next page). */
  limit: number;
}

export async function listCustomers(ctx: ServiceCtx, page: ListPage): Promise<CustomerRow[]> {
  return listCustomerRows(ctx.db, ctx.caller.tenantId, page);
}

/**
 * The customers found by the operator's search text (docs/console.md "Customer search"): name contains
 * it (any case), or optionalId / crmAccountId equals it; by name, then id.
 */
export async function searchCustomers(
  ctx: ServiceCtx,
  text: string,
  page: { after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<CustomerRow[]> {
  return searchCustomerRows(ctx.db, ctx.caller.tenantId, text, page);
}

export interface UpdateCustomerInput extends CollectionPatch {
  id: string;
  optionalId?: string;
  name?: string;
  crmAccountId?: string;
  billingProfile?: ProfilePatch;
}

/** Partial update: present fields replace ("" clears optionalId/crmAccountId), absent ones stay. */
export async function updateCustomer(ctx: ServiceCtx, input: UpdateCustomerInput): Promise<CustomerRow> {
  const patch = {
    ...(input.name !== undefined ? { name: checkName('name', input.name) } : {}),
    ...(input.optionalId !== undefined ? { optional_id: orNull(input.optionalId) } : {}),
    ...(input.crmAccountId !== undefined ? { crm_account_id: orNull(input.crmAccountId) } : {}),
    ...(await profileColumns(ctx.db, ctx.caller.tenantId, input.id, input.billingProfile)),
    ...collectionColumns(input),
  };
  const before =
    (await lockCustomer(ctx.db, ctx.caller.tenantId, input.id, 'update')) && (await getCustomerById(ctx.db, ctx.caller.tenantId, input.id));
  const row = await withUnique(() => updateCustomerRow(ctx.db, ctx.caller.tenantId, input.id, patch), CUSTOMER_UNIQUE);
  if (!row || !before) throw notFound('customer');
  await syncPayerNames(ctx.db, ctx.caller.tenantId, row.id, input.payerNames === undefined ? undefined : row.payer_names);
  // Leaving monthly closing: what waited for the closing is invoiced now, per billing (docs/invoices.md).
  if (before.invoicing === 'MONTHLY_CLOSING' && row.invoicing === 'PER_BILLING') await issueWaiting(ctx, row.id);
  await emit(ctx, 'customer.updated', ctx.ports.present.customer(row));
  return row;
}

/** Sets the management id; an omitted or empty optionalId removes it. */
export async function aliasCustomer(ctx: ServiceCtx, input: { id: string; optionalId?: string }): Promise<CustomerRow> {
  return updateCustomer(ctx, { id: input.id, optionalId: input.optionalId ?? '' });
}

/**
 * Deletes the customer with its staff, gateway link and custom field values; refused
 * (FAILED_PRECONDITION) when it has issued documents (kept 7 years: DOCUMENTS_RETAINED, checked first)
 * or while a contract, draft or not, references the customer.
 */
export async function deleteCustomer(ctx: ServiceCtx, input: { id: string }): Promise<void> {
  const { db, caller } = ctx;
  // Lock first: a contract being created for this customer holds a share lock until it commits,
  // so the check below sees it (no contract can end up naming a deleted customer).
  if (!(await lockCustomer(db, caller.tenantId, input.id, 'update'))) throw notFound('customer');
  await assertNoDocuments(db, caller.tenantId, input.id);
  if (await customerHasContracts(db, caller.tenantId, input.id)) {
    throw failedPrecondition('the customer has contracts and cannot be deleted', 'CUSTOMER_HAS_CONTRACTS');
  }
  const last = await getCustomerById(db, caller.tenantId, input.id);
  if (!last || !(await deleteCustomerRow(db, caller.tenantId, input.id))) throw notFound('customer');
  await deleteValuesOfResource(db, caller.tenantId, 'RESOURCE_TYPE_CUSTOMER', input.id);
  await emit(ctx, 'customer.deleted', ctx.ports.present.customer(last));
}

/** The customer exists and cannot be deleted until this transaction ends (its link is written). */
async function holdCustomer(ctx: ServiceCtx, customerId: string): Promise<void> {
  if (!(await lockCustomer(ctx.db, ctx.caller.tenantId, customerId, 'keyShare'))) throw notFound('customer');
}

/** A customer named by customerId or customerOptionalId (one is required; both must agree). */
export interface CustomerRef {
  customerId?: string | undefined;
  customerOptionalId?: string | undefined;
}

async function customerIdOf(ctx: ServiceCtx, ref: CustomerRef): Promise<string> {
  const fields = ['customerId', 'customerOptionalId'] as const;
  return (await resolveCustomer(ctx, { id: ref.customerId, optionalId: ref.customerOptionalId }, fields)).id;
}

export async function getCustomerGatewayLink(ctx: ServiceCtx, input: CustomerRef): Promise<GatewayLinkRow> {
  const customerId = await customerIdOf(ctx, input);
  const link = await getGatewayLink(ctx.db, ctx.caller.tenantId, customerId);
  if (!link) throw notFound('gateway link of the customer');
  return link;
}

/** One link per customer (a second → ALREADY_EXISTS; unlink first); a gateway customer links to one customer. */
export async function linkCustomerToGateway(ctx: ServiceCtx, input: CustomerRef & { gatewayCustomerId: string }): Promise<GatewayLinkRow> {
  const customerId = await customerIdOf(ctx, input);
  await holdCustomer(ctx, customerId);
  if (await getGatewayLink(ctx.db, ctx.caller.tenantId, customerId)) {
    throw alreadyExists('the customer is already linked to a gateway customer; unlink first', 'customerId');
  }
  const row = { tenant_id: ctx.caller.tenantId, customer_id: customerId, gateway_customer_id: input.gatewayCustomerId };
  return withUnique(() => insertGatewayLink(ctx.db, row), {
    customer_gateway_link_pkey: () => alreadyExists('the customer is already linked to a gateway customer; unlink first', 'customerId'),
    customer_gateway_link_gateway_key: () =>
      alreadyExists('this gateway customer is already linked to another customer', 'gatewayCustomerId'),
  });
}

export async function unlinkCustomerFromGateway(ctx: ServiceCtx, input: CustomerRef): Promise<void> {
  const customerId = await customerIdOf(ctx, input);
  await holdCustomer(ctx, customerId);
  if (!(await deleteGatewayLink(ctx.db, ctx.caller.tenantId, customerId))) throw notFound('gateway link of the customer');
}
