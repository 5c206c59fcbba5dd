import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/db';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { deliveriesOf, mailedWorld, settled, tenantMailWorker } from '../../../test/helpers/factories/delivery';
import { startSmtpReceiver } from '../../../test/helpers/smtp';
import { getInvoice } from '../../db/repos/invoice.repo';
import { ApiError } from '../../lib/errors';
import { renderInvoiceDocument } from '../invoice';
import { createStaff, updateCustomer } from '../customer';
import { listInvoiceDeliveries, portalDocument, portalView, sendInvoice } from './index';

/**
 * Invoices by e-mail (docs/delivery.md) against a real SMTP server in the test process: what arrives
 * (subject, body, the PDF, the customer page link), the invoice's and billings' statuses after the
 * server accepts, retries of transient refusals, permanent failures, bad recipients.
 */
let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

const ctxOf = async () => serviceCtx(t.sys, (await newTenant(t.db)).providerId);

describe('sending on issue', () => {
  it('marking the invoice sent waits behind a writer holding the invoice (then its billings) instead of deadlocking: one message, once', async () => {
    const ctx = await ctxOf();
    const w = await mailedWorld(t.sys, ctx);
    // A void or a payment locks the invoice, then its billings, while the server is accepting the message.
    let locked!: () => void;
    const invoiceLocked = new Promise<void>((r) => (locked = r));
    let other: Promise<string> | undefined;
    const writer = () =>
      inTransaction(t.db, async (tx) => {
        await sql`SELECT id FROM invoice WHERE tenant_id = ${w.tenantId} AND id = ${w.invoice.id} FOR UPDATE`.execute(tx);
        locked();
        await new Promise((r) => setTimeout(r, 300));
        await sql`SELECT id FROM billing WHERE tenant_id = ${w.tenantId} AND id = ANY(${w.invoice.billing_ids}::uuid[]) FOR UPDATE`.execute(
          tx,
        );
      }).then(
        () => 'committed',
        (e: Error) => e.message,
      );
    const smtp = await startSmtpReceiver({
      answer: async (n) => {
        if (n === 0) {
          other = writer();
          await invoiceLocked;
        }
        return 250;
      },
    });
    const worker = tenantMailWorker(t.sys, w.tenantId, smtp.url);
    try {
      await settled(t.db, w.tenantId);
      expect(await other).toBe('committed');
    } finally {
      await worker.stop();
      await smtp.close();
    }
    expect(smtp.accepted).toHaveLength(1);
    expect((await deliveriesOf(t.db, w.tenantId)).map((d) => [d.status, d.attempt])).toEqual([['SUCCEEDED', 1]]);
    expect((await getInvoice(t.db, w.tenantId, w.invoice.id))?.status).toBe('SENT');
  });

  it('one message to the recipient staff: the template, the PDF equal to the invoice document, a working link; the invoice SENT, its billings POSTED', async () => {
    const smtp = await startSmtpReceiver();
    const ctx = await ctxOf();
    const w = await mailedWorld(t.sys, ctx);
    const queued = await deliveriesOf(t.db, w.tenantId);
    expect(queued).toMatchObject([{ kind: 'INVOICE', status: 'PENDING', recipients: ['hanako@example.jp'], invoice_id: w.invoice.id }]);
    const worker = tenantMailWorker(t.sys, w.tenantId, smtp.url);
    try {
      await settled(t.db, w.tenantId);
    } finally {
      await worker.stop();
      await smtp.close();
    }
    expect(smtp.accepted).toHaveLength(1);
    const [{ mail, envelopeTo }] = smtp.accepted as [(typeof smtp.accepted)[number]];
    expect(envelopeTo).toEqual(['hanako@example.jp']);
    expect(mail.subject).toBe(`【請求書送付】${w.invoice.invoice_number} Test provider`);
    expect(mail.from?.value[0]).toEqual({ address: 'billing@provider.test', name: 'Test provider' });
    expect(mail.messageId).toBe(`<${queued[0]!.id}@provider.test>`);
    // 1,000 yen + 10 % tax = 1,100 yen, due 31 May (the default terms, per billing).
    expect(mail.text).toContain('株式会社テスト');
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('ご請求金額: ¥1,100');
    expect(mail.text).toContain('お支払期限: 2031年5月31日');
    const document = await renderInvoiceDocument(ctx, w.invoice, 'pdf');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(mail.attachments[0]!.filename).toBe(document.fileName);
    expect(Buffer.compare(mail.attachments[0]!.content, document.body)).toBe(0);
    const link = /http:\/\/portal\.test\/portal\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const page = await portalView(t.sys, link![1]!, new Date());
    expect(page?.invoice.id).toBe(w.invoice.id);
    // The link expires after PORTAL_LINK_DAYS (60 here).
    expect(await portalView(t.sys, link![1]!, new Date(Date.now() + 61 * 86_400_000))).toBeNull();

    const invoice = await getInvoice(t.db, w.tenantId, w.invoice.id);
    expect(invoice).toMatchObject({ status: 'SENT', sent_time: expect.any(Date) });
    const billings = await t.db.selectFrom('billing').select('status').where('tenant_id', '=', w.tenantId).execute();
    expect(billings.map((b) => b.status)).toEqual(['POSTED']);
    const [delivery] = await listInvoiceDeliveries(ctx, w.invoice.id);
    expect(delivery).toMatchObject({
      status: 'SUCCEEDED',
      attempt: 1,
      sent_time: expect.any(Date),
      response: expect.stringMatching(/^250/),
    });
    const events = await t.db.selectFrom('event').select('type').where('tenant_id', '=', w.tenantId).execute();
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['invoice.status_changed', 'billing.status_changed']));
  });

  it('a customer not sent by e-mail gets nothing queued', async () => {
    const ctx = await ctxOf();
    const w = await mailedWorld(t.sys, ctx);
    await updateCustomer(ctx, { id: w.customerId, billingProfile: { sendMethod: 'NONE' } });
    const before = (await deliveriesOf(t.db, w.tenantId)).length;
    // A second invoice (May) for the customer now sent by nobody.
    const { advanceClock } = await import('../../../test/helpers/factories/billing');
    await advanceClock(t.sys, (await serviceCtx(t.sys, ctx.caller.providerId)).caller, '2031-05-01');
    expect(await deliveriesOf(t.db, w.tenantId)).toHaveLength(before);
  });
});

describe('retries and failures', () => {
  it('451 then success: retried, accepted once, SENT on the second attempt', async () => {
    const smtp = await startSmtpReceiver({ answer: (n) => (n === 0 ? 451 : 250) });
    const w = await mailedWorld(t.sys, await ctxOf());
    const worker = tenantMailWorker(t.sys, w.tenantId, smtp.url);
    try {
      await settled(t.db, w.tenantId);
    } finally {
      await worker.stop();
      await smtp.close();
    }
    expect(smtp.answered).toBe(2);
    expect(smtp.accepted).toHaveLength(1);
    expect(await deliveriesOf(t.db, w.tenantId)).toMatchObject([{ status: 'SUCCEEDED', attempt: 2 }]);
    expect((await getInvoice(t.db, w.tenantId, w.invoice.id))?.status).toBe('SENT');
  });

  it('550: FAILED at once with the answer; the invoice stays ISSUED', async () => {
    const smtp = await startSmtpReceiver({ answer: () => 550 });
    const w = await mailedWorld(t.sys, await ctxOf());
    const worker = tenantMailWorker(t.sys, w.tenantId, smtp.url);
    try {
      await settled(t.db, w.tenantId);
    } finally {
      await worker.stop();
      await smtp.close();
    }
    expect(smtp.answered).toBe(1);
    expect(await deliveriesOf(t.db, w.tenantId)).toMatchObject([{ status: 'FAILED', attempt: 1, response: expect.stringMatching(/^550/) }]);
    expect((await getInvoice(t.db, w.tenantId, w.invoice.id))?.status).toBe('ISSUED');
  });

  it('a refused connection is retried until the retries run out, then FAILED', async () => {
    const w = await mailedWorld(t.sys, await ctxOf());
    // A port nothing listens on (the receiver is closed before the worker starts).
    const gone = await startSmtpReceiver();
    await gone.close();
    const worker = tenantMailWorker(t.sys, w.tenantId, gone.url);
    try {
      await settled(t.db, w.tenantId);
    } finally {
      await worker.stop();
    }
    expect(await deliveriesOf(t.db, w.tenantId)).toMatchObject([
      { status: 'FAILED', attempt: 3, response: expect.stringContaining('ECONNREFUSED') },
    ]);
  });

  it('credentials the server refuses: FAILED with its answer, the password never in it', async () => {
    const smtp = await startSmtpReceiver({ auth: { user: 'billing', pass: 'right' } });
    const w = await mailedWorld(t.sys, await ctxOf());
    const worker = tenantMailWorker(t.sys, w.tenantId, `smtp://billing:wrong-secret@127.0.0.1:${smtp.port}`);
    try {
      await settled(t.db, w.tenantId);
    } finally {
      await worker.stop();
      await smtp.close();
    }
    const [row] = await deliveriesOf(t.db, w.tenantId);
    expect(row).toMatchObject({ status: 'FAILED', attempt: 1, response: expect.stringContaining('535') });
    expect(row!.response).not.toContain('wrong-secret');
    expect(smtp.accepted).toHaveLength(0);
  });
});

describe('bad recipients and header injection', () => {
  it('a line break in the customer name cannot add a header or a recipient', async () => {
    const smtp = await startSmtpReceiver();
    const ctx = await ctxOf();
    const w = await mailedWorld(t.sys, ctx, { customerName: 'Evil\r\nBcc: thief@evil.test' });
    const { updateProviderSettings } = await import('../platform');
    await updateProviderSettings(t.db, ctx.caller.providerId, {
      mailTemplates: { invoice: { subject: '{{customerName}} {{invoiceNumber}}\r\nX-Injected: yes', body: '{{portalUrl}}' } },
    });
    const worker = tenantMailWorker(t.sys, w.tenantId, smtp.url);
    try {
      await settled(t.db, w.tenantId);
    } finally {
      await worker.stop();
      await smtp.close();
    }
    const [{ mail, envelopeTo, raw }] = smtp.accepted as [(typeof smtp.accepted)[number]];
    expect(envelopeTo).toEqual(['hanako@example.jp']);
    expect(mail.subject).toBe(`Evil Bcc: thief@evil.test ${w.invoice.invoice_number} X-Injected: yes`);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(raw.toString()).not.toMatch(/^(Bcc|X-Injected):/im);
  });

  it('a staff address that cannot be delivered to: FAILED naming it, nothing sent', async () => {
    const smtp = await startSmtpReceiver();
    const w = await mailedWorld(t.sys, await ctxOf(), { email: 'a,b@example.jp' });
    const worker = tenantMailWorker(t.sys, w.tenantId, smtp.url);
    try {
      await settled(t.db, w.tenantId);
    } finally {
      await worker.stop();
      await smtp.close();
    }
    expect(await deliveriesOf(t.db, w.tenantId)).toMatchObject([
      { status: 'FAILED', response: 'not sent: "a,b@example.jp" is not an e-mail address that can be delivered to' },
    ]);
    expect(smtp.answered).toBe(0);
  });

  it('recipients without an e-mail address: the message is FAILED at issue with the reason; send refuses clearly', async () => {
    const ctx = await ctxOf();
    const w = await mailedWorld(t.sys, ctx, { email: '' });
    expect(await deliveriesOf(t.db, w.tenantId)).toMatchObject([
      { status: 'FAILED', recipients: [], response: 'no recipient: none of the staff it goes to has an e-mail address' },
    ]);
    await expect(sendInvoice(ctx, { id: w.invoice.id })).rejects.toMatchObject({
      codeName: 'FAILED_PRECONDITION',
      detail: { reason: 'NO_MAIL_RECIPIENT' },
    });
    const err = await sendInvoice(ctx, { id: w.invoice.id, staffIds: [w.staffId] }).catch((e: ApiError) => e);
    expect(err).toMatchObject({ codeName: 'INVALID_ARGUMENT', detail: { fieldViolations: [{ field: 'staffIds[0]' }] } });
    const other = await createStaff(ctx, { customerId: w.customerId, name: { lastName: '佐藤' }, emailAddress: 'sato@example.jp' });
    const queued = await sendInvoice(ctx, { id: w.invoice.id, staffIds: [other.id] });
    expect(queued).toMatchObject({ kind: 'INVOICE', status: 'PENDING', recipients: ['sato@example.jp'] });
  });
});

describe('tenancy', () => {
  it("another tenant's invoice is NOT_FOUND to send and list; the page never shows another customer's invoice", async () => {
    const mine = await ctxOf();
    const other = await ctxOf();
    const w = await mailedWorld(t.sys, other);
    await expect(sendInvoice(mine, { id: w.invoice.id })).rejects.toMatchObject({ codeName: 'NOT_FOUND' });
    await expect(listInvoiceDeliveries(mine, w.invoice.id)).rejects.toMatchObject({ codeName: 'NOT_FOUND' });
    const a = await mailedWorld(t.sys, mine);
    const { createPortalLink } = await import('./portal');
    const token = await createPortalLink(t.db, a.invoice, new Date(), 60);
    expect(await portalDocument(t.sys, token, new Date(), w.invoice.id)).toBeNull();
    expect((await portalDocument(t.sys, token, new Date()))?.contentType).toBe('application/pdf');
    const page = await portalView(t.sys, token, new Date());
    expect(page?.others.map((i) => i.customer_id).every((c) => c === a.customerId)).toBe(true);
    // A token of another shape, or one never issued, opens nothing.
    expect(await portalView(t.sys, 'x'.repeat(54), new Date())).toBeNull();
    expect(await portalView(t.sys, token.slice(0, -1), new Date())).toBeNull();
  });
});
