import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock } from '../../../test/helpers/factories/billing';
import { deliveriesOf, mailedWorld, settled, tenantMailWorker } from '../../../test/helpers/factories/delivery';
import { startSmtpReceiver } from '../../../test/helpers/smtp';
import { asLocalDate } from '../../domain';
import { createMailer } from '../../mail';
import { payEnvOf, payInvoice } from '../payment';
import { updateProviderSettings } from '../platform';
import { runReminders } from './reminders';

/**
 * Reminders (督促, docs/delivery.md "Reminders") over the sandbox test clock: one message per step of
 * reminderDays while the invoice has a balance, none twice for a step, none once it is paid; and the
 * .eml files of a mailer without SMTP_URL.
 */
let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

const steps = async (tenantId: string) =>
  (await deliveriesOf(t.db, tenantId)).filter((d) => d.kind === 'REMINDER').map((d) => d.reminder_step);

describe('reminders over the test clock', () => {
  it('one per step while unpaid, naming what is overdue; never twice; none once paid', async () => {
    const smtp = await startSmtpReceiver();
    const { providerId } = await newTenant(t.db);
    const ctx = await serviceCtx(t.sys, providerId);
    const w = await mailedWorld(t.sys, ctx);
    const worker = tenantMailWorker(t.sys, w.tenantId, smtp.url);
    try {
      // The invoice (due 2031-05-31) is sent first; reminders go only for invoices sent by e-mail.
      await settled(t.db, w.tenantId);
      const now = async () => (await serviceCtx(t.sys, providerId)).caller;
      // Steps -3, 1, 7, 14 (the default): 2031-05-28, 06-01, 06-07, 06-14.
      await advanceClock(t.sys, await now(), '2031-05-27');
      expect(await steps(w.tenantId)).toEqual([]);
      await advanceClock(t.sys, await now(), '2031-05-28');
      expect(await steps(w.tenantId)).toEqual([-3]);
      // Sent before the clock moves on: a message says how late the invoice is on the tenant's day it goes.
      await settled(t.db, w.tenantId);
      await advanceClock(t.sys, await now(), '2031-06-01');
      expect(await steps(w.tenantId)).toEqual([-3, 1]);
      await settled(t.db, w.tenantId);
      // The same day's reminders again (a second process, a rerun): nothing more.
      expect(await runReminders(t.sys, { tenant_id: w.tenantId, provider_id: providerId }, asLocalDate('2031-06-01'))).toBe(0);
      // The monthly invoices of May and June went too; the reminders are those of April's invoice.
      const reminders = smtp.accepted.filter((r) => r.mail.subject?.startsWith('【お支払いのお願い】'));
      expect(reminders.map((r) => r.mail.subject)).toEqual(Array(2).fill(`【お支払いのお願い】${w.invoice.invoice_number} Test provider`));
      const texts = reminders.map((r) => r.mail.text ?? '');
      const summary = `請求書番号 ${w.invoice.invoice_number}\u3000未払残高 ¥1,100\u3000お支払期限 2031年5月31日`;
      expect(texts.filter((x) => x.includes(`${summary}（期限前のご案内）`))).toHaveLength(1);
      expect(texts.filter((x) => x.includes(`${summary}（1日経過）`))).toHaveLength(1);
      expect(reminders.every((r) => r.mail.attachments.length === 1)).toBe(true);
      const events = await t.db
        .selectFrom('event')
        .select('type')
        .where('tenant_id', '=', w.tenantId)
        .where('type', '=', 'invoice.reminder_sent')
        .execute();
      expect(events).toHaveLength(2);
      // Paid on 3 June: no reminder on the 7th or the 14th.
      const c = await serviceCtx(t.sys, providerId);
      await payInvoice(t.db, payEnvOf(c), w.invoice.id, {
        amount: '1100',
        paymentDate: asLocalDate('2031-06-03'),
        source: 'API',
        sourceId: null,
        memo: '',
      });
      await advanceClock(t.sys, await now(), '2031-06-20');
      expect(await steps(w.tenantId)).toEqual([-3, 1]);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('steps passed while nothing ran: only the latest goes; the provider’s own steps', async () => {
    const { providerId } = await newTenant(t.db);
    await updateProviderSettings(t.db, providerId, { reminderDays: [10, 3] });
    const ctx = await serviceCtx(t.sys, providerId);
    const w = await mailedWorld(t.sys, ctx);
    // Marked sent as the mail worker would (no worker in this test): reminders need a sent invoice.
    await t.db.updateTable('invoice').set({ status: 'SENT', sent_time: new Date() }).where('tenant_id', '=', w.tenantId).execute();
    const tenant = { tenant_id: w.tenantId, provider_id: providerId };
    expect(await runReminders(t.sys, tenant, asLocalDate('2031-06-02'))).toBe(0);
    expect(await runReminders(t.sys, tenant, asLocalDate('2031-06-12'))).toBe(1);
    expect(await steps(w.tenantId)).toEqual([10]);
    expect(await runReminders(t.sys, tenant, asLocalDate('2031-06-30'))).toBe(0);
  });

  it('refuses steps that are not whole days, repeat, or are too many', async () => {
    const { providerId } = await newTenant(t.db);
    for (const days of [[1.5], [1, 1], Array.from({ length: 11 }, (_, i) => i), [400]])
      await expect(updateProviderSettings(t.db, providerId, { reminderDays: days })).rejects.toMatchObject({
        codeName: 'INVALID_ARGUMENT',
        detail: { fieldViolations: [{ field: 'reminderDays' }] },
      });
  });
});

describe('templates', () => {
  it('a template naming an unknown placeholder is refused on save, naming the field and the placeholder', async () => {
    const { providerId } = await newTenant(t.db);
    const err = await updateProviderSettings(t.db, providerId, {
      mailTemplates: { reminder: { subject: 'ok {{invoiceNumber}}', body: 'Dear {{customer}}' } },
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      codeName: 'INVALID_ARGUMENT',
      detail: { fieldViolations: [{ field: 'templates.reminder.body', description: expect.stringContaining('{{customer}}') }] },
    });
    await expect(updateProviderSettings(t.db, providerId, { mailFrom: 'not an address' })).rejects.toMatchObject({
      detail: { fieldViolations: [{ field: 'mailFrom' }] },
    });
  });
});

describe('the .eml outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file under the outbox directory and logs its path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const logged: Array<Record<string, unknown>> = [];
    const mailer = createMailer({ smtpUrl: undefined, outboxDir: join(dir, 'outbox'), timeoutMs: 1000, log: (f) => logged.push(f) });
    const { providerId } = await newTenant(t.db);
    const w = await mailedWorld(t.sys, await serviceCtx(t.sys, providerId));
    const worker = tenantMailWorker(t.sys, w.tenantId, mailer);
    try {
      await settled(t.db, w.tenantId);
    } finally {
      await worker.stop();
    }
    const files = await readdir(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(logged).toEqual([expect.objectContaining({ path: join(dir, 'outbox', files[0]!), to: ['hanako@example.jp'] })]);
    const mail = await simpleParser(await readFile(join(dir, 'outbox', files[0]!)));
    expect(mail.subject).toContain(w.invoice.invoice_number);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(await deliveriesOf(t.db, w.tenantId)).toMatchObject([
      { status: 'SUCCEEDED', response: `written to ${join(dir, 'outbox', files[0]!)}` },
    ]);
  });
});
