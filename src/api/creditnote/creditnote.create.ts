import { defineRpc } from '../rpc';
import { DecimalIn, Id, Message, Type } from '../schema';
import { decimalIn } from '../wire';
import { createCreditNote, CREDIT_NOTE_DESCRIPTION_MAX, CREDIT_NOTE_REASON_MAX, previewCreditNote } from '../../services/creditnote';
import { presentCreditNote } from './creditnote.present';
import { CreditNote, RefundEnum } from './creditnote.schema';

export const CreateCreditNoteRequest = Message({
  invoiceId: Id,
  lines: Type.Array(
    Message({
      description: Type.String({ minLength: 1, maxLength: CREDIT_NOTE_DESCRIPTION_MAX, pattern: '^[^\\u0000]*$' }),
      amount: DecimalIn,
      taxPercentage: DecimalIn,
    }),
    { minItems: 1, maxItems: 100, description: 'what is given back: amounts before tax, at rates the invoice has' },
  ),
  reason: Type.String({
    minLength: 1,
    maxLength: CREDIT_NOTE_REASON_MAX,
    pattern: '^[^\\u0000]*$',
    description: 'why (kept on the note and shown on its document)',
  }),
  refund: Type.Optional(RefundEnum),
  validateOnly: Type.Optional(
    Type.Boolean({
      description: 'true: check and compute the note as it would be issued now, and write nothing (its id and number are "")',
    }),
  ),
});
export const CreateCreditNoteResponse = Message({ creditNote: CreditNote });

export default defineRpc({
  path: '/v1/creditnote/create',
  method: 'POST',
  summary: 'Issue a credit note (返還インボイス) against an issued invoice (extension)',
  description:
    'Lines give back amounts before tax at the invoice’s rates; the tax is rounded once per rate over the note and the invoice’s earlier notes (each note gives back the rounded tax of all given back at the rate so far less what earlier notes gave back, never past the invoice’s tax at the rate). At most what the invoice still holds, per rate and in total (FAILED_PRECONDITION CREDIT_NOTE_EXCEEDS_INVOICE); a void invoice is refused (INVOICE_VOID). REFUND_TO_CREDIT (default) puts the total on the customer’s credit, applied at once to the corrected invoice while it is open and then to the next invoices; REFUND_OUTSIDE records a refund paid outside (docs/credit.md).',
  tags: ['creditnote'],
  input: CreateCreditNoteRequest,
  output: CreateCreditNoteResponse,
  handler: async (ctx, input) => ({
    creditNote: presentCreditNote(
      await (input.validateOnly ? previewCreditNote : createCreditNote)(ctx, {
        invoiceId: input.invoiceId,
        lines: input.lines.map((l, i) => ({
          description: l.description,
          amount: decimalIn(l.amount, `lines[${i}].amount`),
          taxPercentage: decimalIn(l.taxPercentage, `lines[${i}].taxPercentage`),
        })),
        reason: input.reason,
        refund: input.refund === 'REFUND_OUTSIDE' ? 'OUTSIDE' : 'TO_CREDIT',
      }),
    ),
  }),
});
