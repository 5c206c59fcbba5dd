/** Accounting (docs/accounting.md): the month's journal and its export, the provider's book, the reports. */
export { bookOf, updateBook } from './book';
export { journalEntries, journalSize, SECTIONS, type JournalCursor, type JournalItem } from './journal';
export { exportJournal } from './export';
export { closedMonth, monthIn } from './month';
export { receivablesAging, revenueReport, REVENUE_MAX_MONTHS, type Aging, type RevenueMonthRow } from './reports';
