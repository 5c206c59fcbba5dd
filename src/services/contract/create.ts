/**
 * Creating contracts (v1 and v2), confirming drafts, v2 service/add, alias and the v2 payment-method
 * change. Dates and terms come from the domain (createContract / applyAmendment addService).
 */
import { invalidField, notFound } from '../../lib/errors';
import type { Refusal } from '../../domain/result';
import { asLocalDate, type LocalDate } from '../../domain/calendar';
import { MAX_LINES_PER_RUN, linesOfFirstRun } from '../../domain/billing/safety';
import type { ContractDoc } from '../../domain/contract/types';
import { applyAmendment } from '../../domain/contract/amendments';
import { createContract as createDoc, type NewItem } from '../../domain/contract/build';
import { getStaffById, getStaffByOptionalId, lockStaff } from '../../db/repos/customerstaff.repo';
import { lockCustomer } from '../../db/repos/customer.repo';
import { insertContract, replaceCurrentSnapshot, setContractOptionalId } from '../../db/repos/contract.repo';
import { newId } from '../../lib/ids';
import { emit } from '../events';
import type { ServiceCtx } from '../context';
import { resolveCustomer } from '../customer';
import { resolveRef } from '../kernel';
import { getPaymentMethod } from '../catalog';
import { newItemFrom, type ItemRequest } from './items';
import { recordAmendment, type Plan } from './amend';
import { findAndLock, headOf, recordOf, refusalError, todayOf, withContractUnique, type ContractRecord, type ContractRef } from './store';

export interface ServiceRequest {
  main: ItemRequest;
  options: ItemRequest[];
}

export interface CreateContractInput {
  optionalId?: string | undefined;
  isDraft?: boolean | undefined;
  customer: {
    id?: string | undefined;
    optionalId?: string | undefined;
    customerStaffId?: string | undefined;
    customerStaffOptionalId?: string | undefined;
  };
  paymentMethodId?: string | undefined;
  paymentMethodOptionalId?: string | undefined;
  services: ServiceRequest[];
  /** Request field of the services, for errors ('mainItems' in v1, 'mainItem' in v2). */
  servicesField: string;
}

/** Main item and option items of one service as NewItems (the main item's start is required). */
export async function newServiceFrom(ctx: ServiceCtx, s: ServiceRequest): Promise<{ mainItem: NewItem; optionItems: NewItem[] }> {
  if (!s.main.startDate) throw invalidField(`${s.main.field}.startDate`, 'required');
  const mainItem = await newItemFrom(ctx, s.main, 'MAIN');
  const optionItems: NewItem[] = [];
  for (const o of s.options) optionItems.push(await newItemFrom(ctx, o, 'OPTION'));
  return { mainItem, optionItems };
}

/**
 * The domain names a field by its place in the contract (`services[1].optionItems[0].endDate`); the
 * request names it by its own shape: v1 `mainItems[1].optionItems[0].endDate`, v2 (one service)
 * `optionItems[0].endDate` / `mainItem.endDate`.
 */
function withRequestField(r: Refusal, servicesField: string): Refusal {
  if (r.field === undefined) return r;
  if (r.field === 'services') return { ...r, field: servicesField };
  const m = /^services\[(\d+)\]\.(mainItem\.|optionItems)(.*)$/.exec(r.field);
  if (!m) return r;
  const [, index, part, rest] = m;
  const field =
    servicesField === 'mainItems'
      ? `mainItems[${index}]${part === 'mainItem.' ? '.' : '.optionItems'}${rest}`
      : `${part === 'mainItem.' ? 'mainItem.' : 'optionItems'}${rest}`;
  return { ...r, field };
}

export async function createContract(ctx: ServiceCtx, input: CreateContractInput): Promise<ContractRecord> {
  const { db, caller } = ctx;
  const customer = await resolveCustomer(ctx, input.customer, ['customer.id', 'customer.optionalId']);
  let staffId = '';
  if (input.customer.customerStaffId || input.customer.customerStaffOptionalId) {
    const staff = await resolveRef(
      { id: input.customer.customerStaffId, optionalId: input.customer.customerStaffOptionalId },
      {
        what: 'customer staff',
        fields: ['customer.customerStaffId', 'customer.customerStaffOptionalId'],
        byId: (id) => getStaffById(db, caller.tenantId, id),
        byOptionalId: (o) => getStaffByOptionalId(db, caller.tenantId, o),
      },
    );
    if (staff.customer_id !== customer.id) throw invalidField('customer.customerStaffId', 'the staff member belongs to another customer');
    staffId = staff.id;
  }
  // Hold the customer and recipient until commit, so neither can be deleted under the new contract.
  if (!(await lockCustomer(db, caller.tenantId, customer.id, 'share'))) throw notFound('customer');
  if (staffId && !(await lockStaff(db, caller.tenantId, staffId, 'share'))) throw notFound('customer staff');
  const pm = await getPaymentMethod(ctx, { id: input.paymentMethodId, optionalId: input.paymentMethodOptionalId }, [
    'paymentMethodId',
    'paymentMethodOptionalId',
  ]);
  if (input.services.length === 0) throw invalidField(input.servicesField, 'at least one main item is required');
  const services = [];
  for (const s of input.services) services.push(await newServiceFrom(ctx, s));
  const isDraft = input.isDraft ?? false;
  const built = createDoc({ id: newId(), isDraft, paymentMethodId: pm.id, customerId: customer.id, customerStaffId: staffId, services });
  if (!built.ok) throw refusalError(withRequestField(built, input.servicesField));
  const today = todayOf(ctx);
  if (!isDraft) checkFirstRun(built.value, today, input.servicesField);
  const head = headOf(built.value, { optionalId: input.optionalId || null, knownOn: today, confirmTime: isDraft ? null : caller.now });
  const row = await withContractUnique(() => insertContract(db, caller.tenantId, built.value, head));
  const record = await recordOf(ctx, row);
  await emit(ctx, 'contract.created', ctx.ports.present.contract(record));
  return record;
}

/** A contract whose first bill run would exceed the per-run line limit is refused, not parked later. */
function checkFirstRun(doc: ContractDoc, today: LocalDate, field: string): void {
  const lines = linesOfFirstRun(doc, today);
  if (lines > MAX_LINES_PER_RUN) {
    throw invalidField(
      field,
      `the first bill run would write ${lines} lines at once (at most ${MAX_LINES_PER_RUN}): start later or bill fewer past periods`,
    );
  }
}

/** Draft → normal, irreversibly; a normal contract is returned unchanged (idempotent). */
export async function confirmDraft(ctx: ServiceCtx, ref: ContractRef): Promise<ContractRecord> {
  const row = await findAndLock(ctx, ref);
  if (!row.is_draft) return recordOf(ctx, row);
  const doc = { ...row.doc, isDraft: false };
  checkFirstRun(doc, todayOf(ctx), 'id');
  const head = headOf(doc, { optionalId: row.optional_id, knownOn: todayOf(ctx), confirmTime: ctx.caller.now });
  const record = await recordOf(ctx, await replaceCurrentSnapshot(ctx.db, ctx.caller.tenantId, row.version, doc, head));
  await emit(ctx, 'contract.confirmed', ctx.ports.present.contract(record), { isDraft: true });
  return record;
}

/**
 * v2 service/add. On a draft the snapshot being built is extended in place (no version, no
 * amendment); on a normal contract it is an amendment (TYPE_ADD_ITEM) producing version N+1.
 */
export async function addService(ctx: ServiceCtx, ref: ContractRef, service: ServiceRequest): Promise<ContractRecord> {
  const row = await findAndLock(ctx, ref);
  const { mainItem, optionItems } = await newServiceFrom(ctx, service);
  const next = applyAmendment(row.doc, { type: 'addService', mainItem, optionItems });
  if (!next.ok) throw refusalError(next);
  const today = todayOf(ctx);
  const head = headOf(next.value, {
    optionalId: row.optional_id,
    knownOn: row.is_draft ? asLocalDate(row.known_on) : today,
    confirmTime: row.confirm_time,
  });
  const tenantId = ctx.caller.tenantId;
  if (row.is_draft)
    return recordOf(ctx, await withContractUnique(() => replaceCurrentSnapshot(ctx.db, tenantId, row.version, next.value, head)));
  const plan: Plan = {
    command: { type: 'addService', mainItem, optionItems },
    type: 'TYPE_ADD_ITEM',
    target: mainItem.id,
    effective: mainItem.startDate,
  };
  return (await recordAmendment(ctx, row, plan, { memo: '', knownOn: today, chargeField: 'chargeItems.optionalId' })).record;
}

/** Sets the management id ('' or omitted removes it). */
export async function aliasContract(ctx: ServiceCtx, input: { id: string; optionalId?: string | undefined }): Promise<ContractRecord> {
  const row = await withContractUnique(() => setContractOptionalId(ctx.db, ctx.caller.tenantId, input.id, input.optionalId || null));
  if (!row) throw notFound('contract');
  return recordOf(ctx, row);
}

/** v2 updatepaymentmethod: the head of every version keeps its own payment method; the latest changes in place. */
export async function updatePaymentMethod(
  ctx: ServiceCtx,
  ref: ContractRef,
  pmRef: { id?: string | undefined; optionalId?: string | undefined },
): Promise<ContractRecord> {
  const row = await findAndLock(ctx, ref);
  const pm = await getPaymentMethod(ctx, pmRef, ['paymentMethodId', 'paymentMethodOptionalId']);
  if (pm.id === row.payment_method_id) return recordOf(ctx, row);
  const doc = { ...row.doc, paymentMethodId: pm.id };
  const head = headOf(doc, { optionalId: row.optional_id, knownOn: asLocalDate(row.known_on), confirmTime: row.confirm_time });
  return recordOf(ctx, await replaceCurrentSnapshot(ctx.db, ctx.caller.tenantId, row.version, doc, head));
}
