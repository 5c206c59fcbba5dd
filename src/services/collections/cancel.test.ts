/**
 * Cancelled transfers (docs/collections.md "Cancelled transfers"): a 振込入金通知 record with 取消区分 1
 * cancels the line of the deposit it repeats (same account, 照会番号 and amount), reversing what it
 * applied. Services tier on the real database, one transaction per import as the API runs it.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { importNotice } from '../../../test/helpers/collections';
import { insertOpenInvoices } from '../../../test/helpers/factories/openinvoice';
import type { TestDeposit } from '../../../test/helpers/zengin';
import type { ServiceCtx } from '../context';
import { createCustomer } from '../customer';
import { creditBalance, moveCredit } from '../credit';
import { openCredits } from '../../db/repos/credit.repo';
import { payEnvOf } from '../payment';
import { getInvoice } from '../../db/repos/invoice.repo';
import { activeApplications, listLines, statementSummary } from '../../db/repos/collections.repo';
import { ApiError } from '../../lib/errors';
import { matchLine } from './index';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(() => t.close());

const PAYER = 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ';

async function tenantWithInvoice(total: number) {
  const ctx: ServiceCtx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  const customer = await createCustomer(ctx, { name: '山田商事株式会社', payerNames: [PAYER] });
  const [invoiceId] = await insertOpenInvoices(ctx.db, ctx.caller.tenantId, [{ customerId: customer.id, total, dueDate: '2031-05-10' }]);
  return { ctx, customerId: customer.id, invoiceId: invoiceId! };
}

const invoiceState = async (ctx: ServiceCtx, id: string) => {
  const i = (await getInvoice(ctx.db, ctx.caller.tenantId, id))!;
  return `${i.status}:${Number(i.paid_amount)}`;
};
const linesOf = async (ctx: ServiceCtx, statementId: string) =>
  (await listLines(ctx.db, ctx.caller.tenantId, { statementId, limit: 100 })).map((l) => `${l.inquiry_number}:${l.status}`);
const counts = async (ctx: ServiceCtx, statementId: string) => {
  const s = (await statementSummary(ctx.db, ctx.caller.tenantId, statementId))!;
  return { matched: s.matched_count, unmatched: s.unmatched_count, cancelled: s.cancelled_count };
};

describe('cancelled transfers (取消区分 1)', () => {
  it('a cancellation in a later file reverses the ¥22,000 it paid: the invoice is open again, the line CANCELLED', async () => {
    const { ctx, invoiceId } = await tenantWithInvoice(22000);
    const first = await importNotice(t.db, ctx, [{ no: 7, amount: 22000, payer: PAYER }]);
    expect(await invoiceState(ctx, invoiceId)).toBe('PAID:22000');
    // The bank takes the transfer back (組戻し): the next notice repeats it with 取消区分 1.
    const second = await importNotice(t.db, ctx, [{ no: 7, amount: 22000, payer: PAYER, cancel: true }]);
    // 22,000 paid − 22,000 reversed = 0 paid: the invoice is back to ISSUED with its whole balance.
    expect(await invoiceState(ctx, invoiceId)).toBe('ISSUED:0');
    expect(await linesOf(ctx, first.id)).toEqual(['000007:CANCELLED']);
    expect(await counts(ctx, first.id)).toEqual({ matched: 0, unmatched: 0, cancelled: 1 });
    const [line] = await listLines(ctx.db, ctx.caller.tenantId, { statementId: first.id, limit: 10 });
    const { rows: payments } = await sql<{ type: string; amount: string; memo: string }>`
      SELECT type, amount::text, memo FROM payment WHERE tenant_id = ${ctx.caller.tenantId} AND source_id = ${line!.id} ORDER BY create_time, id`.execute(
      ctx.db,
    );
    expect(payments.map((p) => [p.type, p.amount, p.memo])).toEqual([
      ['PAYMENT', '22000', expect.any(String)],
      ['REVERSAL', '22000', 'bank transfer 000007 cancelled by the bank (取消)'],
    ]);
    // The cancelling file brings no deposit of its own; it says it cancelled one.
    expect([second.line_count, second.new_line_count, second.deposit_total, second.cancellation_count]).toEqual([0, 0, '0', 1]);
    expect(first.cancellation_count).toBe(0);
  });

  it('an overpayment cancelled takes back its credit too: ¥30,000 for ¥22,000 left ¥8,000 credit, afterwards none', async () => {
    const { ctx, invoiceId, customerId } = await tenantWithInvoice(22000);
    await importNotice(t.db, ctx, [{ no: 1, amount: 30000, payer: PAYER }]);
    // 30,000 − 22,000 = 8,000 over: customer credit.
    expect(await creditBalance(ctx.db, ctx.caller.tenantId, customerId)).toBe('8000');
    await importNotice(t.db, ctx, [{ no: 1, amount: 30000, payer: PAYER, cancel: true }]);
    expect(await invoiceState(ctx, invoiceId)).toBe('ISSUED:0');
    expect(await creditBalance(ctx.db, ctx.caller.tenantId, customerId)).toBe('0');
  });

  it('an unmatched line is cancelled out of the queue, and can no longer be matched by hand', async () => {
    const { ctx, invoiceId } = await tenantWithInvoice(22000);
    const first = await importNotice(t.db, ctx, [{ no: 3, amount: 5000, payer: 'ﾀﾞﾚｶ ｼﾗﾅｲ' }]);
    expect(await linesOf(ctx, first.id)).toEqual(['000003:UNMATCHED']);
    await importNotice(t.db, ctx, [{ no: 3, amount: 5000, payer: 'ﾀﾞﾚｶ ｼﾗﾅｲ', cancel: true }]);
    expect(await listLines(ctx.db, ctx.caller.tenantId, { status: 'UNMATCHED', limit: 10 })).toEqual([]);
    const [line] = await listLines(ctx.db, ctx.caller.tenantId, { statementId: first.id, limit: 10 });
    expect(line!.status).toBe('CANCELLED');
    const refused = await t.db
      .transaction()
      .execute((tx) => matchLine({ ...ctx, db: tx }, line!.id, [{ invoiceId, amount: '5000' }]))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).detail.reason).toBe('LINE_NOT_UNMATCHED');
    expect(await invoiceState(ctx, invoiceId)).toBe('ISSUED:0');
  });

  it('a deposit and its cancellation in one file: the deposit is imported, applied, then cancelled; the other deposit stays', async () => {
    const { ctx, invoiceId } = await tenantWithInvoice(22000);
    const s = await importNotice(t.db, ctx, [
      { no: 1, amount: 22000, payer: PAYER },
      { no: 2, amount: 11000, payer: PAYER },
      { no: 1, amount: 22000, payer: PAYER, cancel: true },
    ]);
    // Deposit 1 paid the invoice and was reversed; deposit 2 (¥11,000, nothing open when it was matched) stays as credit.
    expect(await linesOf(ctx, s.id)).toEqual(['000001:CANCELLED', '000002:MATCHED']);
    expect(await counts(ctx, s.id)).toEqual({ matched: 1, unmatched: 0, cancelled: 1 });
    expect(await invoiceState(ctx, invoiceId)).toBe('ISSUED:0');
  });

  it('changes nothing when no deposit has that 照会番号 and amount, and reverses once when the cancellation comes again', async () => {
    const { ctx, invoiceId } = await tenantWithInvoice(22000);
    const first = await importNotice(t.db, ctx, [{ no: 9, amount: 22000, payer: PAYER }]);
    // Same 照会番号, another amount; same amount, another 照会番号: neither is the deposit.
    await importNotice(t.db, ctx, [
      { no: 9, amount: 21000, payer: PAYER, cancel: true },
      { no: 8, amount: 22000, payer: PAYER, cancel: true },
    ]);
    expect(await linesOf(ctx, first.id)).toEqual(['000009:MATCHED']);
    expect(await invoiceState(ctx, invoiceId)).toBe('PAID:22000');
    const cancelling: TestDeposit[] = [{ no: 9, amount: 22000, payer: PAYER, cancel: true }];
    expect((await importNotice(t.db, ctx, cancelling)).cancellation_count).toBe(1);
    expect((await importNotice(t.db, ctx, cancelling)).cancellation_count).toBe(0);
    expect(await invoiceState(ctx, invoiceId)).toBe('ISSUED:0');
    expect(await counts(ctx, first.id)).toEqual({ matched: 0, unmatched: 0, cancelled: 1 });
  });

  it('refuses the file, naming the record, when the credit the deposit gave was already used: nothing of the file applies', async () => {
    const { ctx, invoiceId, customerId } = await tenantWithInvoice(22000);
    await importNotice(t.db, ctx, [{ no: 5, amount: 23000, payer: PAYER }]);
    // 23,000 − 22,000 = 1,000 credit, 600 of it used by hand.
    const [credit] = await openCredits(ctx.db, ctx.caller.tenantId, customerId);
    await t.db
      .transaction()
      .execute((tx) =>
        moveCredit(tx, payEnvOf({ ...ctx, db: tx }), [
          { customerId, amount: '-600', kind: 'APPLIED', sourceId: credit!.id, invoiceId: null },
        ]),
      );
    const refused = await importNotice(t.db, ctx, [
      { no: 6, amount: 1000, payer: PAYER },
      { no: 5, amount: 23000, payer: PAYER, cancel: true },
    ]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).detail.reason).toBe('CREDIT_ALREADY_USED');
    expect((refused as ApiError).message).toMatch(/^content\.record\[3\]: the cancelled transfer 000005 cannot reverse line /);
    expect(await invoiceState(ctx, invoiceId)).toBe('PAID:22000');
    expect(await creditBalance(ctx.db, ctx.caller.tenantId, customerId)).toBe('400');
    expect(await listLines(ctx.db, ctx.caller.tenantId, { limit: 10 })).toHaveLength(1);
  });

  it("leaves another tenant's line with the same account, 照会番号 and amount alone", async () => {
    const a = await tenantWithInvoice(22000);
    const b = await tenantWithInvoice(22000);
    await importNotice(t.db, a.ctx, [{ no: 4, amount: 22000, payer: PAYER }]);
    await importNotice(t.db, b.ctx, [{ no: 4, amount: 22000, payer: PAYER }]);
    await importNotice(t.db, b.ctx, [{ no: 4, amount: 22000, payer: PAYER, cancel: true }]);
    expect(await invoiceState(a.ctx, a.invoiceId)).toBe('PAID:22000');
    expect(await invoiceState(b.ctx, b.invoiceId)).toBe('ISSUED:0');
  });
});

describe('property: with cancellations, every yen not taken back is applied, credited or waiting, and every invoice is paid what was applied to it', () => {
  it('over random deposits, some cancelled in the same file and some in the next one', async () => {
    const ctx: ServiceCtx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
    const tenantId = ctx.caller.tenantId;
    const names = ['ｱｲｳ', 'ｶｷｸ', 'ｻｼｽ'];
    const customers: string[] = [];
    for (const n of names) customers.push((await createCustomer(ctx, { name: n, payerNames: [n] })).id);
    const invoiceIds: string[] = [];
    const statementIds: string[] = [];
    let no = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ c: fc.integer({ min: 0, max: 2 }), total: fc.integer({ min: 1, max: 50_000 }) }), { maxLength: 5 }),
        fc.array(
          fc.record({
            who: fc.integer({ min: 0, max: 3 }),
            amount: fc.integer({ min: 1, max: 80_000 }),
            // 0: kept; 1: cancelled by a record after it in the same file; 2: cancelled by the next file
            cancel: fc.integer({ min: 0, max: 2 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (invoices, deposits) => {
          invoiceIds.push(
            ...(await insertOpenInvoices(
              ctx.db,
              tenantId,
              invoices.map((i) => ({ customerId: customers[i.c]!, total: i.total })),
            )),
          );
          const creditBefore = await Promise.all(customers.map((c) => creditBalance(ctx.db, tenantId, c)));
          const numbered = deposits.map((d) => ({ ...d, no: ++no, payer: names[d.who] ?? 'ﾀﾞﾚﾃﾞﾓﾅｲ' }));
          const record = (d: (typeof numbered)[number], cancel = false): TestDeposit => ({
            no: d.no,
            amount: d.amount,
            payer: d.payer,
            cancel,
          });
          const first = await importNotice(
            t.db,
            ctx,
            numbered.flatMap((d) => (d.cancel === 1 ? [record(d), record(d, true)] : [record(d)])),
          );
          statementIds.push(first.id);
          const later = numbered.filter((d) => d.cancel === 2).map((d) => record(d, true));
          if (later.length) await importNotice(t.db, ctx, later);
          const lines = await listLines(ctx.db, tenantId, { statementId: first.id, limit: 100 });
          // Every deposit marked for cancellation was cancelled, and only those.
          expect(
            lines
              .filter((l) => l.status === 'CANCELLED')
              .map((l) => Number(l.inquiry_number))
              .sort((a, b) => a - b),
          ).toEqual(numbered.filter((d) => d.cancel !== 0).map((d) => d.no));
          const apps = await activeApplications(
            ctx.db,
            tenantId,
            lines.map((l) => l.id),
          );
          const applied = apps.filter((a) => a.invoice_id).reduce((sum, a) => sum + Number(a.amount), 0);
          const creditAfter = await Promise.all(customers.map((c) => creditBalance(ctx.db, tenantId, c)));
          const credit = creditAfter.reduce((sum, v, i) => sum + Number(v) - Number(creditBefore[i]), 0);
          const waiting = lines.filter((l) => l.status === 'UNMATCHED').reduce((sum, l) => sum + Number(l.amount), 0);
          const kept = numbered.filter((d) => d.cancel === 0).reduce((sum, d) => sum + d.amount, 0);
          expect(applied + credit + waiting).toBe(kept);
          // Each invoice of every run so far: paid exactly what the active applications give it.
          const allLines = (
            await Promise.all(statementIds.map((id) => listLines(ctx.db, tenantId, { statementId: id, limit: 100 })))
          ).flat();
          const byInvoice = new Map<string, number>();
          for (const a of await activeApplications(
            ctx.db,
            tenantId,
            allLines.map((l) => l.id),
          ))
            if (a.invoice_id) byInvoice.set(a.invoice_id, (byInvoice.get(a.invoice_id) ?? 0) + Number(a.amount) + Number(a.fee_amount));
          for (const id of invoiceIds) {
            const invoice = (await getInvoice(ctx.db, tenantId, id))!;
            expect([id, Number(invoice.paid_amount)]).toEqual([id, byInvoice.get(id) ?? 0]);
          }
        },
      ),
      { seed: 2811, numRuns: 20 },
    );
  });
});
