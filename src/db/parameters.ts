/**
 * How many parameters one statement may carry (docs/deployment.md "Statements and round trips"): the
 * wire protocol counts them in 16 bits, so past 65,535 the count wraps and PostgreSQL refuses the
 * statement ("bind message has 4464 parameter formats but 0 parameters" for 70,000). A multi-row
 * INSERT of an unbounded list is written in parts (`inParts`); lists of ids travel as one array
 * parameter (arrays.ts).
 */
export const MAX_PARAMETERS = 65_535;

/** Parameters a multi-row statement keeps for its own (a timestamp, the tenant) besides its rows'. */
const SPARE = 64;

/** `rows` in consecutive parts of as many rows as fit MAX_PARAMETERS at `perRow` parameters a row. */
export function partsOf<T>(rows: readonly T[], perRow: number): T[][] {
  const size = Math.max(1, Math.floor((MAX_PARAMETERS - SPARE) / Math.max(1, perRow)));
  const parts: T[][] = [];
  for (let i = 0; i < rows.length; i += size) parts.push(rows.slice(i, i + size));
  return parts;
}

/**
 * Writes object rows (one parameter per key of the first row) in parts that each fit one statement,
 * one part after the other, and returns what the parts returned, in order.
 */
export async function inParts<T extends object, R>(rows: readonly T[], write: (part: T[]) => Promise<readonly R[]>): Promise<R[]> {
  if (rows.length === 0) return [];
  const out: R[] = [];
  for (const part of partsOf(rows, Object.keys(rows[0]!).length)) out.push(...(await write(part)));
  return out;
}
