/**
 * Billing status machine (docs/billing.md "Billing statuses") as a pure transition function. Anything not in the table is
 * refused with FAILED_PRECONDITION and a reason (the batch APIs report it per row).
 */
import { type Decimal, type DecimalInput, dec, formatDecimal } from '../money';
import { type Result, ok, refuse } from '../result';

export type BillingStatus =
  | 'HOLD_INVOICE_CREATION'
  | 'UNBILLED'
  | 'INVOICE_CREATED'
  | 'INVOICE_DELETED'
  | 'POSTED'
  | 'PAYMENT_DUE'
  | 'PARTIALLY_PAID'
  | 'PARTIALLY_UNPAID'
  | 'PAID'
  | 'PAID_WITH_CARD'
  | 'PAYMENT_REFUNDED'
  | 'PAYMENT_UNNECESSARY'
  | 'PAYMENT_EXCLUDED'
  | 'INVALIDATED';

export type BillingEvent =
  | { type: 'setStatus'; to: 'UNBILLED' | 'INVOICE_CREATED' | 'POSTED' }
  | { type: 'recordPayment'; total: DecimalInput; paidBefore: DecimalInput; amount: DecimalInput; isCard: boolean }
  | { type: 'dueDatePassed' }
  | { type: 'recordRefund'; paidBefore: DecimalInput; amount: DecimalInput }
  /**
   * A payment taken back because it was applied by mistake (a bank statement line unmatched,
   * docs/collections.md): the billing returns to what it would be without it — `unpaid` (its status
   * before any payment: INVOICE_CREATED, or POSTED once sent) or PARTIALLY_PAID, overdue when `overdue`.
   */
  | { type: 'reversePayment'; paidBefore: DecimalInput; amount: DecimalInput; unpaid: 'INVOICE_CREATED' | 'POSTED'; overdue: boolean }
  | { type: 'invalidate'; hasPayments: boolean };

export interface Transition {
  status: BillingStatus;
  /** Amount paid after the event (payment and refund events only). */
  paidAmount: Decimal | null;
}

/** Status of a new billing: PAYMENT_UNNECESSARY when total ≤ 0, HOLD_… when asked or by the method. */
export function initialStatus(input: { total: DecimalInput; holdRequested: boolean; methodHoldsByDefault: boolean }): BillingStatus {
  if (dec(input.total).lessThanOrEqualTo(0)) return 'PAYMENT_UNNECESSARY';
  return input.holdRequested || input.methodHoldsByDefault ? 'HOLD_INVOICE_CREATION' : 'UNBILLED';
}

const SET_FROM: Record<'UNBILLED' | 'INVOICE_CREATED' | 'POSTED', readonly BillingStatus[]> = {
  UNBILLED: ['HOLD_INVOICE_CREATION', 'INVOICE_DELETED'],
  INVOICE_CREATED: ['UNBILLED', 'HOLD_INVOICE_CREATION'],
  POSTED: ['UNBILLED', 'INVOICE_CREATED'],
};
const PAYABLE: readonly BillingStatus[] = ['UNBILLED', 'INVOICE_CREATED', 'POSTED', 'PAYMENT_DUE', 'PARTIALLY_PAID', 'PARTIALLY_UNPAID'];
const REFUNDABLE: readonly BillingStatus[] = ['PAID', 'PAID_WITH_CARD', 'PARTIALLY_PAID'];
const OVERDUE: Partial<Record<BillingStatus, BillingStatus>> = {
  POSTED: 'PAYMENT_DUE',
  INVOICE_CREATED: 'PAYMENT_DUE',
  PARTIALLY_PAID: 'PARTIALLY_UNPAID',
};

const no = (from: BillingStatus, what: string): Result<Transition> => refuse('FAILED_PRECONDITION', `a billing in ${from} cannot ${what}`);

function payment(from: BillingStatus, e: Extract<BillingEvent, { type: 'recordPayment' }>): Result<Transition> {
  if (!PAYABLE.includes(from)) return no(from, 'take a payment');
  const amount = dec(e.amount);
  if (amount.lessThanOrEqualTo(0)) return refuse('INVALID_ARGUMENT', 'payment amount must be > 0', 'amount');
  const paid = dec(e.paidBefore).plus(amount);
  const total = dec(e.total);
  if (paid.greaterThan(total))
    return refuse('FAILED_PRECONDITION', `overpayment: ${formatDecimal(paid)} paid against a total of ${formatDecimal(total)}`, 'amount');
  if (paid.equals(total)) return ok({ status: e.isCard ? 'PAID_WITH_CARD' : 'PAID', paidAmount: paid });
  return ok({ status: 'PARTIALLY_PAID', paidAmount: paid });
}

function refund(from: BillingStatus, e: Extract<BillingEvent, { type: 'recordRefund' }>): Result<Transition> {
  if (!REFUNDABLE.includes(from)) return no(from, 'take a refund');
  const amount = dec(e.amount);
  if (amount.lessThanOrEqualTo(0)) return refuse('INVALID_ARGUMENT', 'refund amount must be > 0', 'amount');
  const paid = dec(e.paidBefore).minus(amount);
  if (paid.isNegative()) return refuse('FAILED_PRECONDITION', 'refund exceeds the amount paid', 'amount');
  return ok({ status: paid.isZero() ? 'PAYMENT_REFUNDED' : 'PARTIALLY_PAID', paidAmount: paid });
}

const REVERSIBLE: readonly BillingStatus[] = ['PAID', 'PAID_WITH_CARD', 'PARTIALLY_PAID', 'PARTIALLY_UNPAID'];

function reversal(from: BillingStatus, e: Extract<BillingEvent, { type: 'reversePayment' }>): Result<Transition> {
  if (!REVERSIBLE.includes(from)) return no(from, 'have a payment reversed');
  const amount = dec(e.amount);
  if (amount.lessThanOrEqualTo(0)) return refuse('INVALID_ARGUMENT', 'a reversal must be > 0', 'amount');
  const paid = dec(e.paidBefore).minus(amount);
  if (paid.isNegative()) return refuse('FAILED_PRECONDITION', 'the reversal exceeds the amount paid', 'amount');
  if (paid.isZero()) return ok({ status: e.overdue ? 'PAYMENT_DUE' : e.unpaid, paidAmount: paid });
  return ok({ status: e.overdue ? 'PARTIALLY_UNPAID' : 'PARTIALLY_PAID', paidAmount: paid });
}

/** The status after `event`, or the reason it is refused. */
export function transitionBilling(input: { from: BillingStatus; event: BillingEvent }): Result<Transition> {
  const { from, event } = input;
  switch (event.type) {
    case 'setStatus':
      return SET_FROM[event.to].includes(from) ? ok({ status: event.to, paidAmount: null }) : no(from, `move to ${event.to}`);
    case 'recordPayment':
      return payment(from, event);
    case 'recordRefund':
      return refund(from, event);
    case 'reversePayment':
      return reversal(from, event);
    case 'dueDatePassed': {
      const to = OVERDUE[from];
      return to ? ok({ status: to, paidAmount: null }) : no(from, 'become overdue');
    }
    case 'invalidate':
      if (from === 'INVALIDATED') return no(from, 'be invalidated again');
      if (event.hasPayments) return refuse('FAILED_PRECONDITION', 'a billing with payments cannot be invalidated');
      return ok({ status: 'INVALIDATED', paidAmount: null });
  }
}
