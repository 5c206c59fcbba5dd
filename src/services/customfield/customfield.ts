import { alreadyExists, ApiError, invalidField, type FieldViolation } from '../../lib/errors';
import { contractExists } from '../../db/repos/contract.repo';
import { getCustomerById, lockCustomer } from '../../db/repos/customer.repo';
import {
  deleteValues,
  getMastersByIds,
  insertMaster,
  listMasters as listMasterRows,
  listValues,
  upsertValues,
  type CustomFieldMasterRow,
  type CustomFieldValueRow,
} from '../../db/repos/customfield.repo';
import { parseBusinessDate, parseLocalDate } from '../../domain/calendar';
import { isDecimalText, numberText } from '../../domain/money';
import { isUuid, newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import type { ListPage } from '../customer';
import { withUnique } from '../kernel';

/**
 * Custom field masters (the field definitions) and their values on resources. A resource type takes
 * the masters of one field type; a value is checked against its master's data type and options.
 */
export type KnownResourceType = 'RESOURCE_TYPE_CUSTOMER' | 'RESOURCE_TYPE_CONTRACT';

const FIELD_TYPE_OF: Record<KnownResourceType, string> = {
  RESOURCE_TYPE_CUSTOMER: 'FIELD_TYPE_CUSTOMER',
  RESOURCE_TYPE_CONTRACT: 'FIELD_TYPE_CONTRACT',
};

/** Whether a resource of each type exists in the caller's tenant: one entry per type. */
const RESOURCE_EXISTS: Record<KnownResourceType, (ctx: ServiceCtx, id: string) => Promise<boolean>> = {
  RESOURCE_TYPE_CUSTOMER: async (ctx, id) => (await getCustomerById(ctx.db, ctx.caller.tenantId, id)) !== undefined,
  RESOURCE_TYPE_CONTRACT: (ctx, id) => contractExists(ctx.db, ctx.caller.tenantId, id),
};

/**
 * Before values are written: the resource exists and stays until the transaction ends (a customer
 * delete waits, or has already won and this is NOT_FOUND), so no value outlives its resource.
 */
const RESOURCE_HELD: Record<KnownResourceType, (ctx: ServiceCtx, id: string) => Promise<boolean>> = {
  RESOURCE_TYPE_CUSTOMER: async (ctx, id) => (await lockCustomer(ctx.db, ctx.caller.tenantId, id, 'keyShare')) !== undefined,
  RESOURCE_TYPE_CONTRACT: (ctx, id) => contractExists(ctx.db, ctx.caller.tenantId, id),
};

const VALUE_FIELD = {
  DATA_TYPE_STRING: 'string',
  DATA_TYPE_NUMBER: 'number',
  DATA_TYPE_DATE: 'date',
  DATA_TYPE_SELECT_LIST: 'selectList',
} as const;
type ValueField = (typeof VALUE_FIELD)[keyof typeof VALUE_FIELD];
const VALUE_FIELDS: readonly ValueField[] = ['string', 'number', 'date', 'selectList'];

export interface CreateMasterInput {
  name: string;
  dataType: string;
  fieldType: string;
  selectOptions?: string[];
}

/** Extension: masters are made by the operator's dashboard in the provider's service. */
export async function createMaster(ctx: ServiceCtx, input: CreateMasterInput): Promise<CustomFieldMasterRow> {
  if (input.name.trim() === '') throw invalidField('name', 'must not be blank');
  if (!(input.dataType in VALUE_FIELD))
    throw invalidField('dataType', 'required (DATA_TYPE_STRING, DATA_TYPE_NUMBER, DATA_TYPE_DATE or DATA_TYPE_SELECT_LIST)');
  if (!Object.values(FIELD_TYPE_OF).includes(input.fieldType))
    throw invalidField('fieldType', 'required (FIELD_TYPE_CUSTOMER or FIELD_TYPE_CONTRACT)');
  const options = input.selectOptions ?? [];
  if (input.dataType === 'DATA_TYPE_SELECT_LIST') {
    if (options.length === 0) throw invalidField('selectOptions', 'a DATA_TYPE_SELECT_LIST field needs at least one option');
    const dup = options.find((o, i) => options.indexOf(o) !== i);
    if (dup !== undefined) throw invalidField('selectOptions', `duplicate option "${dup}"`);
    if (options.some((o) => o.trim() === '')) throw invalidField('selectOptions', 'options must not be blank');
  } else if (options.length > 0) {
    throw invalidField('selectOptions', 'only a DATA_TYPE_SELECT_LIST field has options');
  }
  const row = {
    tenant_id: ctx.caller.tenantId,
    id: newId(),
    name: input.name,
    data_type: input.dataType,
    field_type: input.fieldType,
    select_options: options,
  };
  return withUnique(() => insertMaster(ctx.db, row), {
    custom_field_master_name_key: () => alreadyExists(`a ${input.fieldType} custom field named "${input.name}" already exists`, 'name'),
  });
}

export async function listMasters(ctx: ServiceCtx, filter: { fieldType?: string }, page: ListPage): Promise<CustomFieldMasterRow[]> {
  const fieldType = filter.fieldType && filter.fieldType !== 'FIELD_TYPE_UNSPECIFIED' ? filter.fieldType : undefined;
  return listMasterRows(ctx.db, ctx.caller.tenantId, { ...page, fieldType });
}

export interface ResourceState {
  resourceType: KnownResourceType;
  resourceId: string;
  values: CustomFieldValueRow[];
}

function knownType(field: string, resourceType: string | undefined): KnownResourceType {
  if (resourceType === undefined || !(resourceType in FIELD_TYPE_OF))
    throw invalidField(field, 'required (RESOURCE_TYPE_CUSTOMER or RESOURCE_TYPE_CONTRACT)');
  return resourceType as KnownResourceType;
}

/** The resource must exist in the caller's tenant; another tenant's is NOT_FOUND like a missing one. */
async function checkResource(ctx: ServiceCtx, field: string, type: KnownResourceType, id: string, hold = false): Promise<void> {
  if (!isUuid(id)) throw invalidField(field, 'must be a UUID');
  if (!(await (hold ? RESOURCE_HELD : RESOURCE_EXISTS)[type](ctx, id))) {
    throw new ApiError('NOT_FOUND', `${type === 'RESOURCE_TYPE_CUSTOMER' ? 'customer' : 'contract'} not found`, { reason: 'NOT_FOUND' });
  }
}

export async function getResource(ctx: ServiceCtx, srn: { resourceId: string; resourceType: string }): Promise<ResourceState> {
  const type = knownType('srn.resourceType', srn.resourceType);
  await checkResource(ctx, 'srn.resourceId', type, srn.resourceId);
  return { resourceType: type, resourceId: srn.resourceId, values: await listValues(ctx.db, ctx.caller.tenantId, type, srn.resourceId) };
}

export interface ValueInput {
  masterId: string;
  string?: string;
  /** A decimal string or a JSON number. */
  number?: string | number;
  date?: string;
  selectList?: string;
}

export interface ResourceUpdateInput {
  srn: { resourceId: string; resourceType?: string };
  customFields?: ValueInput[];
}

type Planned = {
  masterId: string;
  value: Pick<CustomFieldValueRow, 'value_string' | 'value_number' | 'value_date' | 'value_select'> | null;
};

const notFoundField = (field: string, what: string): ApiError =>
  new ApiError('NOT_FOUND', `${field}: ${what} not found`, {
    reason: 'NOT_FOUND',
    fieldViolations: [{ field, description: `${what} not found` } satisfies FieldViolation],
  });

/** Checks one value against its master; null = clear the value ("" or absent in the master's field). */
function planValue(f: string, v: ValueInput, m: CustomFieldMasterRow): Planned['value'] {
  const own = VALUE_FIELD[m.data_type as keyof typeof VALUE_FIELD];
  for (const other of VALUE_FIELDS) {
    if (other !== own && v[other] !== undefined && v[other] !== '')
      throw invalidField(`${f}.${other}`, `a ${m.data_type} field takes its value in "${own}"`);
  }
  const given = v[own];
  const raw = typeof given === 'number' ? numberText(given) : (given ?? '');
  if (raw === '') return null;
  if (raw.includes('\u0000')) throw invalidField(`${f}.${own}`, 'must not contain NUL characters');
  const empty = { value_string: null, value_number: null, value_date: null, value_select: null };
  switch (own) {
    case 'string':
      return { ...empty, value_string: raw };
    case 'number':
      if (!isDecimalText(raw))
        throw invalidField(`${f}.number`, 'must be a decimal such as 12.5 or "12.5" (up to 15 integer and 10 fraction digits)');
      return { ...empty, value_number: raw };
    case 'date': {
      const parsed = parseBusinessDate(raw);
      if (!parsed.ok) throw invalidField(`${f}.date`, `must be a date (YYYY-MM-DD or RFC 3339): ${parsed.reason}`);
      // The JST day of an instant near 0001-01-01 or 9999-12-31 can fall outside years 1..9999.
      if (!parseLocalDate(parsed.value).ok) throw invalidField(`${f}.date`, 'must be a JST day in the years 0001..9999');
      return { ...empty, value_date: parsed.value };
    }
    case 'selectList':
      if (!m.select_options.includes(raw)) throw invalidField(`${f}.selectList`, `must be one of: ${m.select_options.join(', ')}`);
      return { ...empty, value_select: raw };
  }
}

/**
 * Sets the values given (others stay; a value left "" clears it). Everything is checked before
 * anything is written, so a refused update changes nothing. `prefix` names the fields in errors.
 */
export async function updateResource(
  ctx: ServiceCtx,
  input: ResourceUpdateInput,
  prefix = '',
  batchType?: KnownResourceType,
): Promise<ResourceState> {
  const type = batchType ?? knownType(`${prefix}srn.resourceType`, input.srn.resourceType);
  if (
    batchType &&
    input.srn.resourceType &&
    input.srn.resourceType !== 'RESOURCE_TYPE_UNSPECIFIED' &&
    input.srn.resourceType !== batchType
  ) {
    throw invalidField(`${prefix}srn.resourceType`, `must be the request's resourceType (${batchType}) or be omitted`);
  }
  const resourceId = input.srn.resourceId;
  await checkResource(ctx, `${prefix}srn.resourceId`, type, resourceId, true);
  const fields = input.customFields ?? [];
  fields.forEach((v, i) => {
    if (!isUuid(v.masterId)) throw invalidField(`${prefix}customFields[${i}].masterId`, 'must be a UUID');
    if (fields.findIndex((w) => w.masterId === v.masterId) !== i)
      throw invalidField(`${prefix}customFields[${i}].masterId`, 'the same master is given twice');
  });
  const masters = new Map(
    (
      await getMastersByIds(
        ctx.db,
        ctx.caller.tenantId,
        fields.map((v) => v.masterId),
      )
    ).map((m) => [m.id, m]),
  );
  const plan: Planned[] = fields.map((v, i) => {
    const f = `${prefix}customFields[${i}]`;
    const m = masters.get(v.masterId.toLowerCase());
    if (!m) throw notFoundField(`${f}.masterId`, 'custom field master');
    if (m.field_type !== FIELD_TYPE_OF[type])
      throw invalidField(`${f}.masterId`, `the master is a ${m.field_type} field; a ${type} takes ${FIELD_TYPE_OF[type]} fields`);
    return { masterId: m.id, value: planValue(f, v, m) };
  });
  const tenantId = ctx.caller.tenantId;
  // In master order, so two concurrent writes of one resource lock its rows in the same order.
  const set = plan
    .flatMap((p) =>
      p.value ? [{ tenant_id: tenantId, resource_type: type, resource_id: resourceId, master_id: p.masterId, ...p.value }] : [],
    )
    .sort((a, b) => (a.master_id < b.master_id ? -1 : a.master_id > b.master_id ? 1 : 0));
  await upsertValues(ctx.db, set);
  await deleteValues(
    ctx.db,
    tenantId,
    type,
    resourceId,
    plan.filter((p) => !p.value).map((p) => p.masterId),
  );
  return { resourceType: type, resourceId, values: await listValues(ctx.db, tenantId, type, resourceId) };
}

export interface BatchItemError {
  index: number;
  id: string;
  code: number;
  message: string;
}

/**
 * Applies each item on its own: valid items are written, invalid ones (any ApiError) are reported
 * with their 0-based index and change nothing. Items apply in order (a resource given twice ends
 * with the later values).
 */
export async function batchUpdateResources(
  ctx: ServiceCtx,
  input: { items: { resource: ResourceUpdateInput }[]; resourceType: string },
): Promise<{ resources: ResourceState[]; errors: BatchItemError[] }> {
  const type = knownType('resourceType', input.resourceType);
  const resources: ResourceState[] = [];
  const errors: BatchItemError[] = [];
  for (const [index, item] of input.items.entries()) {
    try {
      resources.push(await updateResource(ctx, item.resource, `items[${index}].resource.`, type));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      errors.push({ index, id: item.resource.srn.resourceId, code: err.code, message: err.message });
    }
  }
  return { resources, errors };
}
