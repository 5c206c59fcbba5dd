/**
 * The item operations every amendment is made of (docs/contracts.md "Amendments"): find an item,
 * check a day falls inside it, end or replace it, swap items into the document, start a new term.
 */
import { type LocalDate, addDays, maxDate, minDate } from '../calendar';
import type { PricingTier } from '../pricing';
import type { PricedTerm, Rate, TermAttribute } from '../proration';
import { type Refusal, type Result, ok, refuse } from '../result';
import type { ChargeItem, ContractDoc, ContractItem } from './types';

export function findItem(doc: ContractDoc, id: string, role?: ContractItem['role']): Result<ContractItem> {
  const item = doc.items.find((i) => i.id === id);
  if (!item || (role && item.role !== role))
    return refuse(
      'NOT_FOUND',
      `${role === 'OPTION' ? 'option' : role === 'MAIN' ? 'main' : 'contract'} item ${id} not found`,
      'contractItemId',
    );
  return ok(item);
}

/** The item must be live (not cancelled) and `day` inside [start, end + slack]. */
export function checkOpen(item: ContractItem, day: LocalDate, field: string, slack = 0): Refusal | null {
  if (item.canceledOn !== null) return refuse('FAILED_PRECONDITION', `item ${item.id} is cancelled`);
  if (day < item.startDate || day > addDays(item.endDate, slack)) {
    return refuse('FAILED_PRECONDITION', `${day} is outside item ${item.id} (${item.startDate}..${item.endDate})`, field);
  }
  return null;
}

export function replaceItems(doc: ContractDoc, changed: readonly ContractItem[], added: readonly ContractItem[] = []): Result<ContractDoc> {
  const byId = new Map(changed.map((i) => [i.id, i]));
  const ids = new Set(doc.items.flatMap((i) => [i.id, ...i.chargeItems.map((c) => c.id)]));
  for (const id of added.flatMap((i) => [i.id, ...i.chargeItems.map((c) => c.id)])) {
    if (ids.has(id)) return refuse('INVALID_ARGUMENT', `id ${id} is already used in this contract`);
    ids.add(id);
  }
  return ok({ ...doc, items: [...doc.items.map((i) => byId.get(i.id) ?? i), ...added] });
}

/** Ends an item on `last` (never before start − 1 day, never later than its current end). */
export function endItem(item: ContractItem, last: LocalDate): ContractItem {
  return { ...item, endDate: minDate(item.endDate, maxDate(last, addDays(item.startDate, -1))) };
}

/**
 * An item a change amendment replaces ends for good: it no longer auto-renews and cannot be renewed
 * (its successor `by` does).
 */
export function replacedItem(item: ContractItem, last: LocalDate, by: string): ContractItem {
  return { ...endItem(item, last), autoRenewal: { type: 'DISABLED', term: null }, replacedBy: by };
}

/**
 * The item that replaced `item` and runs (changemainitem, changeoptionitem), if any. Documents stored
 * before items recorded it: a main item is replaced by the main item of its service that starts the
 * day after it ends.
 */
export function replacementOf(doc: ContractDoc, item: ContractItem): ContractItem | undefined {
  const runs = (i: ContractItem) => i.endDate >= i.startDate;
  if (item.replacedBy) return doc.items.find((i) => i.id === item.replacedBy && runs(i));
  if (item.role !== 'MAIN') return undefined;
  const next = addDays(item.endDate, 1);
  return doc.items.find((i) => i.role === 'MAIN' && i.id !== item.id && i.serviceId === item.serviceId && i.startDate === next && runs(i));
}

/** The values a change of a charge item's terms sets (only those given) and how the period containing its day is charged. */
export interface TermChange {
  quantity?: string;
  price?: string;
  tiers?: PricingTier[];
  changeRate: Rate;
}

const ATTRIBUTES: readonly TermAttribute[] = ['quantity', 'price', 'tiers'];

const valueOf = (t: PricedTerm, a: TermAttribute): string =>
  a === 'quantity' ? t.quantity : a === 'price' ? t.pricing.price : JSON.stringify(t.pricing.tiers);

/**
 * The attributes the changes starting `terms[index]` named: everything for the first term; for a
 * later term what it records, or (documents stored before terms recorded it) what differs from the
 * term before.
 */
export function namedBy(terms: readonly PricedTerm[], index: number): readonly TermAttribute[] {
  const term = terms[index];
  const before = terms[index - 1];
  if (!term) return [];
  if (!before) return ATTRIBUTES;
  return term.named ?? ATTRIBUTES.filter((a) => valueOf(term, a) !== valueOf(before, a));
}

function setValues(term: PricedTerm, change: TermChange, attributes: ReadonlySet<TermAttribute>): PricedTerm {
  if (attributes.size === 0) return term;
  const quantity = attributes.has('quantity') && change.quantity !== undefined ? change.quantity : term.quantity;
  const price = attributes.has('price') && change.price !== undefined ? change.price : term.pricing.price;
  const tiers = attributes.has('tiers') && change.tiers !== undefined ? change.tiers : term.pricing.tiers;
  return { ...term, quantity, pricing: { ...term.pricing, price, tiers } };
}

/**
 * Applies a change of the named attributes from `from` (docs/contracts.md "Effective dates"): the
 * term starting that day takes the new values (a new term, copied from the one in force that day,
 * when none starts then), and each later term takes them too, attribute by attribute, up to the
 * first later term whose own change named that attribute. So the result is the same whichever order
 * changes are recorded in: as if every change had been applied in effective-date order.
 */
export function withTermChange(charge: ChargeItem, from: LocalDate, change: TermChange): ChargeItem {
  const { terms } = charge;
  if (terms.length === 0) return charge;
  const named = new Set(ATTRIBUTES.filter((a) => change[a] !== undefined));
  const carried = new Set(named);
  const out: PricedTerm[] = [];
  const changed = (base: PricedTerm, before: readonly TermAttribute[]): PricedTerm => ({
    ...setValues({ ...base, from }, change, named),
    changeRate: change.changeRate,
    named: ATTRIBUTES.filter((a) => named.has(a) || before.includes(a)),
  });
  let placed = false;
  for (const [i, term] of terms.entries()) {
    const own = namedBy(terms, i);
    if (term.from < from) {
      out.push(i === 0 ? term : { ...term, named: [...own] });
      continue;
    }
    if (term.from === from) {
      out.push(changed(term, own));
      placed = true;
      continue;
    }
    // The first term after `from`: the change starts a term of its own, copied from the one in force.
    if (!placed) out.push(changed(out[out.length - 1] ?? term, []));
    placed = true;
    for (const a of own) carried.delete(a);
    out.push({ ...setValues(term, change, carried), named: [...own] });
  }
  if (!placed) out.push(changed(out[out.length - 1] as PricedTerm, []));
  return { ...charge, terms: out };
}
