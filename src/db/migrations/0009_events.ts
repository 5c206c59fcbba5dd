import { sql, type Kysely } from 'kysely';

/**
 * Events and webhooks (docs/events.md). `event` is the transactional outbox: a row is written in the
 * same transaction as the change it describes. `create_time` is the tenant's clock (the test clock in
 * a moved sandbox); `record_time` is the real time of the write, which the retention prune uses.
 * `webhook_delivery` is the delivery queue: one row per event and endpoint, claimed by the delivery
 * workers with FOR UPDATE SKIP LOCKED and a lease (`next_attempt_time` pushed forward, `claim_id`).
 * Deleting an endpoint deletes its deliveries (ON DELETE CASCADE), so they stop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      type text NOT NULL,
      create_time timestamptz NOT NULL,
      record_time timestamptz NOT NULL DEFAULT now(),
      object json NOT NULL,
      previous_attributes json,
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX event_list_idx ON event (tenant_id, create_time DESC, id DESC);
    CREATE INDEX event_record_time_idx ON event (record_time);

    CREATE TABLE webhook_endpoint (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      url text NOT NULL,
      event_types text[] NOT NULL,
      description text NOT NULL,
      status text NOT NULL,
      secret text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );

    CREATE TABLE webhook_delivery (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      endpoint_id uuid NOT NULL,
      event_id uuid NOT NULL,
      event_type text NOT NULL,
      attempt integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'PENDING',
      response_status integer NOT NULL DEFAULT 0,
      duration_ms integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      next_attempt_time timestamptz NOT NULL DEFAULT now(),
      claim_id uuid,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, endpoint_id) REFERENCES webhook_endpoint (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_time) WHERE status = 'PENDING';
    CREATE INDEX webhook_delivery_endpoint_idx ON webhook_delivery (tenant_id, endpoint_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webhook_delivery, webhook_endpoint, event`.execute(db);
}
