/** Invoice reads (docs/invoices.md "Paths"): by id or number, and the keyset list. */
import { invalidArgument, notFound } from '../../lib/errors';
import { getInvoice, getInvoiceByNumber, listInvoices, type InvoiceListQuery, type InvoiceRow } from '../../db/repos/invoice.repo';
import { isUuid } from '../../lib/ids';
import type { ServiceCtx } from '../context';

export async function getInvoiceRow(ctx: ServiceCtx, ref: { id?: string; invoiceNumber?: string }): Promise<InvoiceRow> {
  const { tenantId } = ctx.caller;
  const id = ref.id || undefined;
  const number = ref.invoiceNumber || undefined;
  if (!id && !number)
    throw invalidArgument('id or invoiceNumber is required', [{ field: 'id', description: 'required (or give invoiceNumber)' }]);
  const byId = id ? (isUuid(id) ? await getInvoice(ctx.db, tenantId, id) : undefined) : undefined;
  if (id && !byId) throw notFound('invoice');
  if (!number) return byId!;
  const byNumber = await getInvoiceByNumber(ctx.db, tenantId, number);
  if (byId && byNumber?.id !== byId.id)
    throw invalidArgument('id and invoiceNumber name different invoices', [
      { field: 'invoiceNumber', description: 'does not name the invoice given by id' },
    ]);
  if (!byNumber) throw notFound('invoice');
  return byNumber;
}

export function listInvoiceRows(ctx: ServiceCtx, q: InvoiceListQuery): Promise<InvoiceRow[]> {
  return listInvoices(ctx.db, ctx.caller.tenantId, q);
}
