/** The stored billing and line rows, named by both billing repositories (billing.repo.ts, billing.insert.repo.ts). */
import type { Selectable } from 'kysely';
import type { BillingItemTable, BillingTable } from '../schema/billing';

export type BillingRow = Selectable<BillingTable>;
export type BillingItemRow = Selectable<BillingItemTable>;
