/**
 * The golden month of docs/accounting.md "A worked month" (April 2026), as domain values: shared by the
 * journal's golden tests and the export codecs' tests (test/fixtures/accounting/ holds the expected files).
 */
import { asLocalDate as d } from '../calendar';
import { accountBook } from '../accounting/accounts';
import {
  creditFromDeferred,
  creditNoteEntry,
  invoiceEntry,
  paymentEntry,
  recognitionEntry,
  scheduleOf,
  type CreditNoteForJournal,
  type InvoiceForJournal,
  type PaymentForJournal,
  type JournalEntry,
} from '../accounting/journal';
import type { Month } from '../accounting/month';

export const APRIL = '2026-04' as Month;
export const book = accountBook();

/** ¥120,000 a year + 10 %, for 2026-04-01..2027-03-31, issued on 2026-04-01; ¥20,000 credited on 4/16. */
export const annual: InvoiceForJournal = {
  id: '01900000-0000-7000-8000-000000000001',
  invoiceNumber: 'INV-00000001',
  customerId: '01900000-0000-7000-8000-0000000000a1',
  customerName: '株式会社アルファ',
  issueDate: d('2026-04-01'),
  voidDate: null,
  lines: [{ periodStart: d('2026-04-01'), periodEnd: d('2027-03-31'), subtotal: '120000', taxPercentage: '10' }],
  taxes: [{ taxPercentage: '10', tax: '12000' }],
  credits: [{ date: d('2026-04-16'), taxPercentage: '10', subtotal: '20000' }],
};

/** ¥10,000 a month + 10 %, for April, issued on 2026-04-01. */
export const monthly: InvoiceForJournal = {
  id: '01900000-0000-7000-8000-000000000002',
  invoiceNumber: 'INV-00000002',
  customerId: '01900000-0000-7000-8000-0000000000b2',
  customerName: '合同会社ベータ',
  issueDate: d('2026-04-01'),
  voidDate: null,
  lines: [{ periodStart: d('2026-04-01'), periodEnd: d('2026-04-30'), subtotal: '10000', taxPercentage: '10' }],
  taxes: [{ taxPercentage: '10', tax: '1000' }],
};

export const creditNote: CreditNoteForJournal = {
  id: '01900000-0000-7000-8000-0000000000c1',
  creditNoteNumber: 'CN-00000001',
  date: d('2026-04-16'),
  settlement: 'CUSTOMER_CREDIT',
  customerId: annual.customerId,
  customerName: annual.customerName,
  taxes: [{ taxPercentage: '10', subtotal: '20000', tax: '2000' }],
};

/** The monthly invoice paid on 4/25 by a bank transfer of ¥10,560: the customer deducted a ¥440 fee (booked as expense). */
export const transfer: PaymentForJournal = {
  id: '01900000-0000-7000-8000-0000000000d1',
  date: d('2026-04-25'),
  amount: '10560',
  type: 'PAYMENT',
  source: 'STATEMENT',
  customerId: monthly.customerId,
  customerName: monthly.customerName,
  invoiceNumber: monthly.invoiceNumber,
  fee: { amount: '440', treatment: 'EXPENSE', invoiceRates: ['10'] },
};

/** The month's entries in export order: invoices, credit notes, payments, month-end recognition. */
export function goldenEntries(): JournalEntry[] {
  const annualSchedule = scheduleOf(annual);
  return [
    invoiceEntry(book, annual, annualSchedule),
    invoiceEntry(book, monthly),
    creditNoteEntry(book, creditNote, creditFromDeferred(annualSchedule, annual.credits ?? [], [0])),
    paymentEntry(book, transfer),
    recognitionEntry(book, annual, APRIL, annualSchedule)!,
    recognitionEntry(book, monthly, APRIL)!,
  ];
}
