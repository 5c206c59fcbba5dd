/**
 * /v1/invoice/totals (docs/invoices.md "Totals"): what the invoices issued in a range of JST days add
 * up to, summed by the database (exact numeric), void ones apart.
 */
import { sumInvoices, type InvoiceSums } from '../../db/repos/invoice.totals.repo';
import { daysInclusive, type LocalDate } from '../../domain';
import { invalidField } from '../../lib/errors';
import type { ServiceCtx } from '../context';

/** The longest range one call sums: a whole calendar year, leap or not. */
export const TOTALS_MAX_DAYS = 366;

export interface InvoiceTotals extends InvoiceSums {
  /** Per status present in the range, void included, in no particular order. */
  byStatus: Array<InvoiceSums & { status: string }>;
}

export async function invoiceTotals(
  ctx: ServiceCtx,
  q: { issueDateFrom: LocalDate; issueDateTo: LocalDate; customerId?: string },
): Promise<InvoiceTotals> {
  if (q.issueDateTo < q.issueDateFrom) throw invalidField('issueDateTo', 'must be on or after issueDateFrom');
  if (daysInclusive(q.issueDateFrom, q.issueDateTo) > TOTALS_MAX_DAYS)
    throw invalidField('issueDateTo', `at most ${TOTALS_MAX_DAYS} days from issueDateFrom, both included`);
  const { byStatus, live } = await sumInvoices(ctx.db, ctx.caller.tenantId, q);
  return { ...live, byStatus };
}
