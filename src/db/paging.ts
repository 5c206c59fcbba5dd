import { sql, type SelectQueryBuilder, type SqlBool, type Expression } from 'kysely';

/**
 * Keyset paging: order by (sort column, id) and continue strictly after the last row seen.
 * Stable while rows are inserted; never OFFSET. Fetches limit + 1 rows so the caller knows
 * whether another page exists.
 */
export interface Keyset {
  /** Fully qualified column, e.g. 'c.end_date'; omit to order by id only. */
  sortColumn?: string;
  idColumn: string;
  descending: boolean;
  /** [sortValue, id] or [id] from the previous page's token. */
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

export function keysetPage<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, k: Keyset): SelectQueryBuilder<DB, TB, O> {
  const dir = k.descending ? sql`desc` : sql`asc`;
  const cmp = k.descending ? sql`<` : sql`>`;
  const id = sql.ref(k.idColumn);
  let q = qb;
  if (k.after) {
    const cond: Expression<SqlBool> = k.sortColumn
      ? sql<SqlBool>`(${sql.ref(k.sortColumn)}, ${id}) ${cmp} (${k.after[0]}, ${k.after[1]})`
      : sql<SqlBool>`${id} ${cmp} ${k.after[0]}`;
    q = q.where(() => cond);
  }
  if (k.sortColumn) q = q.orderBy(sql`${sql.ref(k.sortColumn)} ${dir}`);
  return q.orderBy(sql`${id} ${dir}`).limit(k.limit + 1);
}
