import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { DEBIT_CONSIGNOR, directDebitMethod, importNotice, inTx, testMandate } from '../../../test/helpers/collections';
import { insertOpenInvoices } from '../../../test/helpers/factories/openinvoice';
import { debitResult, transferNotice, withoutDebitRecords } from '../../../test/helpers/zengin';
import type { ServiceCtx } from '../context';
import { createCustomer, updateCustomer } from '../customer';
import { creditBalance, moveCredit } from '../credit';
import { openCredits } from '../../db/repos/credit.repo';
import { payEnvOf } from '../payment';
import { getInvoice } from '../../db/repos/invoice.repo';
import { activeApplications, listLines } from '../../db/repos/collections.repo';
import { createDebitRequest, ignoreLine, importDebitResult, importStatement, matchLine, unmatchLine, updateSettings } from './index';
import { asLocalDate } from '../../domain';
import { ApiError } from '../../lib/errors';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

async function tenant(): Promise<ServiceCtx> {
  return serviceCtx(t.sys, (await newTenant(t.db)).providerId);
}

const invoiceState = async (ctx: ServiceCtx, id: string) => {
  const i = (await getInvoice(ctx.db, ctx.caller.tenantId, id))!;
  return `${i.status}:${Number(i.paid_amount)}`;
};
const linesOf = async (ctx: ServiceCtx, statementId: string) =>
  (await listLines(ctx.db, ctx.caller.tenantId, { statementId, limit: 100 })).map((l) => `${l.status}:${l.rule}`);

/** A customer with payer name ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ and open invoices of these totals (oldest due first). */
async function customerWith(ctx: ServiceCtx, totals: number[], extra: { virtualAccountNumber?: string; payerNames?: string[] } = {}) {
  const customer = await createCustomer(ctx, { name: '山田商事株式会社', payerNames: ['ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ'], ...extra });
  const ids = await insertOpenInvoices(
    ctx.db,
    ctx.caller.tenantId,
    totals.map((total, i) => ({ customerId: customer.id, total, dueDate: `2031-05-${String(10 + i).padStart(2, '0')}` })),
  );
  return { customer, ids };
}

/** Until a transaction waits for a lock that the backend `pid` holds. */
async function waitingFor(pid: number): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`.execute(t.db);
    if (rows[0]!.n > 0) return;
    await new Promise((res) => setTimeout(res, 10));
  }
  throw new Error(`nothing waited for backend ${pid}`);
}

describe('matching rules (golden, literal yen)', () => {
  it('EXACT: ¥22,000 from ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ pays the ¥22,000 invoice, not the older ¥11,000 one', async () => {
    const ctx = await tenant();
    const { ids } = await customerWith(ctx, [11000, 22000]);
    const s = await importNotice(t.db, ctx, [{ no: 1, amount: 22000, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ' }]);
    expect([s.matched_count, s.unmatched_count, s.matched_amount]).toEqual([1, 0, '22000']);
    expect(await linesOf(ctx, s.id)).toEqual(['MATCHED:EXACT']);
    expect([await invoiceState(ctx, ids[0]!), await invoiceState(ctx, ids[1]!)]).toEqual(['ISSUED:0', 'PAID:22000']);
  });

  it('FEE: ¥10,560 for ¥11,000 — the ¥440 shortfall (≤ ¥880) is a fee: invoice PAID, fee kept as EXPENSE', async () => {
    const ctx = await tenant();
    const { ids } = await customerWith(ctx, [11000]);
    const s = await importNotice(t.db, ctx, [{ no: 1, amount: 10560, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' }]);
    expect(await linesOf(ctx, s.id)).toEqual(['MATCHED:FEE']);
    expect(await invoiceState(ctx, ids[0]!)).toBe('PAID:11000');
    const [line] = await listLines(ctx.db, ctx.caller.tenantId, { statementId: s.id, limit: 10 });
    const apps = await activeApplications(ctx.db, ctx.caller.tenantId, [line!.id]);
    expect(apps.map((a) => [a.invoice_id, a.amount, a.fee_amount, a.fee_treatment])).toEqual([[ids[0], '10560', '440', 'EXPENSE']]);
  });

  it('FEE as DISCOUNT when the settings say so; a shortfall of ¥881 > ¥880 is a partial payment instead', async () => {
    const ctx = await tenant();
    await inTx(t.db, ctx, (c) => updateSettings(c, { transferFeeTreatment: 'DISCOUNT' }));
    const { ids } = await customerWith(ctx, [11000, 30000]);
    const s = await importNotice(t.db, ctx, [
      { no: 1, amount: 10560, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' },
      { no: 2, amount: 29119, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' },
    ]);
    expect(await linesOf(ctx, s.id)).toEqual(['MATCHED:FEE', 'MATCHED:PARTIAL']);
    const lines = await listLines(ctx.db, ctx.caller.tenantId, { statementId: s.id, limit: 10 });
    expect((await activeApplications(ctx.db, ctx.caller.tenantId, [lines[0]!.id]))[0]!.fee_treatment).toBe('DISCOUNT');
    // 30,000 − 29,119 = 881 left open
    expect([await invoiceState(ctx, ids[0]!), await invoiceState(ctx, ids[1]!)]).toEqual(['PAID:11000', 'PARTIALLY_PAID:29119']);
  });

  it('SEVERAL: ¥16,500 = ¥11,000 + ¥5,500 pays both, leaving the ¥22,000 one', async () => {
    const ctx = await tenant();
    const { ids } = await customerWith(ctx, [11000, 22000, 5500]);
    const s = await importNotice(t.db, ctx, [{ no: 1, amount: 16500, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' }]);
    expect(await linesOf(ctx, s.id)).toEqual(['MATCHED:SEVERAL']);
    expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['PAID:11000', 'ISSUED:0', 'PAID:5500']);
  });

  it('OVERPAID: ¥40,000 against ¥11,000 + ¥22,000 = ¥33,000 pays both, ¥7,000 becomes credit', async () => {
    const ctx = await tenant();
    const { customer, ids } = await customerWith(ctx, [11000, 22000]);
    await importNotice(t.db, ctx, [{ no: 1, amount: 40000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' }]);
    expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['PAID:11000', 'PAID:22000']);
    expect(await creditBalance(ctx.db, ctx.caller.tenantId, customer.id)).toBe('7000');
  });

  it('PARTIAL: ¥3,000 goes to the oldest invoice', async () => {
    const ctx = await tenant();
    const { ids } = await customerWith(ctx, [11000, 22000]);
    const s = await importNotice(t.db, ctx, [{ no: 1, amount: 3000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' }]);
    expect(await linesOf(ctx, s.id)).toEqual(['MATCHED:PARTIAL']);
    expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['PARTIALLY_PAID:3000', 'ISSUED:0']);
  });

  it('an invoice whose billing was refunded in full is not matched: the file still applies, the deposit goes to credit', async () => {
    const ctx = await tenant();
    const a = await customerWith(ctx, [11000]);
    const b = await createCustomer(ctx, { name: '鈴木商店', payerNames: ['ｽｽﾞｷｼﾖｳﾃﾝ'] });
    const [bInvoice] = await insertOpenInvoices(ctx.db, ctx.caller.tenantId, [{ customerId: b.id, total: 5000 }]);
    // A's ¥11,000 was paid and refunded in full: its billing takes no payment, its invoice is open again by its figures
    await t.db
      .updateTable('billing')
      .set({ status: 'PAYMENT_REFUNDED' })
      .where('tenant_id', '=', ctx.caller.tenantId)
      .where('invoice_id', '=', a.ids[0]!)
      .execute();
    const s = await importNotice(t.db, ctx, [
      { no: 1, amount: 5000, payer: 'ｽｽﾞｷｼﾖｳﾃﾝ' },
      { no: 2, amount: 11000, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ' },
    ]);
    expect(await linesOf(ctx, s.id)).toEqual(['MATCHED:EXACT', 'MATCHED:OVERPAID']);
    // B's ¥5,000 paid; A's ¥11,000 all credit, A's invoice untouched
    expect([await invoiceState(ctx, bInvoice!), await invoiceState(ctx, a.ids[0]!)]).toEqual(['PAID:5000', 'ISSUED:0']);
    expect(await creditBalance(ctx.db, ctx.caller.tenantId, a.customer.id)).toBe('11000');
  });

  it('the virtual account wins over the payer name; a name two customers share, or nobody has, stays UNMATCHED', async () => {
    const ctx = await tenant();
    const a = await customerWith(ctx, [11000], { virtualAccountNumber: '7654321', payerNames: ['ﾍﾞﾂﾒｲｷﾞ'] });
    await createCustomer(ctx, { name: 'B', payerNames: ['ﾀﾅｶ ﾀﾛｳ'] });
    await createCustomer(ctx, { name: 'C', payerNames: ['ﾀﾅｶﾀﾛｳ'] });
    const s = await importNotice(t.db, ctx, [
      { no: 1, amount: 11000, payer: 'ｶ)ﾅﾆｶﾍﾞﾂﾉﾒｲｷﾞ', account: '7654321' },
      { no: 2, amount: 5000, payer: 'ﾀﾅｶ ﾀﾛｳ' },
      { no: 3, amount: 5000, payer: 'ﾀﾞﾚﾃﾞﾓﾅｲ' },
    ]);
    expect(await invoiceState(ctx, a.ids[0]!)).toBe('PAID:11000');
    expect([s.matched_count, s.unmatched_count]).toEqual([1, 2]);
  });
});

describe('import', () => {
  it('the same file again applies nothing; a new line in it is applied', async () => {
    const ctx = await tenant();
    const { ids } = await customerWith(ctx, [11000, 22000]);
    await importNotice(t.db, ctx, [{ no: 1, amount: 11000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' }]);
    const again = await importNotice(t.db, ctx, [
      { no: 1, amount: 11000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' },
      { no: 2, amount: 22000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' },
    ]);
    expect([again.line_count, again.new_line_count]).toEqual([2, 1]);
    expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['PAID:11000', 'PAID:22000']);
  });

  it('a deposit twice in one file is one line, applied once', async () => {
    const ctx = await tenant();
    const { ids } = await customerWith(ctx, [11000, 22000]);
    const s = await importNotice(t.db, ctx, [
      { no: 1, amount: 11000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' },
      { no: 1, amount: 11000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' },
    ]);
    expect([s.line_count, s.new_line_count, s.matched_count]).toEqual([2, 1, 1]);
    expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['PAID:11000', 'ISSUED:0']);
    expect(await linesOf(ctx, s.id)).toEqual(['MATCHED:EXACT']);
  });

  it('two imports of overlapping files at once: the second waits, skips the lines the first took and matches the rest without them', async () => {
    // ¥11,000 and ¥22,000 open. The first file's line 1 pays the ¥11,000 one. The second, under way before the first
    // commits, repeats line 1 and adds line 2 (¥11,000): line 2 alone is a partial payment of the ¥22,000 one.
    const ctx = await tenant();
    const { customer, ids } = await customerWith(ctx, [11000, 22000]);
    const line1 = { no: 1, amount: 11000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' };
    let second: ReturnType<typeof importNotice> | undefined;
    await inTx(t.db, ctx, async (c) => {
      await importStatement(c, { format: 'ZENGIN_TRANSFER_NOTICE', content: transferNotice([line1]) });
      const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(c.db);
      second = importNotice(t.db, ctx, [line1, { no: 2, amount: 11000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' }]);
      await waitingFor(rows[0]!.pid);
    });
    const s = await second!;
    expect([s.new_line_count, s.matched_count]).toEqual([1, 1]);
    expect(await linesOf(ctx, s.id)).toEqual(['MATCHED:PARTIAL']);
    expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['PAID:11000', 'PARTIALLY_PAID:11000']);
    expect(await creditBalance(ctx.db, ctx.caller.tenantId, customer.id)).toBe('0');
  });

  it('a bad record refuses the whole file, naming the record and field; nothing is applied', async () => {
    const ctx = await tenant();
    const { ids } = await customerWith(ctx, [11000]);
    const good = transferNotice([
      { no: 1, amount: 11000, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' },
      { no: 2, amount: 500, payer: 'ｶ)ﾔﾏﾀﾞｼｮｳｼﾞ' },
    ]);
    const bad = Buffer.from(good);
    bad.write('X', 202 * 2 + 1 + 6 + 6 + 6, 'latin1'); // record 3, amount
    const err = await importStatement(ctx, { format: 'ZENGIN_TRANSFER_NOTICE', content: bad }).catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).detail.fieldViolations?.[0]?.field).toBe('content.record[3].amount');
    expect(await invoiceState(ctx, ids[0]!)).toBe('ISSUED:0');
  });
});

describe('the unmatched queue', () => {
  it('match by hand (rest to credit), unmatch reverses exactly, ignore', async () => {
    const ctx = await tenant();
    const { customer, ids } = await customerWith(ctx, [11000, 22000], { payerNames: ['ﾔﾏﾀﾞ'] });
    const s = await importNotice(t.db, ctx, [
      { no: 1, amount: 12000, payer: 'ｼﾗﾅｲﾒｲｷﾞ' },
      { no: 2, amount: 100, payer: 'ﾘｿｸ' },
    ]);
    const [line, other] = await listLines(ctx.db, ctx.caller.tenantId, { statementId: s.id, limit: 10 });
    await inTx(t.db, ctx, (c) => matchLine(c, line!.id, [{ invoiceId: ids[0]!, amount: '11000' }]));
    // 12,000 − 11,000 = 1,000 to credit
    expect([await invoiceState(ctx, ids[0]!), await creditBalance(ctx.db, ctx.caller.tenantId, customer.id)]).toEqual([
      'PAID:11000',
      '1000',
    ]);
    const twice = await inTx(t.db, ctx, (c) => matchLine(c, line!.id, [{ invoiceId: ids[1]!, amount: '1' }])).catch((e: ApiError) => e);
    expect((twice as ApiError).detail.reason).toBe('LINE_NOT_UNMATCHED');
    await inTx(t.db, ctx, (c) => unmatchLine(c, line!.id));
    expect([await invoiceState(ctx, ids[0]!), await creditBalance(ctx.db, ctx.caller.tenantId, customer.id)]).toEqual(['ISSUED:0', '0']);
    expect(await linesOf(ctx, s.id)).toEqual(['UNMATCHED:', 'UNMATCHED:']);
    // matched again after the reversal: the billing takes payments again
    await inTx(t.db, ctx, (c) => matchLine(c, line!.id, [{ invoiceId: ids[1]!, amount: '12000' }]));
    expect(await invoiceState(ctx, ids[1]!)).toBe('PARTIALLY_PAID:12000');
    await inTx(t.db, ctx, (c) => ignoreLine(c, other!.id));
    expect(await linesOf(ctx, s.id)).toEqual(['MATCHED:MANUAL', 'IGNORED:']);
    const unmatchIgnored = await inTx(t.db, ctx, (c) => unmatchLine(c, other!.id)).catch((e: ApiError) => e);
    expect((unmatchIgnored as ApiError).detail.reason).toBe('LINE_NOT_MATCHED');
  });

  it('unmatching an OVERPAID line takes back its credit itself: nothing stays open beside the reversal', async () => {
    const ctx = await tenant();
    const { customer, ids } = await customerWith(ctx, [11000, 22000]);
    // ¥40,000 − (¥11,000 + ¥22,000) = ¥7,000 credit
    const s = await importNotice(t.db, ctx, [{ no: 1, amount: 40000, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ' }]);
    const [line] = await listLines(ctx.db, ctx.caller.tenantId, { statementId: s.id, limit: 10 });
    const credit = () => openCredits(ctx.db, ctx.caller.tenantId, customer.id);
    expect((await credit()).map((c) => c.remaining)).toEqual(['7000']);
    await inTx(t.db, ctx, (c) => unmatchLine(c, line!.id));
    expect([await creditBalance(ctx.db, ctx.caller.tenantId, customer.id), await credit()]).toEqual(['0', []]);
    // matched again by hand to both invoices: one ¥7,000 credit, and the next invoice can draw on all of it
    await inTx(t.db, ctx, (c) =>
      matchLine(c, line!.id, [
        { invoiceId: ids[0]!, amount: '11000' },
        { invoiceId: ids[1]!, amount: '22000' },
      ]),
    );
    expect((await credit()).map((c) => c.remaining)).toEqual(['7000']);
    const events = await t.db
      .selectFrom('event')
      .select('type')
      .where('tenant_id', '=', ctx.caller.tenantId)
      .where('type', '=', 'customer.credit_changed')
      .execute();
    // the import's credit, its reversal, the hand match's credit
    expect(events).toHaveLength(3);
  });

  it('unmatch is refused (CREDIT_ALREADY_USED) when the line’s own credit was used, even if other credit would cover it', async () => {
    const ctx = await tenant();
    const { customer } = await customerWith(ctx, [11000]);
    // ¥12,000 − ¥11,000 = ¥1,000 credit from the line; ¥5,000 more from elsewhere
    const s = await importNotice(t.db, ctx, [{ no: 1, amount: 12000, payer: 'ﾔﾏﾀﾞｼﾖｳｼﾞ(ｶ' }]);
    const [line] = await listLines(ctx.db, ctx.caller.tenantId, { statementId: s.id, limit: 10 });
    const [fromLine] = await openCredits(ctx.db, ctx.caller.tenantId, customer.id);
    await inTx(t.db, ctx, (c) =>
      moveCredit(c.db, payEnvOf(c), [
        { customerId: customer.id, amount: '5000', kind: 'CREDIT_NOTE', sourceId: null, invoiceId: null },
        { customerId: customer.id, amount: '-600', kind: 'APPLIED', sourceId: fromLine!.id, invoiceId: null },
      ]),
    );
    // balance ¥5,400 covers ¥1,000, but only ¥400 of the line's own credit is left
    const refused = await inTx(t.db, ctx, (c) => unmatchLine(c, line!.id)).catch((e: ApiError) => e);
    expect((refused as ApiError).detail.reason).toBe('CREDIT_ALREADY_USED');
    expect(await creditBalance(ctx.db, ctx.caller.tenantId, customer.id)).toBe('5400');
  });

  it('another tenant’s line or invoice is NOT_FOUND', async () => {
    const a = await tenant();
    const b = await tenant();
    const { ids } = await customerWith(a, [11000]);
    const s = await importNotice(t.db, b, [{ no: 1, amount: 11000, payer: 'ﾀﾞﾚ' }]);
    const [line] = await listLines(b.db, b.caller.tenantId, { statementId: s.id, limit: 10 });
    const foreignInvoice = await inTx(t.db, b, (c) => matchLine(c, line!.id, [{ invoiceId: ids[0]!, amount: '11000' }])).catch(
      (e: ApiError) => e,
    );
    expect((foreignInvoice as ApiError).codeName).toBe('NOT_FOUND');
    const foreignLine = await inTx(t.db, a, (c) => ignoreLine(c, line!.id)).catch((e: ApiError) => e);
    expect((foreignLine as ApiError).codeName).toBe('NOT_FOUND');
  });
});

describe('property: applied + credit + unmatched = deposits, to the yen', () => {
  it('over random statements against random open invoices', async () => {
    const ctx = await tenant();
    const names = ['ｱｲｳ', 'ｶｷｸ', 'ｻｼｽ'];
    const customers: Array<{ id: string }> = [];
    for (const n of names) customers.push(await createCustomer(ctx, { name: n, payerNames: [n] }));
    let no = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ c: fc.integer({ min: 0, max: 2 }), total: fc.integer({ min: 1, max: 50_000 }) }), { maxLength: 6 }),
        fc.array(fc.record({ who: fc.integer({ min: 0, max: 3 }), amount: fc.integer({ min: 1, max: 80_000 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (invoices, deposits) => {
          await insertOpenInvoices(
            ctx.db,
            ctx.caller.tenantId,
            invoices.map((i) => ({ customerId: customers[i.c]!.id, total: i.total })),
          );
          const creditBefore = await Promise.all(customers.map((c) => creditBalance(ctx.db, ctx.caller.tenantId, c.id)));
          const s = await importNotice(
            t.db,
            ctx,
            deposits.map((d) => ({ no: ++no % 1_000_000, amount: d.amount, payer: names[d.who] ?? 'ﾀﾞﾚﾃﾞﾓﾅｲ', date: '130601' })),
          );
          const lines = await listLines(ctx.db, ctx.caller.tenantId, { statementId: s.id, limit: 100 });
          const apps = await activeApplications(
            ctx.db,
            ctx.caller.tenantId,
            lines.map((l) => l.id),
          );
          const applied = apps.filter((a) => a.invoice_id).reduce((sum, a) => sum + Number(a.amount), 0);
          const creditAfter = await Promise.all(customers.map((c) => creditBalance(ctx.db, ctx.caller.tenantId, c.id)));
          const credit = creditAfter.reduce((sum, v, i) => sum + Number(v) - Number(creditBefore[i]), 0);
          const unmatched = lines.filter((l) => l.status === 'UNMATCHED').reduce((sum, l) => sum + Number(l.amount), 0);
          expect(applied + credit + unmatched).toBe(deposits.reduce((sum, d) => sum + d.amount, 0));
        },
      ),
      { seed: 2802, numRuns: 25 },
    );
  });
});

/**
 * A tenant with the consignor set, a direct-debit payment method and one customer per entry (a mandate
 * with that 顧客番号, one invoice of that total due 2031-05-27); returns the invoices in order.
 */
async function debitTenant(customers: Array<{ customerNumber: string; total: number }>) {
  const ctx = await tenant();
  const dd = await directDebitMethod(ctx);
  await inTx(t.db, ctx, (c) => updateSettings(c, DEBIT_CONSIGNOR));
  const ids: string[] = [];
  for (const [i, { customerNumber, total }] of customers.entries()) {
    const customer = await createCustomer(ctx, { name: `C${i}`, directDebitMandate: testMandate(customerNumber) });
    ids.push(
      ...(await insertOpenInvoices(ctx.db, ctx.caller.tenantId, [
        { customerId: customer.id, total, dueDate: '2031-05-27', paymentMethodId: dd.id },
      ])),
    );
  }
  return { ctx, ids };
}

describe('direct debit', () => {
  it('request file of the invoices due on the date, then the result: 0 pays, 1 fails (directdebit.failed) and stays open', async () => {
    const ctx = await tenant();
    const { debitResult } = await import('../../../test/helpers/zengin');
    const { listEventRows } = await import('../events');
    const dd = await directDebitMethod(ctx);
    const refused = await inTx(t.db, ctx, (c) => createDebitRequest(c, asLocalDate('2031-05-27'))).catch((e: ApiError) => e);
    expect((refused as ApiError).detail.reason).toBe('CONSIGNOR_NOT_SET');
    await inTx(t.db, ctx, (c) =>
      updateSettings(c, {
        consignorCode: '12345',
        consignorName: 'ﾃｽﾄｼｮｳｼﾞ',
        bankCode: '0001',
        bankName: 'ﾐｽﾞﾎ',
        branchCode: '001',
        branchName: 'ﾎﾝﾃﾝ',
        accountNumber: '1234567',
      }),
    );
    const mandate = (n: string) => ({
      bankCode: '0005',
      branchCode: '123',
      accountType: 'ORDINARY' as const,
      accountNumber: '7777777',
      holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ',
      customerNumber: n,
    });
    const a = await createCustomer(ctx, { name: 'A', directDebitMandate: mandate('C0001') });
    const b = await createCustomer(ctx, { name: 'B', directDebitMandate: mandate('C0002') });
    const noMandate = await createCustomer(ctx, { name: 'N' });
    const [a1, a2, b1, late, nm] = await insertOpenInvoices(ctx.db, ctx.caller.tenantId, [
      { customerId: a.id, total: 11000, dueDate: '2031-05-27', paymentMethodId: dd.id },
      { customerId: a.id, total: 5500, dueDate: '2031-05-27', paymentMethodId: dd.id },
      { customerId: b.id, total: 3300, dueDate: '2031-05-27', paymentMethodId: dd.id },
      { customerId: b.id, total: 1000, dueDate: '2031-06-27', paymentMethodId: dd.id },
      { customerId: noMandate.id, total: 1000, dueDate: '2031-05-27', paymentMethodId: dd.id },
    ]);
    const { request, content } = await inTx(t.db, ctx, (c) => createDebitRequest(c, asLocalDate('2031-05-27')));
    // A: 11,000 + 5,500 = 16,500 in one record; B: 3,300; the June invoice and the customer without a mandate are left out
    expect([request.count, request.amount, content.length]).toEqual([2, '19800', 5 * 120]);
    const again = await inTx(t.db, ctx, (c) => createDebitRequest(c, asLocalDate('2031-05-27')));
    expect(again.request.count).toBe(0);
    const result = debitResult(Buffer.from(content), { C0002: '1' });
    const summary = await inTx(t.db, ctx, (c) => importDebitResult(c, result));
    expect(summary).toMatchObject({ paidCount: 1, paidAmount: '16500', failedCount: 1, failedAmount: '3300' });
    expect(await Promise.all([a1!, a2!, b1!, late!, nm!].map((id) => invoiceState(ctx, id)))).toEqual([
      'PAID:11000',
      'PAID:5500',
      'ISSUED:0',
      'ISSUED:0',
      'ISSUED:0',
    ]);
    const events = await listEventRows(ctx, { types: ['directdebit.failed'], limit: 10 });
    expect(JSON.stringify(events)).toContain('資金不足');
    const twice = await inTx(t.db, ctx, (c) => importDebitResult(c, result)).catch((e: ApiError) => e);
    expect((twice as ApiError).detail.reason).toBe('DEBIT_RESULT_IMPORTED');
  });

  it('two requests for the same date at once: the second waits for the first and leaves its invoices out', async () => {
    // one ¥11,000 invoice: the first request carries it (1 record, ¥11,000), the second nothing (0, ¥0)
    const { ctx } = await debitTenant([{ customerNumber: 'C1', total: 11000 }]);
    let second: Promise<Awaited<ReturnType<typeof createDebitRequest>>> | undefined;
    const first = await inTx(t.db, ctx, async (c) => {
      const r = await createDebitRequest(c, asLocalDate('2031-05-27'));
      second = inTx(t.db, ctx, (c2) => createDebitRequest(c2, asLocalDate('2031-05-27')));
      await new Promise((res) => setTimeout(res, 300)); // the second is under way before the first commits
      return r;
    });
    const other = await second!;
    expect([first.request.count, first.request.amount, other.request.count, other.request.amount]).toEqual([1, '11000', 0, '0']);
  });

  it('the result answers the request record by record: two customers with one 顧客番号 are both paid', async () => {
    // A ¥11,000 and B ¥3,300, both 顧客番号 C1: record 2 pays A's ¥11,000, record 3 B's ¥3,300 (¥14,300)
    const { ctx, ids } = await debitTenant([
      { customerNumber: 'C1', total: 11000 },
      { customerNumber: 'C1', total: 3300 },
    ]);
    const { content } = await inTx(t.db, ctx, (c) => createDebitRequest(c, asLocalDate('2031-05-27')));
    const summary = await inTx(t.db, ctx, (c) => importDebitResult(c, debitResult(Buffer.from(content), {})));
    expect(summary).toMatchObject({ paidCount: 2, paidAmount: '14300', failedCount: 0, failedAmount: '0' });
    expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['PAID:11000', 'PAID:3300']);
  });

  it('an invoice whose billing was refunded in full: left out of a request; refunded after it, its debit becomes credit', async () => {
    const refund = (ctx: ServiceCtx, invoiceId: string) =>
      t.db
        .updateTable('billing')
        .set({ status: 'PAYMENT_REFUNDED' })
        .where('tenant_id', '=', ctx.caller.tenantId)
        .where('invoice_id', '=', invoiceId)
        .execute();
    // A ¥11,000 (refunded before the request) and B ¥3,300: the request debits B alone
    const before = await debitTenant([
      { customerNumber: 'C1', total: 11000 },
      { customerNumber: 'C2', total: 3300 },
    ]);
    await refund(before.ctx, before.ids[0]!);
    const { request } = await inTx(t.db, before.ctx, (c) => createDebitRequest(c, asLocalDate('2031-05-27')));
    expect([request.count, String(request.amount)]).toEqual([1, '3300']);
    // A ¥11,000 requested, then refunded before the result: the ¥11,000 the bank took is A's credit, the file applies
    const after = await debitTenant([{ customerNumber: 'C1', total: 11000 }]);
    const { content } = await inTx(t.db, after.ctx, (c) => createDebitRequest(c, asLocalDate('2031-05-27')));
    await refund(after.ctx, after.ids[0]!);
    const summary = await inTx(t.db, after.ctx, (c) => importDebitResult(c, debitResult(Buffer.from(content), {})));
    expect(summary).toMatchObject({ paidCount: 1, paidAmount: '11000' });
    const customerId = (await getInvoice(after.ctx.db, after.ctx.caller.tenantId, after.ids[0]!))!.customer_id;
    expect([
      await invoiceState(after.ctx, after.ids[0]!),
      await creditBalance(after.ctx.db, after.ctx.caller.tenantId, customerId),
    ]).toEqual(['ISSUED:0', '11000']);
  });

  it('a 顧客番号 stored with a trailing space (before it was refused) is still answered', async () => {
    // A ¥11,000 as "C1 " (written by hand as older versions allowed), B ¥3,300 as C2: A paid ¥11,000, B 資金不足 ¥3,300
    const { ctx, ids } = await debitTenant([
      { customerNumber: 'C1', total: 11000 },
      { customerNumber: 'C2', total: 3300 },
    ]);
    await sql`UPDATE customer SET direct_debit_mandate = jsonb_set(direct_debit_mandate, '{customerNumber}', '"C1 "')
      WHERE tenant_id = ${ctx.caller.tenantId}::uuid AND direct_debit_mandate->>'customerNumber' = 'C1'`.execute(ctx.db);
    const { content } = await inTx(t.db, ctx, (c) => createDebitRequest(c, asLocalDate('2031-05-27')));
    const summary = await inTx(t.db, ctx, (c) => importDebitResult(c, debitResult(Buffer.from(content), { C2: '1' })));
    expect(summary).toMatchObject({ paidCount: 1, paidAmount: '11000', failedCount: 1, failedAmount: '3300' });
    expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['PAID:11000', 'ISSUED:0']);
  });

  it('a record that is not the request’s record at its position is a 400 naming it; nothing is applied', async () => {
    // A ¥11,000 (C1) and B ¥3,300 (C2), then A ¥11,000 and B ¥3,300 both as C1: records 2 and 3 swapped
    const swapped = (b: Buffer) => Buffer.concat([b.subarray(0, 120), b.subarray(240, 360), b.subarray(120, 240), b.subarray(360)]);
    const fieldOf = (e: unknown) => (e as ApiError).detail.fieldViolations?.[0]?.field;
    for (const [numbers, field] of [
      [['C1', 'C2'], 'content.record[2].customerNumber'],
      [['C1', 'C1'], 'content.record[2].amount'],
    ] as const) {
      const { ctx, ids } = await debitTenant([
        { customerNumber: numbers[0], total: 11000 },
        { customerNumber: numbers[1], total: 3300 },
      ]);
      const { content } = await inTx(t.db, ctx, (c) => createDebitRequest(c, asLocalDate('2031-05-27')));
      const result = debitResult(Buffer.from(content), {});
      const err = await inTx(t.db, ctx, (c) => importDebitResult(c, swapped(result))).catch((e: ApiError) => e);
      expect(fieldOf(err)).toBe(field);
      expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['ISSUED:0', 'ISSUED:0']);
      expect((await inTx(t.db, ctx, (c) => importDebitResult(c, result))).paidAmount).toBe('14300');
    }
  });

  it('a mandate’s 顧客番号 with a leading or trailing space is refused at create and update', async () => {
    const ctx = await tenant();
    const mandate = testMandate;
    const fieldOf = (e: unknown) => (e as ApiError).detail.fieldViolations?.[0]?.field;
    const created = await createCustomer(ctx, { name: 'A', directDebitMandate: mandate('C1') });
    for (const n of ['C1 ', ' C1', ' ']) {
      const onCreate = await createCustomer(ctx, { name: 'B', directDebitMandate: mandate(n) }).catch((e: ApiError) => e);
      const onUpdate = await updateCustomer(ctx, { id: created.id, directDebitMandate: mandate(n) }).catch((e: ApiError) => e);
      expect([fieldOf(onCreate), fieldOf(onUpdate)]).toEqual(['directDebitMandate.customerNumber', 'directDebitMandate.customerNumber']);
    }
  });

  it('a result without some of the request’s records is a 400 naming the first missing one; nothing is applied', async () => {
    // A ¥11,000 (C1), B ¥3,300 (C2): the file answers only A; refused, both stay open; the whole file then pays ¥14,300
    const { ctx, ids } = await debitTenant([
      { customerNumber: 'C1', total: 11000 },
      { customerNumber: 'C2', total: 3300 },
    ]);
    const { content } = await inTx(t.db, ctx, (c) => createDebitRequest(c, asLocalDate('2031-05-27')));
    const result = debitResult(Buffer.from(content), {});
    const err = await inTx(t.db, ctx, (c) => importDebitResult(c, withoutDebitRecords(result, [3]))).catch((e: ApiError) => e);
    expect((err as ApiError).detail.fieldViolations?.[0]).toMatchObject({
      field: 'content.record[3].customerNumber',
      description: expect.stringContaining('C2'),
    });
    expect(await Promise.all(ids.map((id) => invoiceState(ctx, id)))).toEqual(['ISSUED:0', 'ISSUED:0']);
    const summary = await inTx(t.db, ctx, (c) => importDebitResult(c, result));
    expect(summary).toMatchObject({ paidCount: 2, paidAmount: '14300', failedCount: 0, failedAmount: '0' });
  });
});
