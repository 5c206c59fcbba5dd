import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The mail outbox (migration 0051, docs/delivery.md): one row per message. */
export interface MailDeliveryTable {
  tenant_id: string;
  id: string;
  invoice_id: string;
  /** 'INVOICE' | 'REMINDER' | 'CREDIT_NOTE' */
  kind: string;
  /** A reminder's step: days relative to the due date. */
  reminder_step: number | null;
  recipients: string[];
  attempt: Generated<number>;
  /** 'PENDING' | 'SUCCEEDED' | 'FAILED' (the outbox's statuses; SUCCEEDED is STATUS_SENT on the wire). */
  status: Generated<string>;
  /** The SMTP server's last answer, or why the message could not be sent. */
  response: Generated<string>;
  create_time: Timestamp;
  sent_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  next_attempt_time: Timestamp;
  claim_id: string | null;
}

/** A customer page link: the SHA-256 of its token's random part (docs/delivery.md "The customer page"). */
export interface PortalLinkTable {
  tenant_id: string;
  token_hash: Buffer;
  invoice_id: string;
  customer_id: string;
  expire_time: Date;
  create_time: Timestamp;
}

export interface DeliveryTables {
  mail_delivery: MailDeliveryTable;
  portal_link: PortalLinkTable;
}
