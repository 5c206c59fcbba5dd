/**
 * The daily jobs of one tenant for JST day D, in this order: auto-renewals (so a term renewed today
 * is billed today), the bill run as of D, then the due-date sweep.
 */
import type { LocalDate } from '../domain';
import type { Db } from '../db/db';
import type { TenantSettingsRow } from '../db/repos/billrun.repo';
import { taxRoundingOf } from '../services/billrun.engine';
import { runAutoRenewals } from './auto-renewal';
import { runBillRun, type BillRunResult } from './bill-run';
import { runDueSweep } from './due-sweep';

export interface DailyResult {
  renewals: number;
  billRun: BillRunResult;
  overdue: number;
}

export function settingsOf(t: TenantSettingsRow) {
  return { tenantId: t.tenant_id, taxRounding: taxRoundingOf(t.tax_rounding), invoiceNumberPrefix: t.invoice_number_prefix };
}

export async function runDailyJobs(db: Db, tenant: TenantSettingsRow, day: LocalDate, now: Date, trigger: 'DAILY' | 'TEST_CLOCK'): Promise<DailyResult> {
  const renewals = await runAutoRenewals(db, tenant.tenant_id, day, now);
  const billRun = await runBillRun(db, { settings: settingsOf(tenant), asOf: day, trigger });
  const overdue = await runDueSweep(db, tenant.tenant_id, day);
  return { renewals, billRun, overdue };
}
