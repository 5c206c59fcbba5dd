import { describe, expect, it } from 'vitest';
import { asLocalDate as d } from './calendar';
import { isBusinessDay, moveByHolidayRule, weekday } from './businessday';

describe('business days', () => {
  it('knows the weekday', () => {
    expect(weekday(d('1970-01-01'))).toBe(4); // a Thursday
    expect(weekday(d('2026-05-31'))).toBe(0); // a Sunday
    expect(weekday(d('2027-01-02'))).toBe(6); // a Saturday
  });

  it('weekends, national holidays (and their substitute days) and 12/31–1/3 are not business days', () => {
    expect(isBusinessDay(d('2026-05-29'))).toBe(true); // Friday
    expect(isBusinessDay(d('2026-05-30'))).toBe(false); // Saturday
    expect(isBusinessDay(d('2026-05-31'))).toBe(false); // Sunday
    expect(isBusinessDay(d('2026-05-04'))).toBe(false); // みどりの日
    expect(isBusinessDay(d('2026-05-06'))).toBe(false); // 憲法記念日 振替休日 (5/3 was a Sunday)
    expect(isBusinessDay(d('2026-12-31'))).toBe(false); // a Thursday, but banks are closed
    expect(isBusinessDay(d('2027-01-01'))).toBe(false); // 元日
    expect(isBusinessDay(d('2027-01-04'))).toBe(true); // Monday, banks open again
    expect(isBusinessDay(d('2027-01-11'))).toBe(false); // 成人の日
  });

  it('a due date on a Sunday moves to Friday or Monday by the rule, or stays', () => {
    // 2026-05-31 is a Sunday; 5/29 the Friday before, 6/1 the Monday after.
    expect(moveByHolidayRule(d('2026-05-31'), 'NONE')).toBe('2026-05-31');
    expect(moveByHolidayRule(d('2026-05-31'), 'PREVIOUS_BUSINESS_DAY')).toBe('2026-05-29');
    expect(moveByHolidayRule(d('2026-05-31'), 'NEXT_BUSINESS_DAY')).toBe('2026-06-01');
  });

  it('a due date on 1/1 moves past the whole year end', () => {
    // 2027-01-01 (a Friday): 12/31–1/3 are bank holidays, 1/2–1/3 a weekend too; 12/30 (Wed) before, 1/4 (Mon) after.
    expect(moveByHolidayRule(d('2027-01-01'), 'NONE')).toBe('2027-01-01');
    expect(moveByHolidayRule(d('2027-01-01'), 'PREVIOUS_BUSINESS_DAY')).toBe('2026-12-30');
    expect(moveByHolidayRule(d('2027-01-01'), 'NEXT_BUSINESS_DAY')).toBe('2027-01-04');
  });

  it('Golden Week: 5/3 (Sunday) to 5/6 (substitute holiday) move to 5/1 or 5/7', () => {
    expect(moveByHolidayRule(d('2026-05-03'), 'PREVIOUS_BUSINESS_DAY')).toBe('2026-05-01');
    expect(moveByHolidayRule(d('2026-05-03'), 'NEXT_BUSINESS_DAY')).toBe('2026-05-07');
  });

  it('a business day never moves', () => {
    expect(moveByHolidayRule(d('2026-11-30'), 'PREVIOUS_BUSINESS_DAY')).toBe('2026-11-30');
    expect(moveByHolidayRule(d('2026-11-30'), 'NEXT_BUSINESS_DAY')).toBe('2026-11-30');
  });
});
