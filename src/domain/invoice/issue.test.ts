import { describe, expect, it } from 'vitest';
import { asLocalDate as d } from '../calendar';
import { draftInvoices, type InvoiceableBilling } from './issue';

const billing = (id: string, over: Partial<InvoiceableBilling> = {}): InvoiceableBilling => ({
  id,
  billingDate: d('2026-06-01'),
  dueDate: d('2026-06-30'),
  paymentMethodId: 'pm-transfer',
  rates: [{ taxPercentage: '10', subtotal: '105' }],
  ...over,
});

describe('draftInvoices', () => {
  it('three billings of ¥105 at 10 % make one invoice with tax ¥31 (not 3 × ¥10), apportioned 11/10/10', () => {
    // per billing the tax would be floor(10.5) = 10 each, ¥30 in all; over the invoice: floor(315 × 10 %) = floor(31.5) = 31
    const [inv, ...more] = draftInvoices({
      billings: [billing('b1'), billing('b2'), billing('b3')],
      invoicing: 'MONTHLY_CLOSING',
      holidayRule: 'NONE',
      taxRounding: 'ROUND_DOWN',
    });
    expect(more).toEqual([]);
    expect(inv).toMatchObject({ subtotal: '315', tax: '31', total: '346', taxes: [{ taxPercentage: '10', subtotal: '315', tax: '31' }] });
    expect(inv!.billings.map((b) => [b.billingId, b.tax, b.total])).toEqual([
      ['b1', '11', '116'],
      ['b2', '10', '115'],
      ['b3', '10', '115'],
    ]);
  });

  it('per billing: one invoice each, with the billing’s own tax', () => {
    const drafts = draftInvoices({
      billings: [billing('b1'), billing('b2')],
      invoicing: 'PER_BILLING',
      holidayRule: 'NONE',
      taxRounding: 'ROUND_DOWN',
    });
    expect(drafts.map((x) => [x.billings.map((b) => b.billingId), x.tax])).toEqual([
      [['b1'], '10'],
      [['b2'], '10'],
    ]);
  });

  it('monthly closing groups by payment method and due date, and moves the due date by the holiday rule', () => {
    const drafts = draftInvoices({
      billings: [
        billing('a', { dueDate: d('2026-05-31') }),
        billing('b', { dueDate: d('2026-05-31'), paymentMethodId: 'pm-debit' }),
        billing('c', { dueDate: d('2026-06-30') }),
        billing('e', { dueDate: d('2026-05-31'), billingDate: d('2026-04-20') }),
      ],
      invoicing: 'MONTHLY_CLOSING',
      holidayRule: 'NEXT_BUSINESS_DAY',
      taxRounding: 'ROUND_DOWN',
    });
    // 2026-05-31 is a Sunday → Monday 2026-06-01; 2026-06-30 is a Tuesday
    expect(drafts.map((x) => [x.paymentMethodId, x.billingDueDate, x.dueDate, x.billings.map((b) => b.billingId)])).toEqual([
      ['pm-debit', '2026-05-31', '2026-06-01', ['b']],
      ['pm-transfer', '2026-05-31', '2026-06-01', ['e', 'a']],
      ['pm-transfer', '2026-06-30', '2026-06-30', ['c']],
    ]);
  });

  it('mixed 10 % and 8 % lines: tax once per rate over the invoice; every billing sums to the invoice', () => {
    // 10 %: 999 + 999 = 1998 → 199.8 → 199 (ROUND_DOWN); 8 %: 1001 → 80.08 → 80
    const [inv] = draftInvoices({
      billings: [
        billing('b1', { rates: [{ taxPercentage: '10', subtotal: '999' }] }),
        billing('b2', {
          rates: [
            { taxPercentage: '10', subtotal: '999' },
            { taxPercentage: '8', subtotal: '1001' },
          ],
        }),
      ],
      invoicing: 'MONTHLY_CLOSING',
      holidayRule: 'NONE',
      taxRounding: 'ROUND_DOWN',
    });
    expect(inv!.taxes).toEqual([
      { taxPercentage: '10', subtotal: '1998', tax: '199' },
      { taxPercentage: '8', subtotal: '1001', tax: '80' },
    ]);
    // 10 % tax 199 over 999/999: 99.5 each → 99 + 99 = 198, the left-over yen to the earlier billing: 100 / 99
    expect(inv!.billings).toEqual([
      { billingId: 'b1', taxes: [{ taxPercentage: '10', subtotal: '999', tax: '100' }], subtotal: '999', tax: '100', total: '1099' },
      {
        billingId: 'b2',
        taxes: [
          { taxPercentage: '10', subtotal: '999', tax: '99' },
          { taxPercentage: '8', subtotal: '1001', tax: '80' },
        ],
        subtotal: '2000',
        tax: '179',
        total: '2179',
      },
    ]);
    expect(inv!.total).toBe('3278'); // 2999 + 279 = 1099 + 2179
  });

  it('the provider’s rounding applies once per rate (ROUND_HALF_UP)', () => {
    const [inv] = draftInvoices({
      billings: [billing('b1'), billing('b2'), billing('b3')],
      invoicing: 'MONTHLY_CLOSING',
      holidayRule: 'NONE',
      taxRounding: 'ROUND_HALF_UP',
    });
    expect(inv!.tax).toBe('32'); // 31.5 → 32
    expect(inv!.billings.map((b) => b.tax)).toEqual(['11', '11', '10']);
  });
});
