/** Credit note reads (docs/credit.md): by id or number, and the keyset list of an invoice's or a customer's notes. */
import {
  getCreditNote,
  getCreditNoteByNumber,
  listCreditNotes,
  type CreditNoteListQuery,
  type CreditNoteRow,
} from '../../db/repos/creditnote.repo';
import { invalidArgument, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ServiceCtx } from '../context';

export async function getCreditNoteRow(ctx: ServiceCtx, ref: { id?: string; creditNoteNumber?: string }): Promise<CreditNoteRow> {
  const { tenantId } = ctx.caller;
  const id = ref.id || undefined;
  const number = ref.creditNoteNumber || undefined;
  if (!id && !number)
    throw invalidArgument('id or creditNoteNumber is required', [{ field: 'id', description: 'required (or give creditNoteNumber)' }]);
  const byId = id && isUuid(id) ? await getCreditNote(ctx.db, tenantId, id) : undefined;
  if (id && !byId) throw notFound('credit note');
  if (!number) return byId!;
  const byNumber = await getCreditNoteByNumber(ctx.db, tenantId, number);
  if (byId && byNumber?.id !== byId.id)
    throw invalidArgument('id and creditNoteNumber name different credit notes', [
      { field: 'creditNoteNumber', description: 'does not name the credit note given by id' },
    ]);
  if (!byNumber) throw notFound('credit note');
  return byNumber;
}

export function listCreditNoteRows(ctx: ServiceCtx, q: CreditNoteListQuery): Promise<CreditNoteRow[]> {
  return listCreditNotes(ctx.db, ctx.caller.tenantId, q);
}
