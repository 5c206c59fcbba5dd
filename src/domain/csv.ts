/**
 * CSV cells as spreadsheets and accounting products read them (docs/cli.md "export",
 * docs/accounting.md "Export formats"): quoted when they hold a comma, quote or line break, and
 * neutralised when a spreadsheet would run them as a formula.
 */

/** A plain number (an amount, a quantity, a negative adjustment): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula — text starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return — gets a leading single quote, so it is shown as the text it is (`=HYPERLINK(…)`
 * → `'=HYPERLINK(…)`). Plain numbers such as `-1200` stay numbers.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One CSV cell: neutralised, then quoted when needed. */
export function csvCell(text: string): string {
  const safe = neutralise(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
