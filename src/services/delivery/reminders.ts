/**
 * Reminders (督促, docs/delivery.md "Reminders"), run by the daily jobs after the due-date sweep (and
 * so by the test clock): for each open invoice sent by e-mail, the provider's reminderDays decide the
 * step due today (domain reminderStepDue); its message is queued once — the unique index on (invoice,
 * step) makes a second queueing of a step a no-op, whatever runs twice. A reminder found paid or void
 * when its turn comes is not sent (mail.ts).
 */
import { addDays, reminderStepDue, type LocalDate } from '../../domain';
import { inTransaction, type Db } from '../../db/db';
import { providerMailSettings, queueMails } from '../../db/repos/mail.repo';
import { earliestReminderDay, remindable, remindersOf } from '../../db/repos/reminder.repo';
import { newId } from '../../lib/ids';
import type { SystemCtx } from '../context';

const PAGE = 500;

/** Queues the reminders due on `day` for one tenant; returns how many were queued. */
export async function runReminders(sys: SystemCtx, tenant: { tenant_id: string; provider_id: string }, day: LocalDate): Promise<number> {
  const settings = await providerMailSettings(sys.db, tenant.provider_id);
  const steps = settings?.reminder_days ?? [];
  if (steps.length === 0) return 0;
  const earliest = Math.min(...steps);
  let queued = 0;
  let after: string | null = null;
  for (;;) {
    const page = await remindable(sys.db, tenant.tenant_id, addDays(day, -earliest), after, PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    const sent = await remindersOf(
      sys.db,
      tenant.tenant_id,
      page.map((i) => i.id),
    );
    const due = page.flatMap((i) => {
      const step = reminderStepDue({ dueDate: i.due_date as LocalDate, today: day, steps, sent: sent.get(i.id) ?? [] });
      return step === null ? [] : [{ id: newId(), invoiceId: i.id, kind: 'REMINDER' as const, step }];
    });
    if (due.length > 0) queued += (await inTransaction(sys.db, (tx) => queueMails(tx, tenant.tenant_id, due, true))).length;
  }
  return queued;
}

/** The next day on or after `from` when a reminder is due (the test clock runs that day). */
export async function nextReminderDay(db: Db, tenantId: string, from: LocalDate): Promise<LocalDate | null> {
  return (await earliestReminderDay(db, tenantId, from)) as LocalDate | null;
}
