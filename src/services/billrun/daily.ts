/**
 * The daily jobs of one tenant for JST day D, in this order: auto-renewals (so a term renewed today
 * is billed today), the bill run as of D, the monthly closings of D (so today's billings are on
 * today's invoices), the due-date sweeps of billings and invoices, then the reminders due.
 */
import { jstDateOfInstant, jstStartOfDay, type LocalDate } from '../../domain';
import type { Db } from '../../db/db';
import type { SystemCtx } from '../context';
import { listTenantSettings, type TenantSettingsRow } from '../../db/repos/billrun.repo';
import { taxRoundingOf, type Caller } from '../kernel';
import { runAutoRenewals } from '../contract';
import { runBillRun, type BillRunResult } from './run';
import { runDueSweep } from './duesweep';
import { runClosings, runInvoiceSweep } from '../invoice';
import { runReminders } from '../delivery';

export interface DailyResult {
  renewals: number;
  billRun: BillRunResult;
  /** Invoices issued by the day's closings. */
  invoices: number;
  overdue: number;
  overdueInvoices: number;
  /** Reminders queued (docs/delivery.md "Reminders"). */
  reminders: number;
}

/** The instant the daily jobs of JST day `day` are due (the tenant's billRunHourJst). */
export function dailyRunAt(day: LocalDate, hourJst: number): Date {
  return new Date(jstStartOfDay(day) + hourJst * 3_600_000);
}

/** The daily jobs act as the tenant itself (no API key), at `now` on the tenant's clock. */
export function jobCaller(t: TenantSettingsRow, now: Date): Caller {
  return {
    tenantId: t.tenant_id,
    providerId: t.provider_id,
    environment: t.environment,
    keyId: '',
    taxRounding: t.tax_rounding,
    billRunHourJst: t.bill_run_hour_jst,
    now,
  };
}

export function settingsOf(t: TenantSettingsRow) {
  return { tenantId: t.tenant_id, taxRounding: taxRoundingOf(t.tax_rounding), invoiceNumberPrefix: t.invoice_number_prefix };
}

export async function runDailyJobs(
  sys: SystemCtx,
  tenant: TenantSettingsRow,
  day: LocalDate,
  now: Date,
  trigger: 'DAILY' | 'TEST_CLOCK',
  stopAt?: number,
): Promise<DailyResult> {
  const renewals = await runAutoRenewals(sys, jobCaller(tenant, now), day);
  // Two chunks in flight: one is planned while the other's statements run.
  const billRun = await runBillRun(sys, { settings: settingsOf(tenant), asOf: day, trigger, now, stopAt, concurrency: 2 });
  // A bill run stopped by the time budget leaves the day unfinished: closings and sweeps run when it is redone.
  if (billRun.stopped) return { renewals, billRun, invoices: 0, overdue: 0, overdueInvoices: 0, reminders: 0 };
  const invoices = await runClosings(sys, tenant, day, now);
  const overdue = await runDueSweep(sys, tenant.tenant_id, day, now);
  const overdueInvoices = await runInvoiceSweep(sys, tenant.tenant_id, day, now);
  const reminders = await runReminders(sys, tenant, day);
  return { renewals, billRun, invoices, overdue, overdueInvoices, reminders };
}

/**
 * The latest day a bill run of the tenant may be as of: the JST day of its clock, which is its test
 * clock in a sandbox that has one, else real time (`now`). Billing beyond it would issue billings
 * dated in the tenant's future (docs/cli.md "bill-run").
 */
export function tenantDayOf(t: Pick<TenantSettingsRow, 'clock_now'>, now: Date): LocalDate {
  return jstDateOfInstant((t.clock_now ?? now).getTime());
}

/** Every tenant, or one provider's two, with the settings the daily jobs and the bill run need. */
export function tenantsOf(db: Db, providerId?: string): Promise<TenantSettingsRow[]> {
  return listTenantSettings(db, providerId ? { providerId } : {});
}
