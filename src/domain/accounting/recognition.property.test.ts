/**
 * Invariants of recognition and the journal over random invoices (fixed seed): at every month end,
 * recognised so far + still deferred = invoiced − credited, to the yen; every entry balances.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, asLocalDate, fromEpochDay, toEpochDay, type LocalDate } from '../calendar';
import { ZERO, dec } from '../money';
import { accountBook } from './accounts';
import {
  creditFromDeferred,
  creditNoteEntry,
  invoiceEntry,
  isBalanced,
  recognitionEntry,
  scheduleOf,
  voidEntry,
  type InvoiceForJournal,
} from './journal';
import { addMonths, monthOf } from './month';
import { deferredAfter, recognisedBefore, recognisedIn } from './recognition';

const book = accountBook();
const base = toEpochDay(asLocalDate('2025-01-01'));
const day = fc.integer({ min: 0, max: 900 }).map((n) => fromEpochDay(base + n));
const rate = fc.constantFrom('10', '8');
const line = fc.record({ start: day, days: fc.integer({ min: 1, max: 800 }), amount: fc.integer({ min: -50_000, max: 2_000_000 }), rate });

const invoice = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    issueOffset: fc.integer({ min: -60, max: 400 }),
    credits: fc.array(fc.record({ after: fc.integer({ min: 0, max: 500 }), amount: fc.integer({ min: 1, max: 300_000 }), rate }), {
      maxLength: 3,
    }),
  })
  .map(({ lines, issueOffset, credits }) => {
    const issueDate = addDays(lines[0]!.start, issueOffset);
    const inv: InvoiceForJournal = {
      id: 'i',
      invoiceNumber: 'INV-1',
      customerId: 'c',
      customerName: 'x',
      issueDate,
      voidDate: null,
      lines: lines.map((l) => ({
        periodStart: l.start,
        periodEnd: addDays(l.start, l.days - 1),
        subtotal: String(l.amount),
        taxPercentage: l.rate,
      })),
      taxes: [...new Set(lines.map((l) => l.rate))].map((r) => ({ taxPercentage: r, tax: '0' })),
      credits: credits
        .map((c) => ({ date: addDays(issueDate, c.after), taxPercentage: c.rate, subtotal: String(c.amount) }))
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    };
    return inv;
  });

const monthsFrom = (from: LocalDate, n: number) => Array.from({ length: n }, (_, i) => addMonths(monthOf(from), i));

describe('recognition (property, seed 30)', () => {
  it('recognised through each month end + deferred after it = invoiced − credited, per rate, to the yen', () => {
    fc.assert(
      fc.property(invoice, (inv) => {
        const schedules = scheduleOf(inv);
        for (const s of schedules) {
          const credited = s.creditFromDeferred.reduce((a, c) => a.plus(c), ZERO);
          const discounts = (inv.credits ?? [])
            .filter((c) => dec(c.taxPercentage).toString() === s.taxPercentage)
            .reduce((a, c) => a.plus(dec(c.subtotal)), ZERO)
            .minus(credited);
          for (const m of monthsFrom(inv.issueDate, 30)) {
            const recognised = recognisedBefore(s, m).plus(recognisedIn(s, m)).minus(discounts);
            const netInvoiced = s.subtotal.minus(credited).minus(discounts);
            expect(recognised.plus(deferredAfter(s, m)).toString()).toBe(netInvoiced.toString());
          }
          expect(credited.lessThanOrEqualTo(s.deferred.isNegative() ? ZERO : s.deferred)).toBe(true);
          for (const v of s.months.values()) expect(v.isInteger()).toBe(true);
        }
      }),
      { seed: 30, numRuns: 400 },
    );
  }, 60_000); // 400 invoices × 30 months: seconds on a busy machine

  it('every entry of an invoice’s life balances: issue, each month end, credit notes, a void', () => {
    fc.assert(
      fc.property(invoice, fc.integer({ min: 0, max: 700 }), (inv, voidAfter) => {
        const schedules = scheduleOf(inv);
        expect(isBalanced(invoiceEntry(book, inv, schedules))).toBe(true);
        for (const m of monthsFrom(inv.issueDate, 30)) {
          const e = recognitionEntry(book, inv, m, schedules);
          if (e) expect(isBalanced(e)).toBe(true);
        }
        (inv.credits ?? []).forEach((c, i) => {
          const e = creditNoteEntry(
            book,
            {
              id: String(i),
              creditNoteNumber: 'CN',
              date: c.date,
              settlement: 'CUSTOMER_CREDIT',
              customerId: 'c',
              customerName: 'x',
              taxes: [{ taxPercentage: c.taxPercentage, subtotal: c.subtotal, tax: '0' }],
            },
            creditFromDeferred(schedules, inv.credits ?? [], [i]),
          );
          expect(isBalanced(e)).toBe(true);
        });
        const voided = { ...inv, voidDate: addDays(inv.issueDate, voidAfter) };
        expect(isBalanced(voidEntry(book, voided)!)).toBe(true);
      }),
      { seed: 30, numRuns: 300 },
    );
  }, 60_000);
});
