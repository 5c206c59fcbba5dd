/**
 * The item operations every amendment is made of (docs/contracts.md "Amendments"): find an item,
 * check a day falls inside it, end or replace it, swap items into the document, start a new term.
 */
import { type LocalDate, addDays, maxDate, minDate } from '../calendar';
import { type PricedTerm, termIndexOn } from '../proration';
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

/** An item a change amendment replaces ends for good: it no longer auto-renews (its successor does). */
export function replacedItem(item: ContractItem, last: LocalDate): ContractItem {
  return { ...endItem(item, last), autoRenewal: { type: 'DISABLED', term: null } };
}

/** Inserts (or replaces) a term from `from`, derived from the term in force on that day. */
export function withTermFrom(charge: ChargeItem, from: LocalDate, change: (t: PricedTerm) => PricedTerm): ChargeItem {
  const current = charge.terms[termIndexOn(charge.terms, from)];
  if (!current) return charge;
  const next = change({ ...current, from });
  const terms = charge.terms.filter((t) => t.from !== from);
  terms.push(next);
  terms.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return { ...charge, terms };
}
