import { describe, expect, it } from 'vitest';
import type { RoundingMode } from '../money';
import { draftCreditNote, type CreditableInvoice, type CreditNoteDraft } from './creditnote';
import type { RateFigures } from './issue';

type Invoice = CreditableInvoice & { credited: Array<{ taxes: RateFigures[]; total: string }> };

/** An invoice of `subtotal` at 10 % (tax `tax`) and 10,000 + 800 at 8 %. */
const invoiceOf = (subtotal: string, tax: string): Invoice => ({
  taxes: [
    { taxPercentage: '10', subtotal, tax },
    { taxPercentage: '8', subtotal: '10000', tax: '800' },
  ],
  total: String(Number(subtotal) + Number(tax) + 10800),
  credited: [],
});

/** Issues notes of these amounts at 10 % one after the other; returns each note's tax at 10 %. */
function series(invoice: Invoice, amounts: readonly number[], taxRounding: RoundingMode): string[] {
  return amounts.map((amount) => {
    const d = draftCreditNote({ lines: [{ description: 'x', amount: String(amount), taxPercentage: '10' }], invoice, taxRounding });
    expect(d.ok, JSON.stringify(d)).toBe(true);
    const note = (d as { value: CreditNoteDraft }).value;
    invoice.credited.push({ taxes: note.taxes, total: note.total });
    return note.taxes.find((t) => t.taxPercentage === '10')!.tax;
  });
}

const sum = (xs: readonly string[]): number => xs.reduce((a, x) => a + Number(x), 0);

describe('draftCreditNote: tax given back per rate over the notes (docs/credit.md "Credit notes")', () => {
  it('ROUND_UP: ten ¥1 notes give back ¥1 of tax in all, as the invoice charged (not 10 × ¥1)', () => {
    // invoice 10 × 10 % = 1.0 → ¥1. Note n: ⌈n × 0.1⌉ − what earlier notes gave: 1, then 1 − 1 = 0 nine times.
    const taxes = series(invoiceOf('10', '1'), Array(10).fill(1), 'ROUND_UP');
    expect(taxes).toEqual(['1', '0', '0', '0', '0', '0', '0', '0', '0', '0']);
    expect(sum(taxes)).toBe(1);
  });

  it('ROUND_DOWN: ten ¥1 notes give back ¥1 in all (the tenth: ⌊10 × 0.1⌋ − 0 = 1), as one note of ¥10 would', () => {
    const taxes = series(invoiceOf('10', '1'), Array(10).fill(1), 'ROUND_DOWN');
    expect(taxes).toEqual(['0', '0', '0', '0', '0', '0', '0', '0', '0', '1']);
  });

  it('ROUND_HALF_UP: three ¥5 notes give back ¥2 (1.5 → 2), not 3 × (0.5 → 1) = ¥3', () => {
    // invoice 15 × 10 % = 1.5 → ¥2; notes: round(0.5) = 1; round(1.0) − 1 = 0; round(1.5) − 1 = 1
    const invoice = invoiceOf('15', '2');
    const taxes = series(invoice, [5, 5, 5], 'ROUND_HALF_UP');
    expect(taxes).toEqual(['1', '0', '1']);
    // The three notes gave back the whole invoice: 10,817 − (5 + 1) − (5 + 0) − (5 + 1) = 10,800 left (the 8 % part).
    expect(invoice.credited.map((n) => n.total)).toEqual(['6', '5', '6']);
  });

  it('any series adds up to what one note of the sum gives, and never past the invoice’s tax at the rate', () => {
    for (const mode of ['ROUND_DOWN', 'ROUND_UP', 'ROUND_HALF_UP'] as const)
      for (const amounts of [
        [1, 2, 3, 4, 5],
        [7, 7, 7, 7, 7, 7],
        [3, 14, 15, 9, 2, 6],
        [49, 1],
      ]) {
        const whole = amounts.reduce((a, x) => a + x, 0);
        const one = draftCreditNote({
          lines: [{ description: 'x', amount: String(whole), taxPercentage: '10' }],
          invoice: invoiceOf('50', '5'),
          taxRounding: mode,
        });
        const taxes = series(invoiceOf('50', '5'), amounts, mode);
        expect(sum(taxes), `${mode} ${amounts.join('+')}`).toBe(Number((one as { value: CreditNoteDraft }).value.tax));
        expect(sum(taxes)).toBeLessThanOrEqual(5);
      }
  });

  it('never past the invoice’s tax at the rate, even when the rounding changed since it was issued', () => {
    // issued ROUND_DOWN: 15 × 10 % = 1.5 → ¥1; a note of 15 under ROUND_UP would be ⌈1.5⌉ = 2: it gives back ¥1.
    const taxes = series(invoiceOf('15', '1'), [15], 'ROUND_UP');
    expect(taxes).toEqual(['1']);
  });
});
