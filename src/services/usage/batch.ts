/**
 * /v1/usage/daily/batchupsert (docs/billing-lifecycle.md "Usage in bulk"): up to 1,000 daily usage
 * values in one transaction, each checked by the rules of /v1/usage/daily/upsert. A row that breaks a
 * rule is reported in `errors` and not written; the valid rows are written by one INSERT … ON CONFLICT.
 * Rows of the same (charge item, usage unit, day) are applied in request order, so the last valid one wins.
 */
import { usageQuantityOf, type LocalDate } from '../../domain';
import { ApiError, failedPrecondition, invalidField, notFound } from '../../lib/errors';
import { isUuid, newId } from '../../lib/ids';
import type { ContractRow } from '../../db/repos/contract.repo';
import type { ChargeItemIndexRow } from '../../db/repos/usage.repo';
import { chargeItemsByRefs, lockContractsKeyShare, refsOf, upsertDailyUsages } from '../../db/repos/usage.batch.repo';
import type { BatchResult, BatchRowError } from '../billing';
import type { ServiceCtx } from '../context';
import { todayOf, resolveRef, type RefInput } from '../kernel';
import { periodsOverLineLimit, type UsageWrites } from './linelimit';

export interface BatchUsageRow {
  customer: RefInput;
  chargeItem: RefInput;
  unit: RefInput;
  targetDate: LocalDate;
  quantity: string;
}

interface Accepted {
  index: number;
  charge: ChargeItemIndexRow;
  unitId: string;
  date: LocalDate;
  quantity: string;
}

type WithOptionalId = { id: string; optional_id: string | null };

/** Resolves a row's "id or management id" pair against rows loaded for the whole batch. */
function finder<R extends WithOptionalId>(rows: readonly R[], what: string, fields: readonly [string, string]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byOpt = new Map(rows.filter((r) => r.optional_id !== null).map((r) => [r.optional_id!, r]));
  // Ids as PostgreSQL gives them back (lower case), so an id in capitals finds its row as it does alone.
  return (ref: RefInput) =>
    resolveRef(ref, { what, fields, byId: async (id) => byId.get(id.toLowerCase()), byOptionalId: async (o) => byOpt.get(o) });
}

function refLists(refs: readonly RefInput[]): [string[], string[]] {
  const ids = new Set<string>();
  const optionalIds = new Set<string>();
  for (const r of refs) {
    if (r.id && isUuid(r.id)) ids.add(r.id);
    if (r.optionalId) optionalIds.add(r.optionalId);
  }
  return [[...ids], [...optionalIds]];
}

const keyOf = (a: Accepted) => `${a.charge.id}|${a.unitId}|${a.date}`;

export async function batchUpsertUsage(ctx: ServiceCtx, rows: readonly BatchUsageRow[]): Promise<BatchResult> {
  const { db } = ctx;
  const { tenantId } = ctx.caller;
  const today = todayOf(ctx);
  const customerRefs = rows.map((r) => r.customer).filter((c) => c.id || c.optionalId);
  const findCharge = finder(await chargeItemsByRefs(db, tenantId, ...refLists(rows.map((r) => r.chargeItem))), 'contract charge item', [
    'contractChargeItemId',
    'contractChargeItemOptionalId',
  ]);
  const findUnit = finder(await refsOf(db, 'usage_unit', tenantId, ...refLists(rows.map((r) => r.unit))), 'usage unit', [
    'usageUnitId',
    'usageUnitOptionalId',
  ]);
  const findCustomer = finder(await refsOf(db, 'customer', tenantId, ...refLists(customerRefs)), 'customer', [
    'customerId',
    'customerOptionalId',
  ]);

  const errors: BatchRowError[] = [];
  const fail = (index: number, e: unknown) => {
    if (!(e instanceof ApiError)) throw e;
    const row = rows[index]!;
    errors.push({ index, id: row.chargeItem.id || row.chargeItem.optionalId || '', code: e.code, message: e.message });
  };

  // 1. Each row on its own: references, quantity, day.
  const checked: Array<Accepted & { customerId: string | null }> = [];
  for (const [index, row] of rows.entries()) {
    try {
      const charge = await findCharge(row.chargeItem);
      const unit = await findUnit(row.unit);
      if (charge.usage_unit_id !== unit.id) throw failedPrecondition('the charge item does not use this usage unit', 'USAGE_UNIT_MISMATCH');
      const quantity = usageQuantityOf(row.quantity);
      if (!quantity.ok) throw invalidField('quantity', quantity.reason);
      const customerId = row.customer.id || row.customer.optionalId ? (await findCustomer(row.customer)).id : null;
      if (row.targetDate > today) throw failedPrecondition(`targetDate is after today (${today})`, 'FUTURE_USAGE');
      checked.push({ index, charge, unitId: unit.id, date: row.targetDate, quantity: quantity.value, customerId });
    } catch (e) {
      fail(index, e);
    }
  }

  // 2. Against the contracts, locked until commit so the item dates checked stay true.
  const contracts = new Map<string, ContractRow>(
    (await lockContractsKeyShare(db, tenantId, [...new Set(checked.map((c) => c.charge.contract_id))])).map((c) => [c.id, c]),
  );
  const accepted: Accepted[] = [];
  for (const a of checked) {
    try {
      const contract = contracts.get(a.charge.contract_id);
      if (!contract) throw notFound('contract');
      if (a.customerId !== null && a.customerId !== contract.customer_id)
        throw failedPrecondition('the charge item belongs to a contract of another customer', 'CUSTOMER_MISMATCH');
      const item = contract.doc.items.find((i) => i.id === a.charge.contract_item_id);
      if (!item || a.date < item.startDate || a.date > item.endDate)
        throw failedPrecondition("targetDate is outside the contract item's active dates", 'OUTSIDE_ITEM_DATES');
      accepted.push(a);
    } catch (e) {
      fail(a.index, e);
    }
  }

  // 3. Same key: the last accepted row wins. Then each touched period must stay within the line limit.
  const last = new Map<string, Accepted>();
  for (const a of accepted) last.set(keyOf(a), a);
  const byCharge = new Map<string, UsageWrites>();
  for (const a of last.values()) {
    const w = byCharge.get(a.charge.id) ?? { contract: contracts.get(a.charge.contract_id)!.doc, chargeItemId: a.charge.id, values: [] };
    (w.values as Array<{ date: LocalDate; quantity: string }>).push({ date: a.date, quantity: a.quantity });
    byCharge.set(a.charge.id, w);
  }
  const refused = await periodsOverLineLimit(ctx, [...byCharge.values()], today);
  const overAt = (a: Accepted) => refused.get(a.charge.id)?.find((p) => p.start <= a.date && a.date <= p.end);
  const written = [...last.values()].filter((a) => !overAt(a));
  for (const a of accepted) {
    const over = overAt(a);
    if (over) fail(a.index, invalidField('quantity', over.message));
  }
  await upsertDailyUsages(
    db,
    tenantId,
    written.map((a) => ({
      id: newId(),
      contract_id: a.charge.contract_id,
      contract_charge_item_id: a.charge.id,
      usage_unit_id: a.unitId,
      target_date: a.date,
      quantity: a.quantity,
      recorded_on: today,
    })),
  );
  errors.sort((x, y) => x.index - y.index);
  return { summary: { total: rows.length, succeeded: rows.length - errors.length, failed: errors.length }, errors };
}
