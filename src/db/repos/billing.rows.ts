/** The stored billing and line rows, named by both billing repositories (billing.repo.ts, billing.insert.repo.ts). */
import type { Selectable } from 'kysely';
import { asLocalDate } from '../../domain/calendar';
import type { ExistingLine, LineKind } from '../../domain/billing/types';
import type { BillingItemTable, BillingTable } from '../schema/billing';

export type BillingRow = Selectable<BillingTable>;
export type BillingItemRow = Selectable<BillingItemTable>;

/** A billed line as the billing engine reads it. */
export function existingLineOf(row: BillingItemRow): ExistingLine {
  return {
    key: row.key,
    contractId: row.contract_id,
    contractItemId: row.contract_item_id,
    chargeItemId: row.contract_charge_item_id,
    name: row.name,
    kind: row.kind as LineKind,
    periodStart: asLocalDate(row.period_start),
    periodEnd: asLocalDate(row.period_end),
    quantity: row.quantity,
    unitPrice: row.unit_price,
    subtotal: row.subtotal,
    taxPercentage: row.tax_percentage,
  };
}
