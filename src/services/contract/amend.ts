/**
 * Amendments (docs/contracts.md "Amendments"): each call locks the contract (SELECT … FOR UPDATE in the
 * request's transaction), builds a domain command, applies it with applyAmendment, records the
 * amendment and stores version N+1. A refusal changes nothing (the transaction rolls back).
 */
import { failedPrecondition, invalidField } from '../../lib/errors';
import { addDays, type LocalDate } from '../../domain/calendar';
import { applyAmendment, type AmendmentCommand, type ChargeCustomization } from '../../domain/contract/amendments';
import type { ContractDoc } from '../../domain/contract/types';
import type { Rate } from '../../domain/proration';
import { saveVersion, type ContractRow } from '../../db/repos/contract.repo';
import { insertAmendment, type AmendmentRow } from '../../db/repos/amendment.repo';
import { newId } from '../../lib/ids';
import { emit } from '../events';
import type { ServiceCtx } from '../context';
import { checkChargeAmount, newItemFrom, pricingOverride, type ChargeRequest, type ItemRequest } from './items';
import { storedUsageOverLimit } from './usagelimit';
import {
  chargeRef,
  findAndLock,
  headOf,
  recordOf,
  refusalError,
  todayOf,
  withContractUnique,
  type ContractRecord,
  type ContractRef,
} from './store';

export type AmendmentType =
  | 'TYPE_ADD_ITEM'
  | 'TYPE_CHANGE_ITEM'
  | 'TYPE_CUSTOMIZE_ITEM'
  | 'TYPE_CHANGE_CHARGE_ITEM_QUANTITY'
  | 'TYPE_RENEW_ITEM'
  | 'TYPE_CANCEL_ITEM';

export interface Plan {
  command: AmendmentCommand;
  type: AmendmentType;
  target: string | null;
  /** null: read from the new document (the new item's start, or the renewal's term start). */
  effective: LocalDate | null;
}

export interface AmendmentResult {
  record: ContractRecord;
  amendment: AmendmentRow;
}

async function amend(
  ctx: ServiceCtx,
  ref: ContractRef,
  memo: string | undefined,
  makePlan: (doc: ContractDoc) => Promise<Plan>,
): Promise<AmendmentResult> {
  const row = await findAndLock(ctx, ref);
  if (row.is_draft) throw failedPrecondition('a draft contract takes no amendments; confirm it first', 'DRAFT_CONTRACT');
  return recordAmendment(ctx, row, await makePlan(row.doc), { memo: memo ?? '' });
}

/**
 * The one amendment path (amendment calls, v2 service/add, auto-renewals): applies the plan's
 * command to the locked contract, records the amendment with its effective start date and stores
 * version N+1. `knownOn` is the day the new version becomes known (default: the tenant's today);
 * `chargeField` names the request field of a duplicate charge item management id.
 */
export async function recordAmendment(
  ctx: ServiceCtx,
  row: ContractRow,
  plan: Plan,
  opts: { memo: string; knownOn?: LocalDate; chargeField?: string },
): Promise<AmendmentResult> {
  const { memo, knownOn = todayOf(ctx), chargeField = 'item.chargeItems.optionalId' } = opts;
  const next = applyAmendment(row.doc, plan.command);
  if (!next.ok) throw refusalError(next);
  const doc = next.value;
  if (plan.command.type === 'customizeOptionItem') {
    const priced = plan.command.chargeItems.filter((c) => c.price !== null || c.tiers !== null).map((c) => c.chargeItemId);
    const over = await storedUsageOverLimit(ctx, doc, priced, knownOn);
    if (over) {
      const n = plan.command.chargeItems.findIndex((c) => c.chargeItemId === over.chargeItemId);
      throw invalidField(`item.chargeItems[${n}].price`, over.message);
    }
  }
  let effective = plan.effective;
  if (effective === null && plan.target !== null) {
    const item = doc.items.find((i) => i.id === plan.target);
    effective = plan.command.type === 'renewItem' ? (item?.termStarts[item.termStarts.length - 1] ?? null) : (item?.startDate ?? null);
  }
  const version = row.version + 1;
  const tenantId = ctx.caller.tenantId;
  const amendment = await insertAmendment(ctx.db, {
    tenant_id: tenantId,
    id: newId(),
    contract_id: row.id,
    version,
    type: plan.type,
    target_contract_item_id: plan.target,
    effective_start_date: effective,
    execute_time: ctx.caller.now,
    memo,
    command: JSON.stringify(plan.command),
  });
  // Written before the version: a version refused below (a duplicate charge item id) rolls both back.
  await emit(ctx, 'amendment.created', ctx.ports.present.amendment(amendment));
  const head = headOf(doc, { optionalId: row.optional_id, knownOn, confirmTime: row.confirm_time });
  const saved = await withContractUnique(() => saveVersion(ctx.db, tenantId, version, doc, head, amendment.id), chargeField);
  return { record: await recordOf(ctx, saved), amendment };
}

/** A renewal of one item by one term (the new term starts the day after the current end). */
export function renewalPlan(itemId: string): Plan {
  return { command: { type: 'renewItem', itemId }, type: 'TYPE_RENEW_ITEM', target: itemId, effective: null };
}

export function addOptionItem(
  ctx: ServiceCtx,
  i: { contract: ContractRef; parentItemId: string; effectiveDate: LocalDate; item: ItemRequest; memo?: string },
) {
  return amend(ctx, i.contract, i.memo, async () => {
    const item = await newItemFrom(ctx, i.item, 'OPTION');
    return {
      command: { type: 'addOptionItem', parentItemId: i.parentItemId, effectiveDate: i.effectiveDate, item },
      type: 'TYPE_ADD_ITEM',
      target: item.id,
      effective: i.effectiveDate,
    };
  });
}

/** The new main item's target is the old one; E defaults to the day after the current end (domain). */
export function changeMainItem(
  ctx: ServiceCtx,
  i: { contract: ContractRef; mainItemId: string; effectiveDate: LocalDate | null; item: ItemRequest; memo?: string },
) {
  return amend(ctx, i.contract, i.memo, async (doc) => {
    const item = await newItemFrom(ctx, i.item, 'MAIN');
    const old = doc.items.find((x) => x.id === i.mainItemId);
    const effective = i.effectiveDate ?? (old ? addDays(old.endDate, 1) : null);
    return {
      command: { type: 'changeMainItem', mainItemId: i.mainItemId, effectiveDate: i.effectiveDate, item },
      type: 'TYPE_CHANGE_ITEM',
      target: i.mainItemId,
      effective,
    };
  });
}

export function changeOptionItem(
  ctx: ServiceCtx,
  i: { contract: ContractRef; itemId: string; effectiveDate: LocalDate; item: ItemRequest; memo?: string },
) {
  return amend(ctx, i.contract, i.memo, async () => {
    const item = await newItemFrom(ctx, i.item, 'OPTION');
    return {
      command: { type: 'changeOptionItem', itemId: i.itemId, effectiveDate: i.effectiveDate, item },
      type: 'TYPE_CHANGE_ITEM',
      target: i.itemId,
      effective: i.effectiveDate,
    };
  });
}

/** The charge item by id or management id within the contract (both given → must agree). */
export function changeQuantity(
  ctx: ServiceCtx,
  i: {
    contract: ContractRef;
    chargeItemId?: string | undefined;
    chargeItemOptionalId?: string | undefined;
    quantity: string;
    effectiveDate: LocalDate;
    rate: Rate;
    memo?: string;
  },
) {
  return amend(ctx, i.contract, i.memo, async (doc) => {
    const chargeItemId = chargeRef(doc, { id: i.chargeItemId, optionalId: i.chargeItemOptionalId }, 'contractChargeItem');
    const owner = doc.items.find((x) => x.chargeItems.some((ch) => ch.id === chargeItemId));
    const charge = owner?.chargeItems.find((ch) => ch.id === chargeItemId);
    // Usage-priced items take no quantity: the domain refuses them (FAILED_PRECONDITION).
    for (const term of charge?.terms ?? []) if (term.pricing.model !== 'USAGE') checkChargeAmount(term.pricing, i.quantity, 'quantity');
    return {
      command: { type: 'changeQuantity', chargeItemId, quantity: i.quantity, effectiveDate: i.effectiveDate, changeRate: i.rate },
      type: 'TYPE_CHANGE_CHARGE_ITEM_QUANTITY',
      target: owner?.id ?? null,
      effective: i.effectiveDate,
    };
  });
}

/** Price and tier changes are checked against the charge item's pricing model like the catalog's. */
export function customizeOptionItem(
  ctx: ServiceCtx,
  i: {
    contract: ContractRef;
    itemId: string;
    effectiveDate: LocalDate;
    name?: string | undefined;
    chargeItems: Array<
      Pick<ChargeRequest, 'name' | 'price' | 'tiers' | 'billingTiming' | 'billingDueTiming'> & {
        contractChargeItemId?: string | undefined;
        contractChargeItemOptionalId?: string | undefined;
      }
    >;
    memo?: string;
  },
) {
  return amend(ctx, i.contract, i.memo, async (doc) => {
    if (i.name !== undefined && i.name.trim() === '') throw invalidField('item.name', 'must not be blank');
    const charges = doc.items.find((x) => x.id === i.itemId)?.chargeItems ?? [];
    const customizations: ChargeCustomization[] = i.chargeItems.map((c, n) => {
      const field = `item.chargeItems[${n}]`;
      const chargeItemId = chargeRef(
        doc,
        { id: c.contractChargeItemId, optionalId: c.contractChargeItemOptionalId },
        `${field}.contractChargeItem`,
      );
      const current = charges.find((ch) => ch.id === chargeItemId);
      const changesPrice = (c.price !== undefined && c.price !== '') || (c.tiers?.length ?? 0) > 0;
      const last = current?.terms[current.terms.length - 1];
      const pricing = last && changesPrice ? pricingOverride(last.pricing, c.price, c.tiers, field) : null;
      if (last && pricing) checkChargeAmount(pricing, last.quantity, `${field}.price`);
      return {
        chargeItemId,
        name: c.name || null,
        price: pricing && c.price !== undefined ? pricing.price : null,
        tiers: pricing && (c.tiers?.length ?? 0) > 0 ? pricing.tiers : null,
        billingTiming: c.billingTiming ?? null,
        billingDueTiming: c.billingDueTiming ?? null,
      };
    });
    return {
      command: {
        type: 'customizeOptionItem',
        itemId: i.itemId,
        effectiveDate: i.effectiveDate,
        name: i.name || null,
        chargeItems: customizations,
      },
      type: 'TYPE_CUSTOMIZE_ITEM',
      target: i.itemId,
      effective: i.effectiveDate,
    };
  });
}

export function renewContractItem(ctx: ServiceCtx, i: { contract: ContractRef; itemId: string; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async () => renewalPlan(i.itemId));
}

/** Cancellations: effectiveStartDate is the cancellation date (the last day of service). */
export function cancelContract(ctx: ServiceCtx, i: { contract: ContractRef; cancellationDate: LocalDate; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async () => ({
    command: { type: 'cancelContract', cancellationDate: i.cancellationDate },
    type: 'TYPE_CANCEL_ITEM',
    target: null,
    effective: i.cancellationDate,
  }));
}

export function cancelOption(ctx: ServiceCtx, i: { contract: ContractRef; itemId: string; cancellationDate: LocalDate; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async () => ({
    command: { type: 'cancelOption', itemId: i.itemId, cancellationDate: i.cancellationDate },
    type: 'TYPE_CANCEL_ITEM',
    target: i.itemId,
    effective: i.cancellationDate,
  }));
}

export function cancelService(
  ctx: ServiceCtx,
  i: { contract: ContractRef; mainItemId: string; cancellationDate: LocalDate; memo?: string },
) {
  return amend(ctx, i.contract, i.memo, async () => ({
    command: { type: 'cancelService', mainItemId: i.mainItemId, cancellationDate: i.cancellationDate },
    type: 'TYPE_CANCEL_ITEM',
    target: i.mainItemId,
    effective: i.cancellationDate,
  }));
}
