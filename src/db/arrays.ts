/**
 * Array parameters: a list for `= ANY(…)`, or one column of rows for `unnest(…)` (docs/deployment.md
 * "Statements and round trips"). The array is sent as the text of a PostgreSQL array literal, as the
 * driver would send a JavaScript array, but put together with one join instead of two regular
 * expressions and a concatenation per element (a bill-run chunk sends some 60,000 elements).
 */
import { sql, type RawBuilder } from 'kysely';

export type ArrayElementType = 'uuid' | 'text' | 'date' | 'numeric' | 'int' | 'jsonb';

export type ArrayElement = string | number | null | undefined;

/** `values` as a typed array parameter: `$n::type[]`. */
export function arrayParam<T = unknown>(type: ArrayElementType, values: readonly ArrayElement[]): RawBuilder<T> {
  return sql<T>`${arrayLiteral(values)}::${sql.raw(type)}[]`;
}

/** One column of `rows` as a typed array parameter (an argument of `unnest`). */
export function arrayColumn<R>(type: ArrayElementType, rows: readonly R[], value: (row: R) => ArrayElement): RawBuilder<unknown> {
  return arrayParam(type, rows.map(value));
}

/**
 * The text of a one-dimensional array literal: every element double-quoted (so commas, braces,
 * spaces and the word NULL stay data), a backslash before `"` and `\`, and NULL for null.
 */
export function arrayLiteral(values: readonly ArrayElement[]): string {
  if (values.length === 0) return '{}';
  for (const v of values) {
    if (v === null || v === undefined || (typeof v === 'string' && (v.includes('"') || v.includes('\\')))) {
      return `{${values.map(element).join(',')}}`;
    }
  }
  return `{"${values.join('","')}"}`;
}

function element(v: ArrayElement): string {
  if (v === null || v === undefined) return 'NULL';
  const text = String(v);
  return text.includes('"') || text.includes('\\') ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

/**
 * `values` as an `ARRAY[$1, $2, …]::type[]` of one parameter each, for the `unnest` of an UPDATE … FROM
 * whose statement already names the rows' ids one by one (`id IN (…)`, which the audit log reads).
 * Unlike one array parameter, whose length a prepared statement's generic plan does not know (it
 * counts 10 rows), this tells the planner how many rows come: it joins them by hash, instead of a
 * nested loop testing each row against the whole IN list (≈ 60 ms for 2,000 rows).
 */
export function arrayOfParams<T = unknown>(type: ArrayElementType, values: readonly ArrayElement[]): RawBuilder<T> {
  return sql<T>`ARRAY[${sql.join(values)}]::${sql.raw(type)}[]`;
}
