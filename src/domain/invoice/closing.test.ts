import { describe, expect, it } from 'vitest';
import { asLocalDate as d } from '../calendar';
import { closingDateOfMonth, lastClosingOnOrBefore, nextClosingOnOrAfter } from './closing';

describe('closing days', () => {
  it('0 is the month end (February included), 1..28 that day', () => {
    expect(closingDateOfMonth(d('2027-02-10'), 0)).toBe('2027-02-28');
    expect(closingDateOfMonth(d('2028-02-10'), 0)).toBe('2028-02-29');
    expect(closingDateOfMonth(d('2027-02-10'), 20)).toBe('2027-02-20');
  });

  it('20日締め: the last closing on or before a day, and the next on or after', () => {
    expect(lastClosingOnOrBefore(d('2026-06-20'), 20)).toBe('2026-06-20');
    expect(lastClosingOnOrBefore(d('2026-06-19'), 20)).toBe('2026-05-20');
    expect(lastClosingOnOrBefore(d('2026-01-05'), 20)).toBe('2025-12-20');
    expect(nextClosingOnOrAfter(d('2026-06-21'), 20)).toBe('2026-07-20');
    expect(nextClosingOnOrAfter(d('2026-06-20'), 20)).toBe('2026-06-20');
  });

  it('月末締め across month lengths', () => {
    expect(lastClosingOnOrBefore(d('2026-03-30'), 0)).toBe('2026-02-28');
    expect(lastClosingOnOrBefore(d('2026-03-31'), 0)).toBe('2026-03-31');
    expect(nextClosingOnOrAfter(d('2026-03-31'), 0)).toBe('2026-03-31');
    expect(nextClosingOnOrAfter(d('2026-04-01'), 0)).toBe('2026-04-30');
  });
});
