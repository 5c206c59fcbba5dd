import { sql } from 'kysely';
import type { Db } from '../../../src/db/db';
import type { InvoiceRow } from '../../../src/db/repos/invoice.repo';
import type { ClaimedMail } from '../../../src/db/repos/mail.repo';
import { createStaff, createCustomer, updateCustomer } from '../../../src/services/customer';
import { createPaymentMethod } from '../../../src/services/catalog';
import type { ServiceCtx, SystemCtx } from '../../../src/services/context';
import { mailQueue, type MailOptions } from '../../../src/services/delivery';
import { startOutbox, type OutboxWorker } from '../../../src/services/outbox';
import type { Mailer } from '../../../src/services/kernel';
import { createMailer } from '../../../src/mail';
import { advanceClock, storeContract } from './billing';

export interface MailedWorld {
  tenantId: string;
  customerId: string;
  staffId: string;
  paymentMethodId: string;
  invoice: InvoiceRow;
  /** With `customers`: every customer's first invoice. */
  invoices: InvoiceRow[];
}

/**
 * A customer receiving invoices by e-mail (one staff member with `email`, its recipient), a contract of
 * 1,000 yen + 10 % a month from 2031-04-01; the sandbox clock moved to 2031-04-01, so its first
 * invoice is issued (per billing, due 2031-05-31) and its message queued.
 */
export async function mailedWorld(
  sys: SystemCtx,
  ctx: ServiceCtx,
  o: { email?: string; customerName?: string; lastName?: string; customers?: number } = {},
): Promise<MailedWorld> {
  await advanceClock(sys, ctx.caller, '2031-03-20');
  const method = await createPaymentMethod(ctx, { name: 'Bank transfer', type: 'TYPE_BANK_TRANSFER' });
  const made: Array<{ customerId: string; staffId: string }> = [];
  for (let i = 0; i < (o.customers ?? 1); i++) {
    const customer = await createCustomer(ctx, { name: o.customerName ?? '株式会社テスト', billingProfile: { sendMethod: 'EMAIL' } });
    const staff = await createStaff(ctx, {
      customerId: customer.id,
      name: { lastName: o.lastName ?? '山田', firstName: '花子' },
      emailAddress: o.email ?? 'hanako@example.jp',
    });
    await updateCustomer(ctx, { id: customer.id, billingProfile: { recipientStaffIds: [staff.id] } });
    await storeContract(
      sys.db,
      { tenantId: ctx.caller.tenantId, customerId: customer.id, paymentMethodId: method.id },
      { start: '2031-04-01' },
    );
    made.push({ customerId: customer.id, staffId: staff.id });
  }
  await advanceClock(sys, ctx.caller, '2031-04-01');
  const invoices = await sys.db
    .selectFrom('invoice')
    .selectAll()
    .where('tenant_id', '=', ctx.caller.tenantId)
    .orderBy('invoice_number')
    .execute();
  const first = made[0]!;
  return {
    tenantId: ctx.caller.tenantId,
    customerId: first.customerId,
    staffId: first.staffId,
    paymentMethodId: method.id,
    invoice: invoices.find((i) => i.customer_id === first.customerId)!,
    invoices,
  };
}

export const mailOptions = (o: Partial<MailOptions> = {}): MailOptions => ({
  publicUrl: 'http://portal.test',
  portalLinkDays: 60,
  mailFrom: 'billing@provider.test',
  retryDelays: [0.05, 0.05],
  timeoutMs: 5_000,
  concurrency: 4,
  perTenant: 4,
  pollMs: 20,
  ...o,
});

/** A mail worker on the real queue that takes only this tenant's messages (other test files queue theirs). */
export function tenantMailWorker(sys: SystemCtx, tenantId: string, mailer: Mailer | string, o: Partial<MailOptions> = {}): OutboxWorker {
  const mail = typeof mailer === 'string' ? createMailer({ smtpUrl: mailer, outboxDir: '', timeoutMs: 5_000 }) : mailer;
  const s = { db: sys.db, ports: { ...sys.ports, mail } };
  const opts = mailOptions(o);
  const queue = { ...mailQueue(s, opts), eligible: sql`d.tenant_id = ${tenantId}` };
  return startOutbox<ClaimedMail>(sys.db, queue, {
    concurrency: opts.concurrency,
    perTenant: opts.perTenant,
    retryDelays: opts.retryDelays,
    leaseMs: 30_000,
    pollMs: opts.pollMs,
    clock: sys.ports.clock,
  });
}

/** The tenant's messages, oldest first. */
export const deliveriesOf = (db: Db, tenantId: string) =>
  db.selectFrom('mail_delivery').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

/** Waits until none of the tenant's messages is pending. */
export async function settled(db: Db, tenantId: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await deliveriesOf(db, tenantId);
    if (rows.every((r) => r.status !== 'PENDING')) return;
    if (Date.now() > until)
      throw new Error(`messages still pending: ${JSON.stringify(rows.map((r) => [r.status, r.attempt, r.response]))}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
