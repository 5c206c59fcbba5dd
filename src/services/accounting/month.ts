/** The month a journal or report is asked for (docs/accounting.md "Months"): well formed and closed. */
import { jstStartOfDay } from '../../domain/calendar';
import { addMonths, firstDay, isClosed, lastDay, parseMonth, type Month } from '../../domain/accounting/month';
import { failedPrecondition, invalidField } from '../../lib/errors';
import { todayOf } from '../kernel';
import type { ServiceCtx } from '../context';

/** "YYYY-MM" as a month; INVALID_ARGUMENT naming `field` otherwise. */
export function monthIn(field: string, text: string): Month {
  const month = parseMonth(text);
  if (!month) throw invalidField(field, `"${text}" is not a month (YYYY-MM, e.g. 2026-04)`);
  return month;
}

/** The month, refused (FAILED_PRECONDITION, MONTH_NOT_CLOSED) while its last day has not passed for the tenant. */
export function closedMonth(ctx: Pick<ServiceCtx, 'caller'>, field: string, text: string): Month {
  const month = monthIn(field, text);
  const today = todayOf(ctx);
  if (!isClosed(month, today))
    throw failedPrecondition(
      `${field}: the month ${month} is not closed yet (it ends on ${lastDay(month)}; today is ${today})`,
      'MONTH_NOT_CLOSED',
    );
  return month;
}

/** The month's days and instants: [from, to] as days, [fromTime, toTime) as JST instants. */
export function monthBounds(month: Month): { from: string; to: string; fromTime: Date; toTime: Date } {
  return {
    from: firstDay(month),
    to: lastDay(month),
    fromTime: new Date(jstStartOfDay(firstDay(month))),
    toTime: new Date(jstStartOfDay(firstDay(addMonths(month, 1)))),
  };
}
