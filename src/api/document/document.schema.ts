import type { Static } from 'typebox';
import { DateTimeOutput, DecimalString, Enum, Message, Type } from '../schema';

export const DocumentKindEnum = Enum(['KIND_UNSPECIFIED', 'KIND_INVOICE', 'KIND_CREDIT_NOTE', 'KIND_REMINDER']);
export type DocumentKindWire = Static<typeof DocumentKindEnum>;

/** A kept document as document/search lists it (docs/records.md "Searching"). */
export const Document = Message({
  id: Type.String({ description: 'the id of the record it documents (an invoice id for KIND_INVOICE)' }),
  kind: DocumentKindEnum,
  number: Type.String(),
  customerId: Type.String(),
  counterpartyName: Type.String({ description: 'the customer as the document names it (fixed at issue)' }),
  issueDate: DateTimeOutput,
  total: DecimalString,
  sha256: Type.String({ description: 'SHA-256 of the stored PDF, hex; "" until it is rendered (seconds after issue)' }),
});
export type Document = Static<typeof Document>;
