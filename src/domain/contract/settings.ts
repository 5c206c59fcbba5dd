/**
 * Effective-dated names and timings (docs/contracts.md "Effective dates"): what customizeoptionitem
 * changes besides prices. Each change is kept as a delta from its day on (only what it names), so
 * the value in force on a day is the fold of every change up to that day in effective-date order,
 * whatever order the changes were recorded in.
 */
import type { LocalDate } from '../calendar';
import type { Timing } from '../timing';
import type { ChargeItem, ChargeSettingChange, ContractItem } from './types';

/** A charge item's name and timings in force on one day. */
export interface ChargeSettings {
  name: string;
  billingTiming: Timing;
  billingDueTiming: Timing;
}

const sameTiming = (a: Timing, b: Timing): boolean => a.value === b.value && a.unit === b.unit && a.monthlyOption === b.monthlyOption;

/** The charge item's name and timings in force on `day` (before the first change: the first entry's). */
export function settingsOn(charge: ChargeItem, day: LocalDate): ChargeSettings {
  const changes = charge.settings;
  if (!changes || changes.length === 0) {
    return { name: charge.name, billingTiming: charge.billingTiming, billingDueTiming: charge.billingDueTiming };
  }
  const first = changes[0] as ChargeSettingChange;
  let name = first.name ?? charge.name;
  let billingTiming = first.billingTiming ?? charge.billingTiming;
  let billingDueTiming = first.billingDueTiming ?? charge.billingDueTiming;
  for (let i = 1; i < changes.length; i++) {
    const c = changes[i] as ChargeSettingChange;
    if (c.from > day) break;
    name = c.name ?? name;
    billingTiming = c.billingTiming ?? billingTiming;
    billingDueTiming = c.billingDueTiming ?? billingDueTiming;
  }
  return { name, billingTiming, billingDueTiming };
}

/**
 * The days on which the billing or due timing in force changes (a change that leaves both as they
 * were, such as a new name alone, is no such day), in order.
 */
export function timingChangeDays(charge: ChargeItem): LocalDate[] {
  const changes = charge.settings;
  if (!changes || changes.length < 2) return [];
  const days: LocalDate[] = [];
  let before = settingsOn(charge, (changes[0] as ChargeSettingChange).from);
  for (let i = 1; i < changes.length; i++) {
    const day = (changes[i] as ChargeSettingChange).from;
    const after = settingsOn(charge, day);
    if (!sameTiming(before.billingTiming, after.billingTiming) || !sameTiming(before.billingDueTiming, after.billingDueTiming)) {
      days.push(day);
    }
    before = after;
  }
  return days;
}

/**
 * Records a change of name and/or timings from `from` (the item starting `itemStart`): merged into
 * a change of the same day (what it names replaces what that one named), otherwise inserted in
 * effective-date order. Changes on other days stay as they are. The charge item's own `name`,
 * `billingTiming` and `billingDueTiming` become those in force at the end.
 */
export function withSettingChange(charge: ChargeItem, itemStart: LocalDate, change: ChargeSettingChange): ChargeItem {
  if (change.name === null && change.billingTiming === null && change.billingDueTiming === null) return charge;
  const base: ChargeSettingChange = {
    from: itemStart,
    name: charge.name,
    billingTiming: charge.billingTiming,
    billingDueTiming: charge.billingDueTiming,
  };
  const changes = [...(charge.settings && charge.settings.length > 0 ? charge.settings : [base])];
  const at = changes.findIndex((c) => c.from >= change.from);
  const same = at >= 0 ? changes[at] : undefined;
  if (same && same.from === change.from) {
    changes[at] = {
      from: same.from,
      name: change.name ?? same.name,
      billingTiming: change.billingTiming ?? same.billingTiming,
      billingDueTiming: change.billingDueTiming ?? same.billingDueTiming,
    };
  } else if (at < 0) changes.push(change);
  else changes.splice(at, 0, change);
  const withChanges = { ...charge, settings: changes };
  const last = settingsOn(withChanges, (changes[changes.length - 1] as ChargeSettingChange).from);
  return { ...withChanges, ...last };
}

/** The item's name in force on `day`. */
export function itemNameOn(item: ContractItem, day: LocalDate): string {
  let name = item.names?.[0]?.name ?? item.name;
  for (const change of item.names ?? []) if (change.from <= day) name = change.name;
  return name;
}

/** Records a change of the item's name from `from` (same-day changes: the later one wins). */
export function withItemName(item: ContractItem, from: LocalDate, name: string): ContractItem {
  const names = [...(item.names && item.names.length > 0 ? item.names : [{ from: item.startDate, name: item.name }])];
  const kept = names.filter((n) => n.from !== from);
  kept.push({ from, name });
  kept.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const last = kept[kept.length - 1] as { name: string };
  return { ...item, names: kept, name: last.name };
}
