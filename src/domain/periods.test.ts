import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysInclusive, endOfMonth, fromEpochDay } from './calendar';
import { MAX_PERIODS, expandPeriods } from './periods';
import { d } from './testing/fixtures';

const spans = (periods: { start: string; end: string }[]) => periods.map((p) => `${p.start}..${p.end}`);

describe('expandPeriods', () => {
  it('monthly, partial first and last periods', () => {
    const { periods } = expandPeriods({ start: d('2024-01-15'), end: d('2024-04-10'), cycleMonths: 1 });
    expect(spans(periods)).toEqual([
      '2024-01-15..2024-01-31',
      '2024-02-01..2024-02-29',
      '2024-03-01..2024-03-31',
      '2024-04-01..2024-04-10',
    ]);
    expect(periods.map((p) => p.fullDays)).toEqual([31, 29, 31, 30]);
  });
  it('quarterly counted from the start month (May start: May–Jul, Aug–Oct, …)', () => {
    const { periods } = expandPeriods({ start: d('2024-05-20'), end: d('2025-05-19'), cycleMonths: 3 });
    expect(spans(periods)).toEqual([
      '2024-05-20..2024-07-31',
      '2024-08-01..2024-10-31',
      '2024-11-01..2025-01-31',
      '2025-02-01..2025-04-30',
      '2025-05-01..2025-05-19',
    ]);
    // May–Jul = 31 + 30 + 31 = 92 days
    expect(periods[0]?.fullDays).toBe(92);
    expect(periods[4]?.fullStart).toBe('2025-05-01');
    expect(periods[4]?.fullEnd).toBe('2025-07-31');
  });
  it('yearly from a mid-month start', () => {
    const { periods } = expandPeriods({ start: d('2024-03-15'), end: d('2026-03-14'), cycleMonths: 12 });
    expect(spans(periods)).toEqual(['2024-03-15..2025-02-28', '2025-03-01..2026-02-28', '2026-03-01..2026-03-14']);
  });
  it('is empty when the item ends before it starts, and caps absurd lengths', () => {
    expect(expandPeriods({ start: d('2024-03-15'), end: d('2024-03-14'), cycleMonths: 1 }).periods).toEqual([]);
    const huge = expandPeriods({ start: d('2000-01-01'), end: d('9999-12-31'), cycleMonths: 1 });
    expect(huge.periods).toHaveLength(MAX_PERIODS);
    expect(huge.truncated).toBe(true);
  });
  it('periods are contiguous, non-overlapping, inside the item, calendar-aligned', () => {
    const day = fc.integer({ min: 18000, max: 22000 }).map(fromEpochDay);
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 2000 }), fc.constantFrom(1, 2, 3, 6, 12), (start, length, cycle) => {
        const end = addDays(start, length);
        const { periods } = expandPeriods({ start, end, cycleMonths: cycle });
        expect(periods[0]?.start).toBe(start);
        expect(periods[periods.length - 1]?.end).toBe(end);
        let total = 0;
        for (const [i, p] of periods.entries()) {
          expect(p.start <= p.end).toBe(true);
          expect(p.fullStart <= p.start && p.end <= p.fullEnd).toBe(true);
          expect(p.fullStart.endsWith('-01')).toBe(true);
          expect(p.fullEnd).toBe(endOfMonth(p.fullEnd));
          const next = periods[i + 1];
          if (next) expect(next.start).toBe(addDays(p.end, 1));
          total += daysInclusive(p.start, p.end);
        }
        expect(total).toBe(length + 1);
      }),
    );
  });
});
