import { describe, expect, it } from 'vitest';
import { asLocalDate as d } from '../calendar';
import { invoiceStatus, type InvoiceState } from './status';

const base: InvoiceState = { voided: false, total: '1100', paid: '0', dueDate: d('2026-06-30'), today: d('2026-06-10'), sent: false };

describe('invoiceStatus', () => {
  it('follows the figures', () => {
    expect(invoiceStatus(base)).toBe('ISSUED');
    expect(invoiceStatus({ ...base, sent: true })).toBe('SENT');
    expect(invoiceStatus({ ...base, paid: '100' })).toBe('PARTIALLY_PAID');
    expect(invoiceStatus({ ...base, paid: '1100' })).toBe('PAID');
    expect(invoiceStatus({ ...base, today: d('2026-07-01') })).toBe('OVERDUE');
    expect(invoiceStatus({ ...base, today: d('2026-07-01'), paid: '100' })).toBe('OVERDUE');
    expect(invoiceStatus({ ...base, today: d('2026-06-30') })).toBe('ISSUED'); // due today: not yet overdue
    expect(invoiceStatus({ ...base, today: d('2026-07-01'), paid: '1100' })).toBe('PAID');
  });

  it('void wins; a negative total is a credit; a zero invoice is paid', () => {
    expect(invoiceStatus({ ...base, voided: true, paid: '1100' })).toBe('VOID');
    expect(invoiceStatus({ ...base, total: '-500' })).toBe('CREDIT');
    expect(invoiceStatus({ ...base, total: '0' })).toBe('PAID');
  });
});
