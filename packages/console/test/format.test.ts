import { describe, expect, it } from 'vitest';
import { day, decimal, instant, yen } from '../src/lib/format';

// The console's formats (docs/console-ui.md "Formats"), in Node with the process zone set to UTC
// by the test command: the results must not depend on the zone.

describe('yen', () => {
  it('formats decimal strings exactly, with the ordinary yen sign', () => {
    expect(yen('12345')).toBe('¥12,345');
    expect(yen('0')).toBe('¥0');
    expect(yen('-2240')).toBe('-¥2,240');
    expect(yen('0.5')).toBe('¥0.5');
    expect(yen('1200.250')).toBe('¥1,200.25');
    expect(yen('-0')).toBe('¥0');
    // beyond a double's 2^53: still every digit
    expect(yen('123456789012345678')).toBe('¥123,456,789,012,345,678');
    expect(yen('')).toBe('—');
    expect(yen('abc')).toBe('abc');
  });

  it('groups quantities without a float', () => {
    expect(decimal('5160')).toBe('5,160');
    expect(decimal('9007199254740993.125')).toBe('9,007,199,254,740,993.125');
    expect(decimal(10)).toBe('10');
  });
});

describe('days and instants', () => {
  it('shows a calendar day as it is and a JST midnight instant as its JST day', () => {
    expect(day('2026-05-01')).toBe('2026-05-01');
    expect(day('2031-04-14T15:00:00Z')).toBe('2031-04-15');
    expect(day('2031-04-10T14:59:59.999Z')).toBe('2031-04-10');
    expect(day('')).toBe('—');
  });

  it('shows instants in Japan time', () => {
    expect(instant('2031-04-10T14:59:59.999Z')).toBe('2031-04-10 23:59 JST');
    expect(instant('2026-01-01T00:00:00Z')).toBe('2026-01-01 09:00 JST');
    expect(instant(null)).toBe('—');
  });
});
