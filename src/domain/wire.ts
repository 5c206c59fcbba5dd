/**
 * Wire enum names ⇄ domain enum names. The API uses prefixed UPPER_SNAKE values with an
 * _UNSPECIFIED member (DESIGN §4-5); the domain uses short names. `fromWire*` return null for
 * UNSPECIFIED or unknown values so the caller can apply a default or answer INVALID_ARGUMENT.
 */
import type { MonthlyOption } from './calendar';
import { isMonthlyOption } from './calendar';
import type { ChargeType } from './contract/types';
import type { RoundingMode } from './money';
import type { PricingModel } from './pricing';
import type { RateType } from './proration';

function stripper<T extends string>(prefix: string, values: readonly T[]) {
  return {
    from(wire: string): T | null {
      if (!wire.startsWith(prefix)) return null;
      const short = wire.slice(prefix.length) as T;
      return values.includes(short) ? short : null;
    },
    to(value: T): string {
      return `${prefix}${value}`;
    },
  };
}

export const pricingModelWire = stripper<PricingModel>('TYPE_', ['FLAT_FEE', 'PER_UNIT', 'USAGE', 'VOLUME', 'TIERED']);
export const chargeTypeWire = stripper<ChargeType>('TYPE_', ['RECURRING', 'ONE_TIME']);
export const rateTypeWire = stripper<RateType>('TYPE_', ['FULL_PRICE', 'DAILY_RATE', 'FIXED_RATE']);
export const roundingWire = stripper<RoundingMode>('ROUNDING_', ['ROUND_DOWN', 'ROUND_UP', 'ROUND_HALF_UP']);
export const autoRenewalTypeWire = stripper<'ENABLED' | 'DISABLED'>('TYPE_', ['ENABLED', 'DISABLED']);

/** MONTHLY_OPTION_DAY_15 → DAY_15; MONTHLY_OPTION_FIRST_DAY_OF_MONTH → FIRST_DAY; …LAST_DAY_OF_MONTH → LAST_DAY. */
export function monthlyOptionFromWire(wire: string): MonthlyOption | null {
  if (wire === 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH') return 'FIRST_DAY';
  if (wire === 'MONTHLY_OPTION_LAST_DAY_OF_MONTH') return 'LAST_DAY';
  const short = wire.startsWith('MONTHLY_OPTION_') ? wire.slice('MONTHLY_OPTION_'.length) : '';
  return short.startsWith('DAY_') && isMonthlyOption(short) ? short : null;
}

export function monthlyOptionToWire(option: MonthlyOption): string {
  if (option === 'FIRST_DAY') return 'MONTHLY_OPTION_FIRST_DAY_OF_MONTH';
  if (option === 'LAST_DAY') return 'MONTHLY_OPTION_LAST_DAY_OF_MONTH';
  return `MONTHLY_OPTION_${option}`;
}
