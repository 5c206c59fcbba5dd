/**
 * Expected billings (docs/billing-lifecycle.md "Expected billings"): the bill run's computation for billing dates after today,
 * grouped as billings would be; nothing is written. The what-ifs apply the change to an in-memory
 * copy (domain: projectChangeQuantity, projectRenewalWithQuantityChange).
 */
import {
  MAX_LINE_AMOUNT,
  formatDecimal,
  jstStartOfDay,
  projectChangeQuantity,
  projectExpectedBillings,
  projectRenewalWithQuantityChange,
  type BillingDraft,
  type LocalDate,
  type Rate,
  type Result,
} from '../../domain';
import { ApiError, failedPrecondition } from '../../lib/errors';
import { liveExistingLines } from '../../db/repos/billing.repo';
import { billableOf, versionHistories, type ContractRow } from '../../db/repos/contract.repo';
import { usageRecordsOf } from '../../db/repos/usage.repo';
import type { ServiceCtx } from '../context';
import { toKnownVersions } from '../../domain/billing/inputs';
import { taxRoundingOf, todayOf } from '../caller';
import { chargeRef, findContract, checkChargeAmount } from '../contract';

type Ref = { id?: string; optionalId?: string };

async function projectionInput(ctx: ServiceCtx, row: ContractRow) {
  const { tenantId } = ctx.caller;
  const contract = billableOf(row);
  const today = todayOf(ctx);
  return {
    contract: contract.doc,
    today,
    // today's daily jobs run at the provider's bill-run hour (docs/billing-lifecycle.md)
    jobsRanToday: ctx.caller.now.getTime() >= jstStartOfDay(today) + ctx.caller.billRunHourJst * 3_600_000,
    usage: await usageRecordsOf(ctx.db, tenantId, [contract.id]),
    existing: await liveExistingLines(ctx.db, tenantId, [contract.id]),
    history: toKnownVersions(contract, (await versionHistories(ctx.db, tenantId, [contract])).get(contract.id)),
    taxRounding: taxRoundingOf(ctx.caller.taxRounding),
  };
}

/**
 * Expected billings never promise what the bill run would refuse: a line above the safety bound's
 * limit (possible only on data written before the input limits) parks the contract, so it is
 * FAILED_PRECONDITION here rather than an absurd amount.
 */
function withinSafetyBound<T extends BillingDraft | BillingDraft[] | null>(drafts: T): T {
  const list: BillingDraft[] = drafts === null ? [] : Array.isArray(drafts) ? drafts : [drafts];
  const line = list.flatMap((d) => d.lines).find((l) => l.subtotal.abs().greaterThan(MAX_LINE_AMOUNT));
  if (line)
    throw failedPrecondition(
      `the bill run would not bill this contract: a line of ${formatDecimal(line.subtotal)} yen exceeds ${MAX_LINE_AMOUNT} yen`,
      'SAFETY_BOUND',
    );
  return drafts;
}

function unwrap<T extends BillingDraft | BillingDraft[] | null>(r: Result<T>): T {
  if (r.ok) return withinSafetyBound(r.value);
  if (r.code === 'FAILED_PRECONDITION') throw failedPrecondition(r.reason);
  throw new ApiError(r.code, r.reason, r.field ? { fieldViolations: [{ field: r.field, description: r.reason }] } : {});
}

/** A what-if quantity must keep every full period of the charge item within one billing line's limit. */
function checkQuantity(contract: ContractRow, chargeItemId: string, quantity: string, field: string): void {
  const charge = contract.doc.items.flatMap((i) => i.chargeItems).find((c) => c.id === chargeItemId);
  for (const term of charge?.terms ?? []) if (term.pricing.model !== 'USAGE') checkChargeAmount(term.pricing, quantity, field);
}

export async function listExpectedBillings(ctx: ServiceCtx, ref: Ref, fields: readonly [string, string]): Promise<BillingDraft[]> {
  const contract = await findContract(ctx, { ...ref, fields });
  return withinSafetyBound(projectExpectedBillings(await projectionInput(ctx, contract)));
}

export async function expectChangeQuantity(
  ctx: ServiceCtx,
  input: {
    contract: Ref;
    chargeItem: Ref;
    quantity: string;
    effectiveDate: LocalDate;
    changeRate: Rate;
  },
): Promise<BillingDraft | null> {
  const contract = await findContract(ctx, { ...input.contract, fields: ['contractId', 'contractOptionalId'] });
  const chargeItemId = chargeRef(contract.doc, input.chargeItem, 'contractChargeItem');
  checkQuantity(contract, chargeItemId, input.quantity, 'quantity');
  const base = await projectionInput(ctx, contract);
  return unwrap(
    projectChangeQuantity({
      ...base,
      chargeItemId,
      quantity: input.quantity,
      effectiveDate: input.effectiveDate,
      changeRate: input.changeRate,
    }),
  );
}

export async function expectRenewalWithQuantityChange(
  ctx: ServiceCtx,
  input: {
    contract: Ref;
    itemId: string;
    chargeItems: Array<{ chargeItem: Ref; quantity: string }>;
  },
): Promise<BillingDraft[]> {
  const contract = await findContract(ctx, { ...input.contract, fields: ['contractId', 'contractOptionalId'] });
  if (contract.is_draft) throw failedPrecondition('a draft contract has no expected billings');
  const chargeItems = input.chargeItems.map((c, n) => {
    const chargeItemId = chargeRef(contract.doc, c.chargeItem, `chargeItems[${n}].contractChargeItem`);
    checkQuantity(contract, chargeItemId, c.quantity, `chargeItems[${n}].quantity`);
    return { chargeItemId, quantity: c.quantity };
  });
  const base = await projectionInput(ctx, contract);
  return unwrap(projectRenewalWithQuantityChange({ ...base, itemId: input.itemId, chargeItems }));
}
