/**
 * The contract document: plain JSON-serialisable data (dates are 'YYYY-MM-DD' LocalDate strings,
 * money and quantities decimal strings), persisted as one snapshot per version. Amendments are pure
 * functions ContractDoc → ContractDoc (amendments.ts).
 */
import type { LocalDate } from '../calendar';
import type { RoundingMode } from '../money';
import type { PricedTerm, Rate } from '../proration';
import type { Timing } from '../timing';

export type ItemRole = 'MAIN' | 'OPTION';
export type ChargeType = 'RECURRING' | 'ONE_TIME';

export interface Term {
  value: number;
  unit: 'UNIT_MONTHLY';
}

/** term.value ≤ 0 counted back from the item's end (UNIT_MONTHLY must be < 0). */
export interface AutoRenewal {
  type: 'ENABLED' | 'DISABLED';
  term: { value: number; unit: 'UNIT_DAILY' | 'UNIT_MONTHLY' } | null;
}

/**
 * A dated change of a charge item's name and timings (docs/contracts.md "Effective dates"): each
 * field names what changes from `from` on; null leaves it as it was.
 */
export interface ChargeSettingChange {
  from: LocalDate;
  name: string | null;
  billingTiming: Timing | null;
  billingDueTiming: Timing | null;
}

/** A dated change of an item's name. */
export interface ItemNameChange {
  from: LocalDate;
  name: string;
}

export interface ChargeItem {
  id: string;
  optionalId: string | null;
  catalogChargeItemId: string;
  /** The name, billingTiming and billingDueTiming in force at the end of `settings` (the latest agreed). */
  name: string;
  type: ChargeType;
  /** Set: the quantity is the sum of daily usage in the period (USAGE always; VOLUME/TIERED by catalog). */
  usageUnitId: string | null;
  billingCycle: Term;
  billingTiming: Timing;
  billingDueTiming: Timing;
  billAllAtOnce: boolean;
  startDailyRate: Rate;
  endDailyRate: Rate;
  /** Percent as a decimal string: "10", "8", "0". */
  taxPercentage: string;
  rounding: RoundingMode;
  /** Effective-dated terms, sorted by `from`, first one from the item's start. Never empty. */
  terms: PricedTerm[];
  /**
   * Effective-dated name and timings, sorted by `from`; the first entry is from the item's start and
   * names all three. Absent: `name`, `billingTiming` and `billingDueTiming` hold from the start.
   */
  settings?: ChargeSettingChange[];
}

export interface ContractItem {
  id: string;
  role: ItemRole;
  /** The MAIN item an OPTION belongs to; null for MAIN items. */
  parentItemId: string | null;
  /** Service id (v2) = the id of the main item that started the service. */
  serviceId: string;
  catalogItemId: string;
  /** The name in force at the end of `names` (the latest agreed). */
  name: string;
  /** Effective-dated names, sorted by `from`, the first from the item's start. Absent: `name` throughout. */
  names?: ItemNameChange[];
  startDate: LocalDate;
  /** Last day of service, inclusive. endDate < startDate means the item never ran (INVALIDATED). */
  endDate: LocalDate;
  /** First day of each term: [startDate, renewal 1 start, …]. billAllAtOnce bills per term. */
  termStarts: LocalDate[];
  defaultContractTerm: Term;
  /** The availability cycle, in months (docs/contracts.md; informational; no billing rule reads it). Null or absent: none. */
  availabilityCycle?: Term | null;
  autoRenewal: AutoRenewal;
  /** Set by a cancellation amendment (the cancellation date); drives WAITING_CANCELLATION / CANCELED. */
  canceledOn: LocalDate | null;
  /** The item that replaced this one (changemainitem, changeoptionitem); it is not renewed. Absent: none recorded. */
  replacedBy?: string;
  chargeItems: ChargeItem[];
}

export interface ContractDoc {
  id: string;
  isDraft: boolean;
  paymentMethodId: string;
  customerId: string;
  customerStaffId: string;
  items: ContractItem[];
}

export type ItemStatus =
  'WAITING_ACTIVATION' | 'ACTIVE' | 'WAITING_CANCELLATION' | 'CANCELED' | 'WAITING_COMPLETION' | 'COMPLETED' | 'INVALIDATED';
