/**
 * Builders for domain tests (and for other layers' tests): literal, readable contracts.
 * Defaults: monthly PER_UNIT 1,000 yen × 1, billed on the 1st of the period's month, due at the end
 * of the next month, daily-rate proration, 10 % tax, round down.
 */
import { type LocalDate, asLocalDate } from '../calendar';
import type { NewChargeItem } from '../contract/build';
import type { ChargeItem, ContractDoc, ContractItem } from '../contract/types';
import type { Pricing } from '../pricing';
import type { PricedTerm, Rate } from '../proration';

export const d = (text: string): LocalDate => asLocalDate(text);

export const DAILY: Rate = { type: 'DAILY_RATE', fixedRateValue: '0' };
export const FULL: Rate = { type: 'FULL_PRICE', fixedRateValue: '0' };
export const fixed = (value: string): Rate => ({ type: 'FIXED_RATE', fixedRateValue: value });

export const perUnit = (price: string): Pricing => ({ model: 'PER_UNIT', price, tiers: [] });
export const flat = (price: string): Pricing => ({ model: 'FLAT_FEE', price, tiers: [] });

export function term(from: string, quantity: string, pricing: Pricing, changeRate: Rate = DAILY): PricedTerm {
  return { from: d(from), quantity, pricing, changeRate };
}

/** What every charge item of a test has unless a test says otherwise. */
function chargeDefaults(id: string): Omit<ChargeItem, 'id' | 'terms'> {
  return {
    optionalId: null,
    catalogChargeItemId: `cat-${id}`,
    name: `Charge ${id}`,
    type: 'RECURRING',
    usageUnitId: null,
    billingCycle: { value: 1, unit: 'UNIT_MONTHLY' },
    billingTiming: { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'FIRST_DAY' },
    billingDueTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'LAST_DAY' },
    billAllAtOnce: false,
    startDailyRate: DAILY,
    endDailyRate: DAILY,
    taxPercentage: '10',
    rounding: 'ROUND_DOWN',
  };
}

export function chargeItem(overrides: Partial<ChargeItem> & { id: string; terms: PricedTerm[] }): ChargeItem {
  return { ...chargeDefaults(overrides.id), ...overrides };
}

/** A charge item as a new contract item takes it (quantity and pricing instead of terms); 1 × 1,000 yen. */
export function newChargeItem(overrides: Partial<NewChargeItem> & { id: string }): NewChargeItem {
  return { ...chargeDefaults(overrides.id), quantity: '1', pricing: perUnit('1000'), ...overrides };
}

export function contractItem(overrides: Partial<ContractItem> & { id: string; startDate: LocalDate; endDate: LocalDate }): ContractItem {
  return {
    role: 'MAIN',
    parentItemId: null,
    serviceId: overrides.id,
    catalogItemId: `cat-${overrides.id}`,
    name: `Item ${overrides.id}`,
    termStarts: [overrides.startDate],
    defaultContractTerm: { value: 12, unit: 'UNIT_MONTHLY' },
    autoRenewal: { type: 'DISABLED', term: null },
    canceledOn: null,
    chargeItems: [],
    ...overrides,
  };
}

export function contract(items: ContractItem[], overrides: Partial<ContractDoc> = {}): ContractDoc {
  return { id: 'k1', isDraft: false, paymentMethodId: 'pm1', customerId: 'c1', customerStaffId: 's1', items, ...overrides };
}

/** A one-item contract with one monthly charge item: the common case of most tests. */
export function simpleContract(input: {
  start: string;
  end: string;
  charge?: Partial<ChargeItem>;
  item?: Partial<ContractItem>;
}): ContractDoc {
  const charge = chargeItem({ id: 'ch1', terms: [term(input.start, '1', perUnit('1000'))], ...input.charge });
  return contract([contractItem({ id: 'i1', startDate: d(input.start), endDate: d(input.end), chargeItems: [charge], ...input.item })]);
}
