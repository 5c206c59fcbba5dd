/**
 * Building contract items from what a request (plus catalog defaults) supplies. Ids are passed in by
 * the caller: the domain never invents ids or reads the clock.
 */
import { type LocalDate, addDays, addMonthsClamped, minDate } from '../calendar';
import { checkBusinessDate, checkContractSize, checkItemSpan } from '../limits';
import { parseDecimal } from '../money';
import { type Pricing, validatePricing } from '../pricing';
import type { Rate } from '../proration';
import { type Result, ok, prefixField, refuse } from '../result';
import type { ChargeItem, ContractDoc, ContractItem, Term } from './types';

/** A charge item as requested: one quantity and one price instead of effective-dated terms. */
export type NewChargeItem = Omit<ChargeItem, 'terms'> & { quantity: string; pricing: Pricing };

/** An item as requested. startDate is set by the amendment (E) when omitted; endDate null → default. */
export interface NewItem {
  id: string;
  catalogItemId: string;
  name: string;
  startDate: LocalDate | null;
  endDate: LocalDate | null;
  defaultContractTerm: Term;
  availabilityCycle?: Term | null;
  autoRenewal: ContractItem['autoRenewal'];
  chargeItems: NewChargeItem[];
}

export const NO_CHANGE_RATE: Rate = { type: 'DAILY_RATE', fixedRateValue: '0' };

/** Default end of a term: start + term − 1 day (1 Apr 2024 + 12 months → 31 Mar 2025). */
export function defaultEndDate(start: LocalDate, term: Term): LocalDate {
  return addDays(addMonthsClamped(start, term.value), -1);
}

/** End after one more term: (end + 1 day) + term − 1 day. */
export function renewedEndDate(end: LocalDate, term: Term): LocalDate {
  return defaultEndDate(addDays(end, 1), term);
}

function validateChargeItem(charge: NewChargeItem, field: string): Result<ChargeItem> {
  const quantity = parseDecimal(charge.quantity);
  if (!quantity || quantity.isNegative()) return refuse('INVALID_ARGUMENT', 'quantity must be a decimal >= 0', `${field}.quantity`);
  const pricing = validatePricing(charge.pricing);
  if (!pricing.ok) return { ...pricing, field: `${field}.pricing.${pricing.field ?? ''}` };
  const tax = parseDecimal(charge.taxPercentage);
  if (!tax || tax.isNegative() || tax.greaterThan(100))
    return refuse('INVALID_ARGUMENT', 'taxPercentage must be 0..100', `${field}.taxPercentage`);
  if (charge.type === 'RECURRING' && !(charge.billingCycle.value >= 1)) {
    return refuse('INVALID_ARGUMENT', 'billingCycle.value must be >= 1', `${field}.billingCycle.value`);
  }
  // A new charge item starts with no dated changes of its own.
  const { quantity: _q, pricing: _p, settings: _s, ...rest } = charge;
  return ok({ ...rest, terms: [] });
}

/** Turns a NewItem into a ContractItem starting `start`, its end capped at `cap` (the main item's end). */
export function buildItem(input: {
  item: NewItem;
  start: LocalDate;
  role: ContractItem['role'];
  parentItemId: string | null;
  serviceId: string;
  cap: LocalDate | null;
}): Result<ContractItem> {
  const { item, start } = input;
  if (item.defaultContractTerm.value < 1)
    return refuse('INVALID_ARGUMENT', 'defaultContractTerm.value must be >= 1', 'defaultContractTerm');
  let end = item.endDate ?? defaultEndDate(start, item.defaultContractTerm);
  if (input.cap !== null) end = minDate(end, input.cap);
  if (end < start) return refuse('INVALID_ARGUMENT', 'endDate is before startDate', 'endDate');
  const window = checkBusinessDate(start, 'startDate');
  if (!window.ok) return window;
  const last = checkBusinessDate(end, 'endDate');
  if (!last.ok) return last;
  const span = checkItemSpan(start, end, 'endDate');
  if (!span.ok) return span;
  const chargeItems: ChargeItem[] = [];
  for (const [i, charge] of item.chargeItems.entries()) {
    const checked = validateChargeItem(charge, `chargeItems[${i}]`);
    if (!checked.ok) return checked;
    const term = { from: start, quantity: charge.quantity, pricing: charge.pricing, changeRate: NO_CHANGE_RATE };
    chargeItems.push({ ...checked.value, terms: [term] });
  }
  return ok({
    id: item.id,
    role: input.role,
    parentItemId: input.parentItemId,
    serviceId: input.serviceId,
    catalogItemId: item.catalogItemId,
    name: item.name,
    startDate: start,
    endDate: end,
    termStarts: [start],
    defaultContractTerm: item.defaultContractTerm,
    availabilityCycle: item.availabilityCycle ?? null,
    autoRenewal: item.autoRenewal,
    canceledOn: null,
    chargeItems,
  });
}

/** A main item and its options as one service; options default to the main item's start. */
export function buildService(input: { mainItem: NewItem; optionItems: readonly NewItem[] }): Result<ContractItem[]> {
  const { mainItem } = input;
  if (mainItem.startDate === null) return refuse('INVALID_ARGUMENT', 'mainItem.startDate is required', 'mainItem.startDate');
  const main = buildItem({
    item: mainItem,
    start: mainItem.startDate,
    role: 'MAIN',
    parentItemId: null,
    serviceId: mainItem.id,
    cap: null,
  });
  if (!main.ok) return prefixField(main, 'mainItem.');
  const items = [main.value];
  for (const [j, option] of input.optionItems.entries()) {
    const start = option.startDate ?? main.value.startDate;
    if (start < main.value.startDate || start > main.value.endDate) {
      return refuse('INVALID_ARGUMENT', `option ${option.id} starts outside its main item`, `optionItems[${j}].startDate`);
    }
    const built = buildItem({
      item: option,
      start,
      role: 'OPTION',
      parentItemId: main.value.id,
      serviceId: main.value.id,
      cap: main.value.endDate,
    });
    if (!built.ok) return prefixField(built, `optionItems[${j}].`);
    items.push(built.value);
  }
  return ok(items);
}

/** Version 1 of a contract. */
export function createContract(input: {
  id: string;
  isDraft: boolean;
  paymentMethodId: string;
  customerId: string;
  customerStaffId: string;
  services: ReadonlyArray<{ mainItem: NewItem; optionItems: readonly NewItem[] }>;
}): Result<ContractDoc> {
  if (input.services.length === 0) return refuse('INVALID_ARGUMENT', 'a contract needs at least one main item', 'mainItems');
  const items: ContractItem[] = [];
  for (const [i, service] of input.services.entries()) {
    const built = buildService(service);
    if (!built.ok) return prefixField(built, `services[${i}].`);
    items.push(...built.value);
  }
  const size = checkContractSize(items, 'services');
  if (!size.ok) return size;
  const ids = new Set<string>();
  for (const id of items.flatMap((i) => [i.id, ...i.chargeItems.map((c) => c.id)])) {
    if (ids.has(id)) return refuse('INVALID_ARGUMENT', `duplicate id ${id}`);
    ids.add(id);
  }
  const { services: _s, ...head } = input;
  return ok({ ...head, items });
}
