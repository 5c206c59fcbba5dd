/**
 * Wire → domain readers for the term-like objects that catalog items, contracts and amendments all
 * take (timings, terms, auto-renewal), so one rule set applies everywhere. Each failure is
 * INVALID_ARGUMENT naming the field.
 */
import { invalidField } from '../api/errors';
import type { MonthlyOption as WireMonthlyOption } from '../api/catalogitem/catalogitem.schema';
import type { MonthlyOption } from '../domain/calendar';
import type { AutoRenewal, Term } from '../domain/contract/types';
import type { Timing } from '../domain/timing';

export interface TimingIn {
  value?: number | undefined;
  unit?: string | undefined;
  monthlyOption?: WireMonthlyOption | undefined;
}

export interface TermIn {
  value?: number | undefined;
  unit?: string | undefined;
}

export interface AutoRenewalIn {
  type?: string | undefined;
  term?: TermIn | undefined;
}

export function monthlyOptionIn(option: WireMonthlyOption): MonthlyOption | null {
  if (option === 'MONTHLY_OPTION_UNSPECIFIED') return null;
  if (option === 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH') return 'DAY_1';
  if (option === 'MONTHLY_OPTION_LAST_DAY_OF_MONTH') return 'LAST_DAY';
  return option.slice('MONTHLY_OPTION_'.length) as MonthlyOption;
}

/** A billing or due timing; `minValue` bounds `value` (due timings count forward from the billing date). */
export function timingIn(t: TimingIn, field: string, minValue: number | null): Timing {
  const value = t.value ?? 0;
  const option = monthlyOptionIn(t.monthlyOption ?? 'MONTHLY_OPTION_UNSPECIFIED');
  if (t.unit === undefined || t.unit === 'UNIT_UNSPECIFIED') throw invalidField(`${field}.unit`, 'required: UNIT_MONTHLY or UNIT_DAILY');
  if (minValue !== null && value < minValue) throw invalidField(`${field}.value`, `must be >= ${minValue} (counted from the billing date)`);
  if (t.unit === 'UNIT_DAILY') {
    if (option !== null) throw invalidField(`${field}.monthlyOption`, 'only with UNIT_MONTHLY');
    return { value, unit: 'UNIT_DAILY', monthlyOption: 'DAY_1' };
  }
  if (option === null) throw invalidField(`${field}.monthlyOption`, 'required with UNIT_MONTHLY');
  return { value, unit: 'UNIT_MONTHLY', monthlyOption: option };
}

/** A contract term or billing cycle in months (≥ 1). */
export function termIn(t: TermIn, field: string): Term {
  const value = t.value ?? 0;
  if (value < 1) throw invalidField(`${field}.value`, 'must be >= 1 (months)');
  return { value, unit: 'UNIT_MONTHLY' };
}

/** SPEC's AutoRenewalSetting: term only (and required) with TYPE_ENABLED; UNIT_DAILY ≤ 0, UNIT_MONTHLY < 0. */
export function autoRenewalIn(a: AutoRenewalIn, field: string): AutoRenewal {
  const term = a.term;
  const termGiven = term !== undefined && ((term.value ?? 0) !== 0 || (term.unit ?? 'UNIT_UNSPECIFIED') !== 'UNIT_UNSPECIFIED');
  if (a.type !== 'TYPE_ENABLED') {
    if (termGiven) throw invalidField(`${field}.term`, 'only with TYPE_ENABLED');
    return { type: 'DISABLED', term: null };
  }
  if (!term || !termGiven) throw invalidField(`${field}.term`, 'required with TYPE_ENABLED');
  const value = term.value ?? 0;
  if (term.unit === 'UNIT_DAILY') {
    if (value > 0) throw invalidField(`${field}.term.value`, 'with UNIT_DAILY must be zero or negative (days before the contract end)');
    return { type: 'ENABLED', term: { value, unit: 'UNIT_DAILY' } };
  }
  if (term.unit === 'UNIT_MONTHLY') {
    if (value >= 0) throw invalidField(`${field}.term.value`, 'with UNIT_MONTHLY must be negative (months before the contract end; zero is not allowed)');
    return { type: 'ENABLED', term: { value, unit: 'UNIT_MONTHLY' } };
  }
  throw invalidField(`${field}.term.unit`, 'required: UNIT_DAILY or UNIT_MONTHLY');
}
