import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** json columns: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;

export interface EventTable {
  tenant_id: string;
  id: string;
  type: string;
  create_time: Timestamp;
  record_time: Generated<Date>;
  object: Json;
  previous_attributes: ColumnType<unknown, string | null, string | null>;
}

export interface WebhookEndpointTable {
  tenant_id: string;
  id: string;
  url: string;
  event_types: string[];
  description: string;
  status: string;
  secret: string;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface WebhookDeliveryTable {
  tenant_id: string;
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  attempt: Generated<number>;
  status: Generated<string>;
  response_status: Generated<number>;
  duration_ms: Generated<number>;
  create_time: Timestamp;
  next_attempt_time: Timestamp;
  claim_id: string | null;
}

export interface EventTables {
  event: EventTable;
  webhook_endpoint: WebhookEndpointTable;
  webhook_delivery: WebhookDeliveryTable;
}
