/**
 * Amendments (docs/contracts.md "Amendments"): pure ContractDoc → Result<ContractDoc>. Each validates its target and
 * dates and refuses with a reason: NOT_FOUND (unknown item), FAILED_PRECONDITION (draft contract,
 * cancelled item, date outside the item), INVALID_ARGUMENT (bad values).
 */
import { type LocalDate, addDays, minDate } from '../calendar';
import {
  LAST_BUSINESS_DATE,
  MAX_ITEM_MONTHS,
  checkBusinessDate,
  checkContractSize,
  checkItemSpan,
  checkPeriodAmount,
  contractSize,
} from '../limits';
import { formatDecimal, parseDecimal } from '../money';
import { type PricingTier, pricePeriod } from '../pricing';
import type { Rate } from '../proration';
import { type Result, ok, prefixField, refuse } from '../result';
import type { Timing } from '../timing';
import { NO_CHANGE_RATE, type NewItem, buildItem, buildService, renewedEndDate } from './build';
import type { ChargeItem, ContractDoc, ContractItem } from './types';
import { checkOpen, endItem, findItem, replaceItems, replacedItem, replacementOf, withTermChange } from './item.ops';
import { withItemName, withSettingChange } from './settings';

export interface ChargeCustomization {
  chargeItemId: string;
  name: string | null;
  price: string | null;
  tiers: PricingTier[] | null;
  billingTiming: Timing | null;
  billingDueTiming: Timing | null;
}

export type AmendmentCommand =
  | { type: 'addOptionItem'; parentItemId: string; effectiveDate: LocalDate; item: NewItem }
  | { type: 'changeMainItem'; mainItemId: string; effectiveDate: LocalDate | null; item: NewItem }
  | { type: 'changeOptionItem'; itemId: string; effectiveDate: LocalDate; item: NewItem }
  | { type: 'changeQuantity'; chargeItemId: string; quantity: string; effectiveDate: LocalDate; changeRate: Rate }
  | { type: 'customizeOptionItem'; itemId: string; effectiveDate: LocalDate; name: string | null; chargeItems: ChargeCustomization[] }
  | { type: 'renewItem'; itemId: string }
  | { type: 'cancelContract'; cancellationDate: LocalDate }
  | { type: 'cancelOption'; itemId: string; cancellationDate: LocalDate }
  | { type: 'cancelService'; mainItemId: string; cancellationDate: LocalDate }
  | { type: 'addService'; mainItem: NewItem; optionItems: NewItem[] };

/** Applies one amendment. Drafts take only addService (building the draft). */
export function applyAmendment(doc: ContractDoc, command: AmendmentCommand): Result<ContractDoc> {
  if (doc.isDraft && command.type !== 'addService')
    return refuse('FAILED_PRECONDITION', 'a draft contract takes no amendments; confirm it first');
  const next = applyOne(doc, command);
  if (!next.ok) return next;
  // An amendment that grows the document must keep it within its size bound.
  const [before, after] = [contractSize(doc.items), contractSize(next.value.items)];
  if (after.items <= before.items && after.charges <= before.charges && after.terms <= before.terms) return next;
  const size = checkContractSize(next.value.items, 'contract');
  return size.ok ? next : refuse('FAILED_PRECONDITION', size.reason);
}

function applyOne(doc: ContractDoc, command: AmendmentCommand): Result<ContractDoc> {
  switch (command.type) {
    case 'addOptionItem':
      return addOptionItem(doc, command);
    case 'changeMainItem':
      return changeMainItem(doc, command);
    case 'changeOptionItem':
      return changeOptionItem(doc, command);
    case 'changeQuantity':
      return changeQuantity(doc, command);
    case 'customizeOptionItem':
      return customizeOptionItem(doc, command);
    case 'renewItem':
      return renewItem(doc, command.itemId);
    case 'cancelContract':
      return cancelContract(doc, command.cancellationDate);
    case 'cancelOption':
      return cancelOption(doc, command.itemId, command.cancellationDate);
    case 'cancelService':
      return cancelService(doc, command.mainItemId, command.cancellationDate);
    case 'addService':
      return addService(doc, command.mainItem, command.optionItems);
  }
}

// ---------- amendments ----------

function addOptionItem(doc: ContractDoc, c: Extract<AmendmentCommand, { type: 'addOptionItem' }>): Result<ContractDoc> {
  const parent = findItem(doc, c.parentItemId, 'MAIN');
  if (!parent.ok) return parent;
  const closed = checkOpen(parent.value, c.effectiveDate, 'effectiveStartDate');
  if (closed) return closed;
  const built = buildItem({
    item: c.item,
    start: c.effectiveDate,
    role: 'OPTION',
    parentItemId: parent.value.id,
    serviceId: parent.value.serviceId,
    cap: parent.value.endDate,
  });
  return built.ok ? replaceItems(doc, [], [built.value]) : prefixField(built, 'item.');
}

function changeMainItem(doc: ContractDoc, c: Extract<AmendmentCommand, { type: 'changeMainItem' }>): Result<ContractDoc> {
  const found = findItem(doc, c.mainItemId, 'MAIN');
  if (!found.ok) return found;
  const old = found.value;
  const e = c.effectiveDate ?? addDays(old.endDate, 1);
  const closed = checkOpen(old, e, 'item.effectiveStartDate', 1);
  if (closed) return closed;
  const built = buildItem({ item: c.item, start: e, role: 'MAIN', parentItemId: null, serviceId: old.serviceId, cap: null });
  if (!built.ok) return prefixField(built, 'item.');
  const main = built.value;
  const moved = doc.items
    .filter((i) => i.parentItemId === old.id && i.endDate >= e)
    .map((i) => ({ ...i, parentItemId: main.id, endDate: minDate(i.endDate, main.endDate) }));
  return replaceItems(doc, [replacedItem(old, addDays(e, -1), main.id), ...moved], [main]);
}

function changeOptionItem(doc: ContractDoc, c: Extract<AmendmentCommand, { type: 'changeOptionItem' }>): Result<ContractDoc> {
  const found = findItem(doc, c.itemId, 'OPTION');
  if (!found.ok) return found;
  const old = found.value;
  const closed = checkOpen(old, c.effectiveDate, 'effectiveStartDate');
  if (closed) return closed;
  const parent = doc.items.find((i) => i.id === old.parentItemId);
  const cap = parent ? parent.endDate : null;
  const built = buildItem({
    item: c.item,
    start: c.effectiveDate,
    role: 'OPTION',
    parentItemId: old.parentItemId,
    serviceId: old.serviceId,
    cap,
  });
  if (!built.ok) return prefixField(built, 'item.');
  return replaceItems(doc, [replacedItem(old, addDays(c.effectiveDate, -1), built.value.id)], [built.value]);
}

function changeQuantity(doc: ContractDoc, c: Extract<AmendmentCommand, { type: 'changeQuantity' }>): Result<ContractDoc> {
  const item = doc.items.find((i) => i.chargeItems.some((ch) => ch.id === c.chargeItemId));
  const charge = item?.chargeItems.find((ch) => ch.id === c.chargeItemId);
  if (!item || !charge) return refuse('NOT_FOUND', `charge item ${c.chargeItemId} not found`, 'contractChargeItemId');
  const closed = checkOpen(item, c.effectiveDate, 'effectiveStartDate');
  if (closed) return closed;
  const quantity = parseDecimal(c.quantity);
  if (!quantity || quantity.isNegative()) return refuse('INVALID_ARGUMENT', 'quantity must be a decimal >= 0', 'quantity');
  if (charge.usageUnitId !== null || charge.terms.some((t) => t.pricing.model === 'USAGE')) {
    return refuse('FAILED_PRECONDITION', `charge item ${charge.id} takes its quantity from usage`, 'contractChargeItemId');
  }
  const changed = withTermChange(charge, c.effectiveDate, { quantity: formatDecimal(quantity), changeRate: c.changeRate });
  const updated = { ...item, chargeItems: item.chargeItems.map((ch) => (ch.id === charge.id ? changed : ch)) };
  return replaceItems(doc, [updated]);
}

/** A customization from `from` on: prices and tiers as a term change, name and timings as dated settings. */
function customizeCharge(charge: ChargeItem, custom: ChargeCustomization, from: LocalDate, itemStart: LocalDate): ChargeItem {
  let next = withSettingChange(charge, itemStart, {
    from,
    name: custom.name,
    billingTiming: custom.billingTiming,
    billingDueTiming: custom.billingDueTiming,
  });
  if (custom.price !== null || custom.tiers !== null) {
    next = withTermChange(next, from, {
      ...(custom.price !== null ? { price: custom.price } : {}),
      ...(custom.tiers !== null ? { tiers: custom.tiers } : {}),
      changeRate: NO_CHANGE_RATE,
    });
  }
  return next;
}

/** Every term a customization leaves must keep one full period within the line limit (docs/errors.md "Limits"). */
function checkTerms(charge: ChargeItem, field: string): Result<ChargeItem> {
  for (const term of charge.terms) {
    if (term.pricing.model === 'USAGE' || charge.usageUnitId !== null) continue;
    const checked = checkPeriodAmount(pricePeriod({ pricing: term.pricing, quantity: term.quantity }), field);
    if (!checked.ok) return checked;
  }
  return ok(charge);
}

function customizeOptionItem(doc: ContractDoc, c: Extract<AmendmentCommand, { type: 'customizeOptionItem' }>): Result<ContractDoc> {
  const found = findItem(doc, c.itemId, 'OPTION');
  if (!found.ok) return found;
  const item = found.value;
  const closed = checkOpen(item, c.effectiveDate, 'effectiveStartDate');
  if (closed) return closed;
  const chargeItems = [...item.chargeItems];
  for (const [n, custom] of c.chargeItems.entries()) {
    const i = chargeItems.findIndex((ch) => ch.id === custom.chargeItemId);
    const charge = chargeItems[i];
    if (!charge)
      return refuse(
        'NOT_FOUND',
        `charge item ${custom.chargeItemId} is not on item ${item.id}`,
        `item.chargeItems[${n}].contractChargeItemId`,
      );
    if (custom.price !== null && parseDecimal(custom.price) === null)
      return refuse('INVALID_ARGUMENT', 'price must be a decimal', `item.chargeItems[${n}].price`);
    const customized = customizeCharge(charge, custom, c.effectiveDate, item.startDate);
    const bounded = checkTerms(customized, `item.chargeItems[${n}].${custom.tiers !== null ? 'tiers' : 'price'}`);
    if (!bounded.ok) return bounded;
    chargeItems[i] = customized;
  }
  const named = c.name === null ? item : withItemName(item, c.effectiveDate, c.name);
  return replaceItems(doc, [{ ...named, chargeItems }]);
}

function renewOne(item: ContractItem, cap: LocalDate | null): ContractItem {
  const next = renewedEndDate(item.endDate, item.defaultContractTerm);
  const end = cap === null ? next : minDate(next, cap);
  return { ...item, endDate: end, termStarts: [...item.termStarts, addDays(item.endDate, 1)] };
}

/** Moves the end forward one term; a main item takes along its live options that ended with it. */
function renewItem(doc: ContractDoc, itemId: string): Result<ContractDoc> {
  const found = findItem(doc, itemId);
  if (!found.ok) return found;
  const item = found.value;
  if (item.canceledOn !== null) return refuse('FAILED_PRECONDITION', `item ${item.id} is cancelled`);
  if (item.endDate < item.startDate) return refuse('FAILED_PRECONDITION', `item ${item.id} never started`);
  // A replaced item ends for good: renewing it would run it again beside its successor.
  const successor = replacementOf(doc, item);
  if (successor)
    return refuse('FAILED_PRECONDITION', `item ${item.id} was replaced by ${successor.id} from ${successor.startDate}; renew that one`);
  const parent = doc.items.find((i) => i.id === item.parentItemId);
  const renewed = renewOne(item, parent ? parent.endDate : null);
  if (renewed.endDate <= item.endDate) return refuse('FAILED_PRECONDITION', `option ${item.id} already ends with its main item`);
  const bounded = checkBusinessDate(renewed.endDate, 'endDate').ok && checkItemSpan(item.startDate, renewed.endDate, 'endDate').ok;
  if (!bounded)
    return refuse(
      'FAILED_PRECONDITION',
      `renewing item ${item.id} would take it past ${LAST_BUSINESS_DATE} or ${MAX_ITEM_MONTHS / 12} years after its start`,
    );
  const options =
    item.role === 'MAIN'
      ? doc.items
          .filter((o) => o.parentItemId === item.id && o.canceledOn === null && o.endDate === item.endDate && !replacementOf(doc, o))
          .map((o) => renewOne(o, renewed.endDate))
      : [];
  return replaceItems(doc, [renewed, ...options]);
}

/** Items end on the cancellation date (inclusive); those starting later never run. */
function cancelItems(doc: ContractDoc, items: readonly ContractItem[], date: LocalDate): Result<ContractDoc> {
  const live = items.filter((i) => i.endDate > date && i.endDate >= i.startDate);
  if (live.length === 0) return refuse('FAILED_PRECONDITION', `nothing runs after ${date}`, 'cancellationDate');
  const earliest = items.reduce((d, i) => minDate(d, i.startDate), live[0]?.startDate ?? date);
  if (date < addDays(earliest, -1)) return refuse('FAILED_PRECONDITION', `${date} is before the start ${earliest}`, 'cancellationDate');
  return replaceItems(
    doc,
    live.map((i) => ({ ...endItem(i, date), canceledOn: date })),
  );
}

/** Every item running after the date ends on it; a contract whose main items are all cancelled already is refused. */
function cancelContract(doc: ContractDoc, date: LocalDate): Result<ContractDoc> {
  const mains = doc.items.filter((i) => i.role === 'MAIN' && i.endDate >= i.startDate);
  if (mains.length > 0 && mains.every((i) => i.canceledOn !== null))
    return refuse('FAILED_PRECONDITION', 'the contract is already cancelled');
  return cancelItems(doc, doc.items, date);
}

function cancelOption(doc: ContractDoc, itemId: string, date: LocalDate): Result<ContractDoc> {
  const found = findItem(doc, itemId, 'OPTION');
  if (!found.ok) return found;
  if (found.value.canceledOn !== null) return refuse('FAILED_PRECONDITION', `item ${itemId} is already cancelled`);
  return cancelItems(doc, [found.value], date);
}

function cancelService(doc: ContractDoc, mainItemId: string, date: LocalDate): Result<ContractDoc> {
  const found = findItem(doc, mainItemId, 'MAIN');
  if (!found.ok) return found;
  if (found.value.canceledOn !== null) return refuse('FAILED_PRECONDITION', `item ${mainItemId} is already cancelled`);
  return cancelItems(
    doc,
    doc.items.filter((i) => i.id === mainItemId || i.parentItemId === mainItemId),
    date,
  );
}

function addService(doc: ContractDoc, mainItem: NewItem, optionItems: readonly NewItem[]): Result<ContractDoc> {
  const built = buildService({ mainItem, optionItems });
  return built.ok ? replaceItems(doc, [], built.value) : built;
}
