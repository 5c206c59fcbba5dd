/**
 * Amendments (DESIGN §6; docs/contracts.md): each call locks the contract (SELECT … FOR UPDATE in the
 * request's transaction), builds a domain command, applies it with applyAmendment, records the
 * amendment and stores version N+1. A refusal changes nothing (the transaction rolls back).
 */
import { failedPrecondition, invalidArgument, invalidField, notFound } from '../api/errors';
import { addDays, type LocalDate } from '../domain/calendar';
import { applyAmendment, type AmendmentCommand, type ChargeCustomization } from '../domain/contract/amendments';
import type { ContractDoc } from '../domain/contract/types';
import { formatDecimal, parseDecimal } from '../domain/money';
import type { Rate } from '../domain/proration';
import { insertAmendment, saveVersion, type AmendmentRow } from '../db/repos/contract.repo';
import { newId } from '../lib/ids';
import type { ServiceCtx } from './context';
import { newItemFrom, pricingOverride, type ChargeRequest, type ItemRequest } from './contract.items.service';
import { timingIn } from './terms.in';
import { findAndLock, headOf, recordOf, refusalError, todayOf, withContractUnique, type ContractRecord, type ContractRef } from './contract.store.service';

export type AmendmentType = 'TYPE_ADD_ITEM' | 'TYPE_CHANGE_ITEM' | 'TYPE_CUSTOMIZE_ITEM' | 'TYPE_CHANGE_CHARGE_ITEM_QUANTITY' | 'TYPE_RENEW_ITEM' | 'TYPE_CANCEL_ITEM';

interface Plan {
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

async function amend(ctx: ServiceCtx, ref: ContractRef, memo: string | undefined, makePlan: (doc: ContractDoc) => Promise<Plan>): Promise<AmendmentResult> {
  const row = await findAndLock(ctx, ref);
  if (row.is_draft) throw failedPrecondition('a draft contract takes no amendments; confirm it first', 'DRAFT_CONTRACT');
  const plan = await makePlan(row.doc);
  const next = applyAmendment(row.doc, plan.command);
  if (!next.ok) throw refusalError(next);
  const doc = next.value;
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
    memo: memo ?? '',
    command: JSON.stringify(plan.command),
  });
  const head = headOf(doc, { optionalId: row.optional_id, knownOn: todayOf(ctx), confirmTime: row.confirm_time });
  const saved = await withContractUnique(() => saveVersion(ctx.db, tenantId, version, doc, head, amendment.id), 'item.chargeItems.optionalId');
  return { record: await recordOf(ctx, saved), amendment };
}

export function addOptionItem(ctx: ServiceCtx, i: { contract: ContractRef; parentItemId: string; effectiveDate: LocalDate; item: ItemRequest; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async () => {
    const item = await newItemFrom(ctx, i.item, 'OPTION');
    return { command: { type: 'addOptionItem', parentItemId: i.parentItemId, effectiveDate: i.effectiveDate, item }, type: 'TYPE_ADD_ITEM', target: item.id, effective: i.effectiveDate };
  });
}

/** The new main item's target is the old one; E defaults to the day after the current end (domain). */
export function changeMainItem(ctx: ServiceCtx, i: { contract: ContractRef; mainItemId: string; effectiveDate: LocalDate | null; item: ItemRequest; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async (doc) => {
    const item = await newItemFrom(ctx, i.item, 'MAIN');
    const old = doc.items.find((x) => x.id === i.mainItemId);
    const effective = i.effectiveDate ?? (old ? addDays(old.endDate, 1) : null);
    return { command: { type: 'changeMainItem', mainItemId: i.mainItemId, effectiveDate: i.effectiveDate, item }, type: 'TYPE_CHANGE_ITEM', target: i.mainItemId, effective };
  });
}

export function changeOptionItem(ctx: ServiceCtx, i: { contract: ContractRef; itemId: string; effectiveDate: LocalDate; item: ItemRequest; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async () => {
    const item = await newItemFrom(ctx, i.item, 'OPTION');
    return { command: { type: 'changeOptionItem', itemId: i.itemId, effectiveDate: i.effectiveDate, item }, type: 'TYPE_CHANGE_ITEM', target: i.itemId, effective: i.effectiveDate };
  });
}

export function rateIn(r: { type?: string | undefined; fixedRateValue?: string | undefined } | undefined, field: string): Rate {
  if (!r || r.type === undefined || r.type === 'TYPE_UNSPECIFIED' || r.type === 'TYPE_DAILY_RATE') return { type: 'DAILY_RATE', fixedRateValue: '0' };
  if (r.type === 'TYPE_FULL_PRICE') return { type: 'FULL_PRICE', fixedRateValue: '0' };
  const value = parseDecimal(r.fixedRateValue ?? '');
  if (!value || value.isNegative() || value.greaterThan(1)) throw invalidField(`${field}.fixedRateValue`, 'required with TYPE_FIXED_RATE: a decimal between 0 and 1');
  return { type: 'FIXED_RATE', fixedRateValue: formatDecimal(value) };
}

/** The charge item by id or management id within the contract (both given → must agree). */
function chargeRef(doc: ContractDoc, id: string | undefined, optionalId: string | undefined): string {
  if (!id && !optionalId) throw invalidArgument('contractChargeItemId or contractChargeItemOptionalId is required', [{ field: 'contractChargeItemId', description: 'required (or give contractChargeItemOptionalId)' }]);
  if (!optionalId) return id!;
  const byOpt = doc.items.flatMap((x) => x.chargeItems).find((ch) => ch.optionalId === optionalId);
  if (!byOpt) throw notFound('contract charge item');
  if (id && byOpt.id !== id) throw invalidField('contractChargeItemOptionalId', 'does not name the charge item given by contractChargeItemId');
  return byOpt.id;
}

export function changeQuantity(ctx: ServiceCtx, i: { contract: ContractRef; chargeItemId?: string | undefined; chargeItemOptionalId?: string | undefined; quantity: string; effectiveDate: LocalDate; rate: Rate; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async (doc) => {
    const chargeItemId = chargeRef(doc, i.chargeItemId, i.chargeItemOptionalId);
    const owner = doc.items.find((x) => x.chargeItems.some((ch) => ch.id === chargeItemId));
    return { command: { type: 'changeQuantity', chargeItemId, quantity: i.quantity, effectiveDate: i.effectiveDate, changeRate: i.rate }, type: 'TYPE_CHANGE_CHARGE_ITEM_QUANTITY', target: owner?.id ?? null, effective: i.effectiveDate };
  });
}

/** Price and tier changes are checked against the charge item's pricing model like the catalog's. */
export function customizeOptionItem(ctx: ServiceCtx, i: { contract: ContractRef; itemId: string; effectiveDate: LocalDate; name?: string | undefined; chargeItems: Array<Omit<ChargeRequest, 'catalogChargeItemId'> & { contractChargeItemId: string }>; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async (doc) => {
    if (i.name !== undefined && i.name.trim() === '') throw invalidField('item.name', 'must not be blank');
    const charges = doc.items.find((x) => x.id === i.itemId)?.chargeItems ?? [];
    const customizations: ChargeCustomization[] = i.chargeItems.map((c, n) => {
      const field = `item.chargeItems[${n}]`;
      const current = charges.find((ch) => ch.id === c.contractChargeItemId);
      const changesPrice = (c.price !== undefined && c.price !== '') || (c.tiers?.length ?? 0) > 0;
      const pricing = current && changesPrice ? pricingOverride(current.terms[current.terms.length - 1]!.pricing, c.price, c.tiers, field) : null;
      return {
        chargeItemId: c.contractChargeItemId,
        name: c.name || null,
        price: pricing && c.price !== undefined && c.price !== '' ? pricing.price : null,
        tiers: pricing && (c.tiers?.length ?? 0) > 0 ? pricing.tiers : null,
        billingTiming: c.billingTiming ? timingIn(c.billingTiming, `${field}.billingTiming`, null) : null,
        billingDueTiming: c.billingDueTiming ? timingIn(c.billingDueTiming, `${field}.billingDueTiming`, 0) : null,
      };
    });
    return { command: { type: 'customizeOptionItem', itemId: i.itemId, effectiveDate: i.effectiveDate, name: i.name || null, chargeItems: customizations }, type: 'TYPE_CUSTOMIZE_ITEM', target: i.itemId, effective: i.effectiveDate };
  });
}

export function renewContractItem(ctx: ServiceCtx, i: { contract: ContractRef; itemId: string; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async () => ({ command: { type: 'renewItem', itemId: i.itemId }, type: 'TYPE_RENEW_ITEM', target: i.itemId, effective: null }));
}

/** Cancellations: effectiveStartDate is the cancellation date (the last day of service). */
export function cancelContract(ctx: ServiceCtx, i: { contract: ContractRef; cancellationDate: LocalDate; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async () => ({ command: { type: 'cancelContract', cancellationDate: i.cancellationDate }, type: 'TYPE_CANCEL_ITEM', target: null, effective: i.cancellationDate }));
}

export function cancelOption(ctx: ServiceCtx, i: { contract: ContractRef; itemId: string; cancellationDate: LocalDate; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async () => ({ command: { type: 'cancelOption', itemId: i.itemId, cancellationDate: i.cancellationDate }, type: 'TYPE_CANCEL_ITEM', target: i.itemId, effective: i.cancellationDate }));
}

export function cancelService(ctx: ServiceCtx, i: { contract: ContractRef; mainItemId: string; cancellationDate: LocalDate; memo?: string }) {
  return amend(ctx, i.contract, i.memo, async () => ({ command: { type: 'cancelService', mainItemId: i.mainItemId, cancellationDate: i.cancellationDate }, type: 'TYPE_CANCEL_ITEM', target: i.mainItemId, effective: i.cancellationDate }));
}
