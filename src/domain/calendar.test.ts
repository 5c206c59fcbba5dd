import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsClamped,
  applyMonthlyOption,
  daysInclusive,
  endOfMonth,
  formatBusinessDate,
  formatInstantUtc,
  fromEpochDay,
  isMonthlyOption,
  jstDateOfInstant,
  jstEndOfDay,
  parseBusinessDate,
  parseLocalDate,
  parseRfc3339ToJst,
  toEpochDay,
} from './calendar';
import { d } from './testing/fixtures';

describe('parseLocalDate', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(parseLocalDate('2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseLocalDate('2024-02-30').ok).toBe(false);
    expect(parseLocalDate('2023-02-29').ok).toBe(false);
    expect(parseLocalDate('2024-13-01').ok).toBe(false);
    expect(parseLocalDate('2024-4-1').ok).toBe(false);
    expect(parseLocalDate('0000-01-01').ok).toBe(false);
  });
});

describe('parseRfc3339ToJst / parseBusinessDate (docs/conventions.md)', () => {
  it('reads a UTC instant and gives its JST day', () => {
    // 2024-03-31T15:00:00Z = 2024-04-01T00:00:00+09:00
    const parsed = parseRfc3339ToJst('2024-03-31T15:00:00Z');
    expect(parsed.ok && parsed.value.jstDate).toBe('2024-04-01');
    expect(parsed.ok && parsed.value.epochMs).toBe(Date.UTC(2024, 2, 31, 15));
  });
  it('treats a time without offset as JST', () => {
    // 2024-04-01T08:59:59 JST = 2024-03-31T23:59:59Z
    const parsed = parseRfc3339ToJst('2024-04-01T08:59:59');
    expect(parsed.ok && formatInstantUtc(parsed.value.epochMs)).toBe('2024-03-31T23:59:59Z');
    expect(parsed.ok && parsed.value.jstDate).toBe('2024-04-01');
  });
  it('treats a bare date as that JST day', () => {
    expect(parseBusinessDate('2024-04-01')).toEqual({ ok: true, value: '2024-04-01' });
    const parsed = parseRfc3339ToJst('2024-04-01');
    expect(parsed.ok && formatInstantUtc(parsed.value.epochMs)).toBe('2024-03-31T15:00:00Z');
  });
  it('drops the time of day after converting to JST', () => {
    // 14:59:59Z is 23:59:59 JST the same day; 15:00Z is the next JST day
    expect(parseBusinessDate('2024-04-01T14:59:59Z')).toEqual({ ok: true, value: '2024-04-01' });
    expect(parseBusinessDate('2024-04-01T15:00:00Z')).toEqual({ ok: true, value: '2024-04-02' });
    // 2024-04-01T23:30:00-05:00 = 2024-04-02T04:30Z = 13:30 JST on 2 April
    expect(parseBusinessDate('2024-04-01T23:30:00-05:00')).toEqual({ ok: true, value: '2024-04-02' });
  });
  it('refuses bad input', () => {
    for (const bad of [
      '2024-02-30',
      '2024-02-30T00:00:00Z',
      '2024-04-01T24:00:00Z',
      '2024-04-01T10:61:00Z',
      'tomorrow',
      '2024-04-01T10:00:00+25:00',
      '',
    ]) {
      expect(parseRfc3339ToJst(bad).ok, bad).toBe(false);
    }
  });
  it('keeps milliseconds and truncates finer fractions', () => {
    const parsed = parseRfc3339ToJst('2024-04-01T00:00:00.123456Z');
    expect(parsed.ok && formatInstantUtc(parsed.value.epochMs)).toBe('2024-04-01T00:00:00.123Z');
  });
});

describe('formatting', () => {
  it('sends a business date as JST midnight in UTC, without fraction', () => {
    expect(formatBusinessDate(d('2024-04-01'))).toBe('2024-03-31T15:00:00Z');
    expect(formatBusinessDate(d('2024-01-01'))).toBe('2023-12-31T15:00:00Z');
  });
  it('gives the end of a JST day (test clock advance to a bare date)', () => {
    // 2028-03-31 23:59:59.999 JST = 14:59:59.999Z
    expect(formatInstantUtc(jstEndOfDay(d('2028-03-31')))).toBe('2028-03-31T14:59:59.999Z');
    expect(jstDateOfInstant(jstEndOfDay(d('2028-03-31')))).toBe('2028-03-31');
  });
});

describe('month arithmetic', () => {
  it('clamps to the month end', () => {
    expect(addMonthsClamped(d('2024-01-31'), 1)).toBe('2024-02-29');
    expect(addMonthsClamped(d('2023-01-31'), 1)).toBe('2023-02-28');
    expect(addMonthsClamped(d('2024-03-31'), -1)).toBe('2024-02-29');
    expect(addMonthsClamped(d('2024-05-31'), 13)).toBe('2025-06-30');
    expect(addMonthsClamped(d('2024-01-15'), -13)).toBe('2022-12-15');
  });
  it('applies monthly options with clamping', () => {
    expect(applyMonthlyOption(d('2024-04-10'), 'DAY_31')).toBe('2024-04-30');
    expect(applyMonthlyOption(d('2024-02-10'), 'DAY_30')).toBe('2024-02-29');
    expect(applyMonthlyOption(d('2023-02-10'), 'LAST_DAY')).toBe('2023-02-28');
    expect(applyMonthlyOption(d('2023-02-10'), 'FIRST_DAY')).toBe('2023-02-01');
    expect(applyMonthlyOption(d('2023-02-10'), 'DAY_15')).toBe('2023-02-15');
    expect(isMonthlyOption('DAY_31')).toBe(true);
    expect(isMonthlyOption('DAY_32')).toBe(false);
    expect(isMonthlyOption('DAY_0')).toBe(false);
  });
  it('counts days inclusively', () => {
    expect(daysInclusive(d('2024-04-01'), d('2024-04-30'))).toBe(30);
    expect(daysInclusive(d('2024-01-01'), d('2024-12-31'))).toBe(366);
    expect(endOfMonth(d('2100-02-03'))).toBe('2100-02-28');
  });
});

describe('epoch-day arithmetic agrees with Temporal.PlainDate', () => {
  const day = fc.integer({ min: -200_000, max: 200_000 }).map((n) => fromEpochDay(n));
  it('addDays and toEpochDay', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -5000, max: 5000 }), (date, n) => {
        expect(addDays(date, n)).toBe(Temporal.PlainDate.from(date).add({ days: n }).toString());
        expect(fromEpochDay(toEpochDay(date))).toBe(date);
      }),
    );
  });
  it('addMonthsClamped', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -600, max: 600 }), (date, n) => {
        expect(addMonthsClamped(date, n)).toBe(Temporal.PlainDate.from(date).add({ months: n }).toString());
      }),
    );
  });
  it('parseLocalDate accepts exactly the days Temporal.PlainDate accepts (years 0001..9999)', () => {
    const digits = (n: number, max: number) => fc.integer({ min: 0, max }).map((v) => String(v).padStart(n, '0'));
    fc.assert(
      fc.property(digits(4, 9999), digits(2, 99), digits(2, 99), (y, m, dd) => {
        const text = `${y}-${m}-${dd}`;
        let temporal: string | undefined;
        try {
          const plain = Temporal.PlainDate.from(text, { overflow: 'reject' });
          temporal = plain.year >= 1 ? plain.toString() : undefined;
        } catch {
          temporal = undefined;
        }
        const parsed = parseLocalDate(text);
        expect(parsed.ok ? parsed.value : undefined).toBe(temporal);
      }),
      { numRuns: 5000 },
    );
    expect(parseLocalDate('2024-02-29').ok).toBe(true);
    expect(parseLocalDate('2100-02-29').ok).toBe(false);
    expect(parseLocalDate('2000-02-29').ok).toBe(true);
  });
});

describe('parseRfc3339ToJst at the edges of the calendar', () => {
  it('refuses instants whose JST day is outside the years 0001..9999', () => {
    expect(parseRfc3339ToJst('9999-12-31T20:00:00Z').ok).toBe(false); // 10000-01-01 05:00 JST
    expect(parseRfc3339ToJst('0001-01-01T00:00:00+10:00').ok).toBe(false); // 0000-12-31 23:00 JST
    expect(parseRfc3339ToJst('9999-12-31T14:59:59Z')).toMatchObject({ ok: true, value: { jstDate: '9999-12-31' } });
    expect(parseRfc3339ToJst('0001-01-01')).toMatchObject({ ok: true, value: { jstDate: '0001-01-01' } });
  });
});
