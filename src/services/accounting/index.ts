/** Accounting (docs/accounting.md): the month's journal and its export, the provider's book, the reports. */
export { bookOf, updateBook } from './book';
export { journalEntries, journalSize, SECTIONS, type JournalCursor, type JournalItem } from './journal';
export { exportJournal } from './export';
export { closedMonth, monthIn } from './month';
export { receivablesAging, type Aging } from './reports';
export { revenueChangedOn, revenueReport, REVENUE_MAX_MONTHS, type RevenueMonthRow } from './revenue';
