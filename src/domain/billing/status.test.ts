import { describe, expect, it } from 'vitest';
import { type BillingEvent, type BillingStatus, initialStatus, transitionBilling } from './status';

const go = (from: BillingStatus, event: BillingEvent) => {
  const r = transitionBilling({ from, event });
  return r.ok ? r.value.status : `refused: ${r.reason}`;
};

describe('initialStatus', () => {
  it('UNBILLED, HOLD when asked or by the method, PAYMENT_UNNECESSARY when total ≤ 0', () => {
    expect(initialStatus({ total: '1100', holdRequested: false, methodHoldsByDefault: false })).toBe('UNBILLED');
    expect(initialStatus({ total: '1100', holdRequested: true, methodHoldsByDefault: false })).toBe('HOLD_INVOICE_CREATION');
    expect(initialStatus({ total: '1100', holdRequested: false, methodHoldsByDefault: true })).toBe('HOLD_INVOICE_CREATION');
    expect(initialStatus({ total: '0', holdRequested: true, methodHoldsByDefault: false })).toBe('PAYMENT_UNNECESSARY');
    expect(initialStatus({ total: '-500', holdRequested: false, methodHoldsByDefault: false })).toBe('PAYMENT_UNNECESSARY');
    // a credit is never held, even on a method that holds or when a hold is asked (docs/billing-lifecycle.md)
    expect(initialStatus({ total: '-5678', holdRequested: false, methodHoldsByDefault: true })).toBe('PAYMENT_UNNECESSARY');
    expect(initialStatus({ total: '-1', holdRequested: true, methodHoldsByDefault: true })).toBe('PAYMENT_UNNECESSARY');
  });
});

describe('batchupdatestatuses', () => {
  it.each<[BillingStatus, 'UNBILLED' | 'INVOICE_CREATED' | 'POSTED', boolean]>([
    ['HOLD_INVOICE_CREATION', 'UNBILLED', true],
    ['INVOICE_DELETED', 'UNBILLED', true],
    ['POSTED', 'UNBILLED', false],
    ['UNBILLED', 'INVOICE_CREATED', true],
    ['HOLD_INVOICE_CREATION', 'INVOICE_CREATED', true],
    ['PAID', 'INVOICE_CREATED', false],
    ['UNBILLED', 'POSTED', true],
    ['INVOICE_CREATED', 'POSTED', true],
    ['HOLD_INVOICE_CREATION', 'POSTED', false],
    ['UNBILLED', 'UNBILLED', false],
    ['PAYMENT_UNNECESSARY', 'POSTED', false],
    ['INVALIDATED', 'UNBILLED', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(go(from, { type: 'setStatus', to })).toBe(allowed ? to : `refused: a billing in ${from} cannot move to ${to}`);
  });
});

describe('payments and refunds', () => {
  const pay = (amount: string, paidBefore = '0', isCard = false): BillingEvent => ({
    type: 'recordPayment',
    total: '11000',
    paidBefore,
    amount,
    isCard,
  });
  it('partial, full, card', () => {
    expect(go('POSTED', pay('5000'))).toBe('PARTIALLY_PAID');
    expect(go('PARTIALLY_PAID', pay('6000', '5000'))).toBe('PAID');
    expect(go('UNBILLED', pay('11000', '0', true))).toBe('PAID_WITH_CARD');
    expect(go('PAYMENT_DUE', pay('11000'))).toBe('PAID');
    expect(go('PARTIALLY_UNPAID', pay('1000', '5000'))).toBe('PARTIALLY_PAID');
  });
  it('refuses overpayment, non-positive amounts and unpayable statuses', () => {
    // 5,000 + 6,001 = 11,001 > 11,000
    expect(go('PARTIALLY_PAID', pay('6001', '5000'))).toBe('refused: overpayment: 11001 paid against a total of 11000');
    expect(go('POSTED', pay('0'))).toBe('refused: payment amount must be > 0');
    expect(go('HOLD_INVOICE_CREATION', pay('100'))).toBe('refused: a billing in HOLD_INVOICE_CREATION cannot take a payment');
    expect(go('PAID', pay('100'))).toBe('refused: a billing in PAID cannot take a payment');
  });
  it('refunds: to PAYMENT_REFUNDED when nothing paid remains, else PARTIALLY_PAID', () => {
    expect(go('PAID', { type: 'recordRefund', paidBefore: '11000', amount: '11000' })).toBe('PAYMENT_REFUNDED');
    expect(go('PAID_WITH_CARD', { type: 'recordRefund', paidBefore: '11000', amount: '1000' })).toBe('PARTIALLY_PAID');
    expect(go('PARTIALLY_PAID', { type: 'recordRefund', paidBefore: '5000', amount: '6000' })).toBe(
      'refused: refund exceeds the amount paid',
    );
    expect(go('POSTED', { type: 'recordRefund', paidBefore: '0', amount: '1' })).toBe('refused: a billing in POSTED cannot take a refund');
  });
  it('reports the amount paid after the event', () => {
    const r = transitionBilling({ from: 'POSTED', event: pay('5000') });
    expect(r.ok && r.value.paidAmount?.toFixed()).toBe('5000');
  });
});

describe('payment reversal (a statement line unmatched)', () => {
  const rev = (paidBefore: string, amount: string, overdue = false, unpaid: 'INVOICE_CREATED' | 'POSTED' = 'POSTED') =>
    ({ type: 'reversePayment', paidBefore, amount, unpaid, overdue }) as const;
  it('returns the billing to where it was without the payment', () => {
    expect(go('PAID', rev('11000', '11000'))).toBe('POSTED');
    expect(go('PAID', rev('11000', '11000', false, 'INVOICE_CREATED'))).toBe('INVOICE_CREATED');
    expect(go('PAID', rev('11000', '11000', true))).toBe('PAYMENT_DUE');
    expect(go('PAID', rev('11000', '6000'))).toBe('PARTIALLY_PAID');
    expect(go('PARTIALLY_UNPAID', rev('5000', '1000', true))).toBe('PARTIALLY_UNPAID');
    expect(go('PARTIALLY_PAID', rev('5000', '6000'))).toBe('refused: the reversal exceeds the amount paid');
    expect(go('POSTED', rev('0', '1'))).toBe('refused: a billing in POSTED cannot have a payment reversed');
  });
});

describe('due date sweep and invalidation', () => {
  it('overdue: POSTED/INVOICE_CREATED → PAYMENT_DUE, PARTIALLY_PAID → PARTIALLY_UNPAID', () => {
    expect(go('POSTED', { type: 'dueDatePassed' })).toBe('PAYMENT_DUE');
    expect(go('INVOICE_CREATED', { type: 'dueDatePassed' })).toBe('PAYMENT_DUE');
    expect(go('PARTIALLY_PAID', { type: 'dueDatePassed' })).toBe('PARTIALLY_UNPAID');
    expect(go('PAID', { type: 'dueDatePassed' })).toBe('refused: a billing in PAID cannot become overdue');
  });
  it('invalidate: any billing without payments', () => {
    expect(go('POSTED', { type: 'invalidate', hasPayments: false })).toBe('INVALIDATED');
    expect(go('PAYMENT_UNNECESSARY', { type: 'invalidate', hasPayments: false })).toBe('INVALIDATED');
    expect(go('PARTIALLY_PAID', { type: 'invalidate', hasPayments: true })).toBe('refused: a billing with payments cannot be invalidated');
    expect(go('INVALIDATED', { type: 'invalidate', hasPayments: false })).toBe(
      'refused: a billing in INVALIDATED cannot be invalidated again',
    );
  });
});
