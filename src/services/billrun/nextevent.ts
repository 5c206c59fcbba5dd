/**
 * The next JST day on which a tenant's daily jobs would do anything: the earliest stored next-due day
 * of its contracts (a line not yet billed, an adjustment, an auto-renewal; docs/billing-lifecycle.md
 * "The next-due day"), or the day after a due date the sweep acts on. The test clock runs the jobs of
 * those days only: on any other day they would find nothing to do, so skipping them changes nothing
 * but the time an advance takes. Two index probes, whatever the number of contracts; a stale
 * contract (its day to recompute) makes `from` the next day, and that day's bill run recomputes it.
 */
import { addDays, asLocalDate, maxDate, nextClosingOnOrAfter, type LocalDate } from '../../domain';
import type { Db } from '../../db/db';
import { earliestSweepableDueDate } from '../../db/repos/billing.repo';
import { earliestNextDue } from '../../db/repos/nextdue.repo';
import { earliestOpenInvoiceDueDate } from '../../db/repos/invoice.repo';
import { earliestWaitingByClosingDay } from '../../db/repos/invoice.billing.repo';
import { nextReminderDay } from '../delivery';

export async function nextEventDay(db: Db, tenantId: string, from: LocalDate): Promise<LocalDate | null> {
  let next: LocalDate | null = null;
  const consider = (day: LocalDate) => {
    const d = maxDate(day, from);
    if (next === null || d < next) next = d;
  };
  const due = await earliestSweepableDueDate(db, tenantId);
  if (due) consider(addDays(asLocalDate(due), 1));
  const contractDue = await earliestNextDue(db, tenantId);
  if (contractDue !== null) consider(contractDue === '-infinity' ? from : asLocalDate(contractDue));
  const invoiceDue = await earliestOpenInvoiceDueDate(db, tenantId);
  if (invoiceDue) consider(addDays(asLocalDate(invoiceDue), 1));
  // A monthly-closing customer's waiting billing is invoiced on the first closing day on or after its billing date.
  for (const w of await earliestWaitingByClosingDay(db, tenantId))
    consider(nextClosingOnOrAfter(maxDate(asLocalDate(w.first), from), w.closing_day));
  // A reminder step reached (docs/delivery.md "Reminders").
  const reminder = await nextReminderDay(db, tenantId, from);
  if (reminder) consider(reminder);
  return next;
}
