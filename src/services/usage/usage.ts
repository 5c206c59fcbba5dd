/**
 * Daily usage (docs/billing-lifecycle.md "Usage"; docs/api.md): keyed by (contract charge item, usage unit, JST day); an upsert
 * replaces the value and the day it was recorded (the tenant clock's day), which is what makes late
 * usage for a billed period become an adjustment in the next billing.
 */
import { usageQuantityOf, type ContractDoc, type LocalDate } from '../../domain';
import { failedPrecondition, invalidField, notFound } from '../../lib/errors';
import { lockContractKeyShare, type ContractRow } from '../../db/repos/contract.repo';
import { getCustomerById, getCustomerByOptionalId } from '../../db/repos/customer.repo';
import { getUsageUnitById, getUsageUnitByOptionalId, type UsageUnitRow } from '../../db/repos/usageunit.repo';
import {
  chargeItemById,
  chargeItemLockingContract,
  chargeItemsOfContractByUnit,
  listDailyUsage,
  upsertDailyUsage,
  type ChargeItemIndexRow,
  type DailyUsageRow,
} from '../../db/repos/usage.repo';
import { isUuid, newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { todayOf, resolveRef } from '../kernel';
import { findContract } from '../contract';
import { periodsOverLineLimit } from './linelimit';

type Ref = { id?: string; optionalId?: string };
const byUuid =
  <R>(f: (id: string) => Promise<R | undefined>) =>
  async (id: string) =>
    isUuid(id) ? f(id) : undefined;

export async function resolveUsageUnit(ctx: ServiceCtx, ref: Ref): Promise<UsageUnitRow> {
  const { db, caller } = ctx;
  return resolveRef(ref, {
    what: 'usage unit',
    fields: ['usageUnitId', 'usageUnitOptionalId'],
    byId: byUuid((id) => getUsageUnitById(db, caller.tenantId, id)),
    byOptionalId: (o) => getUsageUnitByOptionalId(db, caller.tenantId, o),
  });
}

/** The charge item with its contract, locked as `write` needs it (one statement). */
async function resolveChargeItem(ctx: ServiceCtx, ref: Ref): Promise<ChargeItemIndexRow & { contract: ContractRow }> {
  const { db, caller } = ctx;
  return resolveRef(ref, {
    what: 'contract charge item',
    fields: ['contractChargeItemId', 'contractChargeItemOptionalId'],
    byId: byUuid((id) => chargeItemLockingContract(db, caller.tenantId, 'id', id)),
    byOptionalId: (o) => chargeItemLockingContract(db, caller.tenantId, 'optional_id', o),
  });
}

/**
 * The usage unit named by `ref` for a write to `charge`. Given by the very id the charge item uses,
 * it needs no lookup: the charge item's unit is one of the tenant's (copied from its catalog charge
 * item, whose foreign key names it) and usage units are never deleted.
 */
function unitFor(ctx: ServiceCtx, charge: ChargeItemIndexRow, ref: Ref): Promise<{ id: string }> {
  if (ref.id && !ref.optionalId && ref.id === charge.usage_unit_id) return Promise.resolve({ id: ref.id });
  return resolveUsageUnit(ctx, ref);
}

/** With this day's value, the line of the period containing it must stay within the bill run's line limit. */
async function checkPeriodLine(
  ctx: ServiceCtx,
  doc: ContractDoc,
  chargeItemId: string,
  value: UsageValue,
  quantity: string,
  today: LocalDate,
): Promise<void> {
  const over = await periodsOverLineLimit(ctx, [{ contract: doc, chargeItemId, values: [{ date: value.targetDate, quantity }] }], today);
  const period = over.get(chargeItemId)?.[0];
  if (period) throw invalidField('quantity', period.message);
}

export interface UsageValue {
  targetDate: LocalDate;
  quantity: string;
}

async function write(
  ctx: ServiceCtx,
  charge: ChargeItemIndexRow,
  unit: { id: string },
  value: UsageValue,
  customer?: Ref,
  locked?: ContractRow,
): Promise<{ id: string }> {
  const { tenantId } = ctx.caller;
  if (charge.usage_unit_id !== unit.id) throw failedPrecondition('the charge item does not use this usage unit', 'USAGE_UNIT_MISMATCH');
  const quantity = usageQuantityOf(value.quantity);
  if (!quantity.ok) throw invalidField('quantity', quantity.reason);
  // Held until commit: an amendment of the contract waits, so the item dates checked below stay true.
  const contract = locked ?? (await lockContractKeyShare(ctx.db, tenantId, charge.contract_id));
  if (!contract) throw notFound('contract');
  if (customer && (customer.id || customer.optionalId)) {
    const c = customer.id
      ? isUuid(customer.id)
        ? await getCustomerById(ctx.db, tenantId, customer.id)
        : undefined
      : await getCustomerByOptionalId(ctx.db, tenantId, customer.optionalId!);
    if (!c) throw notFound('customer');
    if (c.id !== contract.customer_id)
      throw failedPrecondition('the charge item belongs to a contract of another customer', 'CUSTOMER_MISMATCH');
  }
  const today = todayOf(ctx);
  if (value.targetDate > today) throw failedPrecondition(`targetDate is after today (${today})`, 'FUTURE_USAGE');
  const item = contract.doc.items.find((i) => i.id === charge.contract_item_id);
  if (!item || value.targetDate < item.startDate || value.targetDate > item.endDate) {
    throw failedPrecondition("targetDate is outside the contract item's active dates", 'OUTSIDE_ITEM_DATES');
  }
  await checkPeriodLine(ctx, contract.doc, charge.id, value, quantity.value, today);
  const row = await upsertDailyUsage(ctx.db, {
    tenant_id: tenantId,
    id: newId(),
    contract_id: contract.id,
    contract_charge_item_id: charge.id,
    usage_unit_id: unit.id,
    target_date: value.targetDate,
    quantity: quantity.value,
    recorded_on: today,
  });
  return { id: row.id };
}

export async function upsertUsage(
  ctx: ServiceCtx,
  input: { customer: Ref; chargeItem: Ref; unit: Ref } & UsageValue,
): Promise<{ id: string }> {
  const charge = await resolveChargeItem(ctx, input.chargeItem);
  const unit = await unitFor(ctx, charge, input.unit);
  return write(ctx, charge, unit, input, input.customer, charge.contract);
}

/** By contract and unit: the contract's one charge item using the unit (none or several → FAILED_PRECONDITION). */
export async function upsertUsageByContract(
  ctx: ServiceCtx,
  input: { contract: Ref; contractFields: readonly [string, string]; unit: Ref } & UsageValue,
): Promise<{ id: string }> {
  const contract = await findContract(ctx, { ...input.contract, fields: input.contractFields });
  const unit = await resolveUsageUnit(ctx, input.unit);
  const charges = await chargeItemsOfContractByUnit(ctx.db, ctx.caller.tenantId, contract.id, unit.id);
  if (charges.length !== 1) {
    throw failedPrecondition(
      charges.length === 0
        ? 'no charge item of the contract uses this usage unit'
        : 'several charge items of the contract use this usage unit; use /v1/usage/daily/upsert with contractChargeItemId',
      'USAGE_UNIT_AMBIGUOUS',
    );
  }
  return write(ctx, charges[0]!, unit, input);
}

/**
 * limit + 1 usage rows of a contract (id or management id) and/or a contract charge item, by day
 * (docs/billing-lifecycle.md "Reading usage back"). One of the two is required; either not in the tenant → NOT_FOUND.
 */
export async function listUsage(
  ctx: ServiceCtx,
  input: {
    contract: Ref;
    chargeItemId?: string | undefined;
    from?: LocalDate | undefined;
    to?: LocalDate | undefined;
    after?: ReadonlyArray<string | number | null>;
    limit: number;
  },
): Promise<DailyUsageRow[]> {
  const hasContract = Boolean(input.contract.id || input.contract.optionalId);
  if (!hasContract && !input.chargeItemId)
    throw invalidField('contractId', 'required (or give contractOptionalId or contractChargeItemId)');
  if (input.from && input.to && input.from > input.to) throw invalidField('targetDateTo', 'must not be before targetDateFrom');
  const contractId = hasContract
    ? (await findContract(ctx, { ...input.contract, fields: ['contractId', 'contractOptionalId'] })).id
    : undefined;
  if (input.chargeItemId && !(await chargeItemById(ctx.db, ctx.caller.tenantId, input.chargeItemId)))
    throw notFound('contract charge item');
  return listDailyUsage(ctx.db, ctx.caller.tenantId, {
    contractId,
    chargeItemId: input.chargeItemId,
    from: input.from,
    to: input.to,
    ...(input.after ? { after: input.after } : {}),
    limit: input.limit,
  });
}
