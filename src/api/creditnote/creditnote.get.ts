import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { getCreditNoteRow } from '../../services/creditnote';
import { presentCreditNote } from './creditnote.present';
import { CreditNote } from './creditnote.schema';

export const CreditNoteNumber = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[\\x21-\\x7e]+$',
  description: 'the credit note number',
});
export const GetCreditNoteRequest = Message({ id: Type.Optional(Id), creditNoteNumber: Type.Optional(CreditNoteNumber) });
export const GetCreditNoteResponse = Message({ creditNote: CreditNote });

export default defineRpc({
  path: '/v1/creditnote/get',
  method: 'G+P',
  summary: 'Get one credit note by id or by number (extension)',
  description: 'Give id or creditNoteNumber (both: they must name the same note). Another environment’s note is NOT_FOUND.',
  tags: ['creditnote'],
  input: GetCreditNoteRequest,
  output: GetCreditNoteResponse,
  handler: async (ctx, input) => ({ creditNote: presentCreditNote(await getCreditNoteRow(ctx, input)) }),
});
