import { alreadyExists, failedPrecondition, invalidArgument, invalidField, notFound } from '../../lib/errors';
import { staffIsBillingRecipient } from '../../db/repos/contract.repo';
import { lockCustomer, type CustomerRow } from '../../db/repos/customer.repo';
import {
  deleteStaff as deleteStaffRow,
  getStaffByCrmStaffId,
  getStaffById,
  getStaffByOptionalId,
  insertStaff,
  lockStaff,
  listStaffByCustomer,
  updateStaff as updateStaffRow,
  type CustomerStaffRow,
} from '../../db/repos/customerstaff.repo';
import type { Updateable } from 'kysely';
import type { CustomerStaffTable } from '../../db/schema/customers';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { resolveCustomer, type ListPage } from './customer';
import { resolveRef, withUnique } from '../kernel';

/**
 * Customer staff (contact persons). A staff member belongs to one customer for life. optionalId and
 * crmStaffId are unique per tenant; "" in a request means "none".
 */
const STAFF_UNIQUE = {
  customer_staff_optional_id_key: () => alreadyExists('a customer staff with this optionalId already exists', 'optionalId'),
  customer_staff_crm_staff_id_key: () => alreadyExists('a customer staff with this crmStaffId already exists', 'crmStaffId'),
};

const orNull = (s: string | undefined): string | null => (s ? s : null);

export interface CustomerRefInput {
  customerId?: string;
  customerOptionalId?: string;
}

export interface StaffDetails {
  name?: { lastName?: string; firstName?: string };
  department?: string;
  title?: string;
  emailAddress?: string;
  phoneNumber?: string;
  address?: { zipCode?: string; country?: string; prefecture?: string; city?: string; addressLines?: string[] };
}

/** Present fields → columns (nested objects merge field by field). */
function detailColumns(d: StaffDetails): Updateable<CustomerStaffTable> {
  const a = d.address ?? {};
  const lastName = d.name?.lastName;
  if (lastName !== undefined && lastName.trim() === '') throw invalidField('name.lastName', 'must not be blank');
  const cols: Updateable<CustomerStaffTable> = {
    last_name: lastName,
    first_name: d.name?.firstName,
    department: d.department,
    title: d.title,
    email_address: d.emailAddress,
    phone_number: d.phoneNumber,
    zip_code: a.zipCode,
    country: a.country,
    prefecture: a.prefecture,
    city: a.city,
    address_lines: a.addressLines,
  };
  return Object.fromEntries(Object.entries(cols).filter(([, v]) => v !== undefined));
}

function resolveStaffCustomer(ctx: ServiceCtx, ref: CustomerRefInput): Promise<CustomerRow> {
  return resolveCustomer(ctx, { id: ref.customerId, optionalId: ref.customerOptionalId }, ['customerId', 'customerOptionalId']);
}

/** When the request names a customer, the staff member must belong to it (else NOT_FOUND). */
async function checkOwner(ctx: ServiceCtx, staff: CustomerStaffRow, ref: CustomerRefInput): Promise<CustomerStaffRow> {
  if (!ref.customerId && !ref.customerOptionalId) return staff;
  const customer = await resolveStaffCustomer(ctx, ref);
  if (customer.id !== staff.customer_id) throw notFound('customer staff');
  return staff;
}

export interface CreateStaffInput extends CustomerRefInput, StaffDetails {
  optionalId?: string;
  crmStaffId?: string;
  name: { lastName: string; firstName?: string };
}

export async function createStaff(ctx: ServiceCtx, input: CreateStaffInput): Promise<CustomerStaffRow> {
  const customer = await resolveStaffCustomer(ctx, input);
  // Held until commit: a concurrent delete of the customer waits, or has already won (NOT_FOUND).
  if (!(await lockCustomer(ctx.db, ctx.caller.tenantId, customer.id, 'keyShare'))) throw notFound('customer');
  const row = {
    ...detailColumns(input),
    tenant_id: ctx.caller.tenantId,
    id: newId(),
    customer_id: customer.id,
    optional_id: orNull(input.optionalId),
    crm_staff_id: orNull(input.crmStaffId),
    last_name: input.name.lastName,
  };
  return withUnique(() => insertStaff(ctx.db, row), STAFF_UNIQUE);
}

export interface GetStaffInput extends CustomerRefInput {
  id?: string;
  optionalId?: string;
  crmStaffId?: string;
}

/** By id, optionalId or crmStaffId (several must name the same staff member), optionally within a customer. */
export async function getStaff(ctx: ServiceCtx, input: GetStaffInput): Promise<CustomerStaffRow> {
  const { db, caller } = ctx;
  const hasRef = Boolean(input.id || input.optionalId);
  let staff: CustomerStaffRow | undefined;
  if (hasRef) {
    staff = await resolveRef(input, {
      what: 'customer staff',
      fields: ['id', 'optionalId'],
      byId: (id) => getStaffById(db, caller.tenantId, id),
      byOptionalId: (optionalId) => getStaffByOptionalId(db, caller.tenantId, optionalId),
    });
  }
  if (input.crmStaffId) {
    const byCrm = await getStaffByCrmStaffId(db, caller.tenantId, input.crmStaffId);
    if (staff && byCrm?.id !== staff.id) throw invalidField('crmStaffId', 'does not name the staff member given by id/optionalId');
    staff = byCrm;
  } else if (!hasRef) {
    throw invalidArgument('id, optionalId or crmStaffId is required', [
      { field: 'id', description: 'required (or give optionalId or crmStaffId)' },
    ]);
  }
  if (!staff) throw notFound('customer staff');
  return checkOwner(ctx, staff, input);
}

export async function listStaff(ctx: ServiceCtx, input: CustomerRefInput, page: ListPage): Promise<CustomerStaffRow[]> {
  const customer = await resolveStaffCustomer(ctx, input);
  return listStaffByCustomer(ctx.db, ctx.caller.tenantId, customer.id, page);
}

async function staffById(ctx: ServiceCtx, id: string, ref: CustomerRefInput): Promise<CustomerStaffRow> {
  const staff = await getStaffById(ctx.db, ctx.caller.tenantId, id);
  if (!staff) throw notFound('customer staff');
  return checkOwner(ctx, staff, ref);
}

export interface UpdateStaffInput extends StaffDetails {
  id: string;
  optionalId?: string;
  crmStaffId?: string;
  customerId?: string;
}

/** Partial update: present fields replace ("" clears optionalId/crmStaffId), absent ones stay; customerId cannot change. */
export async function updateStaff(ctx: ServiceCtx, input: UpdateStaffInput): Promise<CustomerStaffRow> {
  const current = await staffById(ctx, input.id, {});
  if (input.customerId !== undefined && input.customerId !== current.customer_id) {
    throw invalidField('customerId', 'a staff member cannot move to another customer');
  }
  const patch = {
    ...detailColumns(input),
    ...(input.optionalId !== undefined ? { optional_id: orNull(input.optionalId) } : {}),
    ...(input.crmStaffId !== undefined ? { crm_staff_id: orNull(input.crmStaffId) } : {}),
  };
  const row = await withUnique(() => updateStaffRow(ctx.db, ctx.caller.tenantId, input.id, patch), STAFF_UNIQUE);
  if (!row) throw notFound('customer staff');
  return row;
}

/** Sets the management id; an omitted or empty optionalId removes it. */
export async function aliasStaff(
  ctx: ServiceCtx,
  input: CustomerRefInput & { id: string; optionalId?: string },
): Promise<CustomerStaffRow> {
  await staffById(ctx, input.id, input);
  return updateStaff(ctx, { id: input.id, optionalId: input.optionalId ?? '' });
}

/** Refused (FAILED_PRECONDITION) while a contract, draft or not, names the staff member as its billing recipient. */
export async function deleteStaff(ctx: ServiceCtx, input: CustomerRefInput & { id: string }): Promise<void> {
  await staffById(ctx, input.id, input);
  if (!(await lockStaff(ctx.db, ctx.caller.tenantId, input.id, 'update'))) throw notFound('customer staff');
  if (await staffIsBillingRecipient(ctx.db, ctx.caller.tenantId, input.id)) {
    throw failedPrecondition('the staff member is the billing recipient of a contract and cannot be deleted', 'STAFF_IS_BILLING_RECIPIENT');
  }
  if (!(await deleteStaffRow(ctx.db, ctx.caller.tenantId, input.id))) throw notFound('customer staff');
}
