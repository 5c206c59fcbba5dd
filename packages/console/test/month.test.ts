import { describe, expect, it } from 'vitest';
import { isMonth, monthOf, monthRange, shiftMonth } from '../src/lib/month';

// The invoices page's months (docs/console-ui.md "Pages"), in Node with the process zone set to UTC by
// the test command: a month's days and the month of an instant are those of Japan.

describe('months', () => {
  it('spans its first to its last JST day, leap years included', () => {
    expect(monthRange('2031-02')).toEqual({ from: '2031-02-01', to: '2031-02-28' });
    expect(monthRange('2032-02')).toEqual({ from: '2032-02-01', to: '2032-02-29' });
    expect(monthRange('2031-12')).toEqual({ from: '2031-12-01', to: '2031-12-31' });
    expect(monthRange('2031-04')).toEqual({ from: '2031-04-01', to: '2031-04-30' });
    expect(() => monthRange('2031-13')).toThrow(/not a month/);
  });

  it('is the month in Japan of a business day or an instant', () => {
    expect(monthOf('2031-04-30T15:00:00Z')).toBe('2031-05');
    expect(monthOf('2031-04-30T14:59:59Z')).toBe('2031-04');
    expect(monthOf('2031-06-15')).toBe('2031-06');
  });

  it('moves across years, and tells a month from other text', () => {
    expect(shiftMonth('2031-12', 1)).toBe('2032-01');
    expect(shiftMonth('2031-01', -1)).toBe('2030-12');
    expect(shiftMonth('2031-05', -13)).toBe('2030-04');
    expect([isMonth('2031-05'), isMonth('2031-5'), isMonth('2031-00'), isMonth(''), isMonth(null)]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
