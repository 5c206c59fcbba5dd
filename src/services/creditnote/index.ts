export { createCreditNote, creditNoteNumber, previewCreditNote, CREDIT_NOTE_DESCRIPTION_MAX, CREDIT_NOTE_REASON_MAX } from './create';
export type { CreateCreditNote, Refund } from './create';
export { creditNoteReturnInput, documentOfCreditNote, renderCreditNote, renderCreditNoteFiles } from './document';
export { getCreditNoteRow, listCreditNoteRows } from './read';
