import { DateTimeOutput, Enum, Named, Type, type Static } from '../schema';
import { instantOut } from '../datetime';
import type { MailDeliveryRow } from '../../db/repos/mail.repo';

/** One message of an invoice (docs/delivery.md). */
export const InvoiceDelivery = Named('InvoiceDelivery', {
  id: Type.String(),
  kind: Enum(['KIND_UNSPECIFIED', 'KIND_INVOICE', 'KIND_REMINDER', 'KIND_CREDIT_NOTE']),
  to: Type.String({ description: 'the addresses, comma-separated; "" when the invoice had no recipient with an e-mail address' }),
  status: Enum(['STATUS_UNSPECIFIED', 'STATUS_PENDING', 'STATUS_SENT', 'STATUS_FAILED']),
  attempt: Type.Integer({ description: 'attempts made so far' }),
  response: Type.String({ description: "the SMTP server's last answer, or why the message was not sent" }),
  reminderStep: Type.Integer({ description: 'a reminder: its step, days relative to the due date; 0 otherwise' }),
  createTime: DateTimeOutput,
  sentTime: Type.String({ description: 'when the server accepted it (RFC 3339, UTC); "" until then' }),
});
export type InvoiceDeliveryWire = Static<typeof InvoiceDelivery>;

const STATUS: Record<string, InvoiceDeliveryWire['status']> = {
  PENDING: 'STATUS_PENDING',
  SUCCEEDED: 'STATUS_SENT',
  FAILED: 'STATUS_FAILED',
};

export function presentDelivery(d: MailDeliveryRow): InvoiceDeliveryWire {
  return {
    id: d.id,
    kind: `KIND_${d.kind}` as InvoiceDeliveryWire['kind'],
    to: d.recipients.join(', '),
    status: STATUS[d.status] ?? 'STATUS_UNSPECIFIED',
    attempt: d.attempt,
    response: d.response,
    reminderStep: d.reminder_step ?? 0,
    createTime: instantOut(d.create_time),
    sentTime: d.sent_time ? instantOut(d.sent_time) : '',
  };
}
