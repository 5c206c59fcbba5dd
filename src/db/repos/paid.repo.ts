/**
 * What the payment path writes back (services/payment): the status and paid amount of many billings
 * or invoices at once, one UPDATE … FROM unnest per few thousand rows. The statement names the ids,
 * so the audit log lists them (docs/records.md "What is recorded").
 */
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { arrayOfParams, arrayParam } from '../arrays';

export interface PaidState {
  id: string;
  status: string;
  paid_amount: string;
}

/** Rows per statement: the ids are two parameters per row (the IN list, the ARRAY the new states are joined by). */
const ROWS_PER_UPDATE = 5000;

/** `at`: the rows' new update time. */
export function setPaidStates(
  db: Queryable,
  table: 'billing' | 'invoice',
  tenantId: string,
  rows: readonly PaidState[],
  at: Date,
): Promise<void> {
  return writeStates(db, table, tenantId, rows, at, true);
}

/** New statuses only (the daily sweeps), for rows the caller has locked; `at`: their new update time. */
export function setStatuses(
  db: Queryable,
  table: 'billing' | 'invoice',
  tenantId: string,
  rows: readonly Omit<PaidState, 'paid_amount'>[],
  at: Date,
): Promise<void> {
  return writeStates(db, table, tenantId, rows, at, false);
}

async function writeStates(
  db: Queryable,
  table: 'billing' | 'invoice',
  tenantId: string,
  rows: readonly (Omit<PaidState, 'paid_amount'> & { paid_amount?: string })[],
  at: Date,
  paid: boolean,
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_UPDATE) {
    const part = rows.slice(i, i + ROWS_PER_UPDATE);
    const ids = part.map((r) => r.id);
    const states = sql<{
      state_id: string;
      new_status: string;
      new_paid: string;
    }>`(SELECT * FROM unnest(${arrayOfParams('uuid', ids)}, ${arrayParam(
      'text',
      part.map((r) => r.status),
    )}, ${arrayParam(
      'numeric',
      part.map((r) => (paid ? r.paid_amount! : '0')),
    )}) AS x(state_id, new_status, new_paid))`;
    await db
      .updateTable(table)
      .from(states.as('u'))
      .set({ status: sql`u.new_status`, ...(paid ? { paid_amount: sql`u.new_paid` } : {}), update_time: at })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .where(sql<boolean>`id = u.state_id`)
      .execute();
  }
}
