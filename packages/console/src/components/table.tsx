import type { ComponentChildren } from 'preact';
import { Empty } from './status';

export interface Column<T> {
  title: string;
  cell: (row: T) => ComponentChildren;
  /** Right-aligned (amounts, counts). */
  num?: boolean;
}

/** A table of rows with a caption (its accessible name), or the empty message when there are none. */
export function Table<T>({ caption, rows, columns, empty }: { caption: string; rows: readonly T[]; columns: Column<T>[]; empty: string }) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <div class="table-wrap">
      <table>
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" class={c.num ? 'num' : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr>
              {columns.map((c) => (
                <td class={c.num ? 'num' : undefined}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Label/value pairs. */
export function Facts({ items }: { items: [string, ComponentChildren][] }) {
  return (
    <dl class="facts">
      {items.map(([term, value]) => (
        <div>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
