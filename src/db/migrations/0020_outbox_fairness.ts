import { sql, type Kysely } from 'kysely';

/**
 * Fair claiming of the outbox queues (docs/events.md "Delivery"): the delivery workers go through the
 * tenants that have pending work one by one (tenant_id first in the index, so finding the next such
 * tenant is one index probe) and count each tenant's attempts in flight (the claimed rows, few).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX webhook_delivery_tenant_due_idx ON webhook_delivery (tenant_id, next_attempt_time) WHERE status = 'PENDING';
    CREATE INDEX webhook_delivery_claimed_idx ON webhook_delivery (tenant_id, next_attempt_time) WHERE claim_id IS NOT NULL;
    DROP INDEX webhook_delivery_due_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_time) WHERE status = 'PENDING';
    DROP INDEX webhook_delivery_claimed_idx;
    DROP INDEX webhook_delivery_tenant_due_idx;
  `.execute(db);
}
