/**
 * Credit notes and customer credit (docs/credit.md), in literal yen: a mixed 10 %/8 % note with the tax
 * rounded once per rate, the ¥9,999 / ¥10,000 threshold of the qualified return invoice, a note against
 * an open invoice (applied to it at once), credit carried into the next closing's invoice, an
 * overpayment becoming credit, the gap-free note numbers, and the return document read with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newTenant, type Client, type TestApp } from '../../helpers/app';
import { advance, tenantIdOf } from '../../helpers/factories/billing';
import { buildTestApp, ok, planContract } from './setup';
import { inTransaction } from '../../../src/db/db';
import { asLocalDate } from '../../../src/domain';
import { receiveForInvoice } from '../../../src/services/credit';
import { payInvoice } from '../../../src/services/payment';
import { updateProviderSettings } from '../../../src/services/platform';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ISSUER = { legalName: '株式会社サンプル請求', registrationNumber: 'T1234567890123', address: '東京都千代田区丸の内1-1-1' };

interface Invoice {
  id: string;
  invoiceNumber: string;
  status: string;
  issueDate: string;
  total: string;
  paidAmount: string;
  balance: string;
  billingIds: string[];
}
interface CreditNote {
  id: string;
  creditNoteNumber: string;
  invoiceId: string;
  invoiceNumber: string;
  issueDate: string;
  originalIssueDate: string;
  saleStartDate: string;
  saleEndDate: string;
  taxes: Array<{ taxPercentage: string; subtotal: string; tax: string }>;
  subtotal: string;
  tax: string;
  total: string;
  returnInvoiceRequired: boolean;
  refund: string;
}
interface Credit {
  credit: string;
  transactions: Array<{ id: string; amount: string; kind: string; invoiceId: string; sourceId: string }>;
}

interface World {
  c: Client;
  key: string;
  tenantId: string;
}

async function world(): Promise<World> {
  const tenant = await newTenant(t.db, { name: 'Sample Billing' });
  await updateProviderSettings(t.db, tenant.providerId, ISSUER);
  const c = client(t.app, tenant.sandboxKey);
  await advance(c, '2031-03-20');
  return { c, key: tenant.sandboxKey, tenantId: await tenantIdOf(t.db, tenant.providerId) };
}

const invoicesOf = async (c: Client, customerId: string): Promise<Invoice[]> =>
  (await ok<{ invoices: Invoice[] }>(c, '/v1/invoice/list', { customerId, pageSize: 100 })).invoices.reverse();
const creditOf = (c: Client, customerId: string) => ok<Credit>(c, '/v1/customer/getcredit', { customerId });
const issueNote = async (c: Client, body: Record<string, unknown>) =>
  (await ok<{ creditNote: CreditNote }>(c, '/v1/creditnote/create', { reason: '請求誤り', ...body })).creditNote;
const line = (amount: number | string, taxPercentage: number | string, description = '返金') => ({ description, amount, taxPercentage });

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
}

async function fetchDocument(key: string, path: string, query: Record<string, string>): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(query)}`,
    headers: { authorization: `Bearer ${key}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

async function pay(w: World, invoiceId: string, amount: string, day: string) {
  const env = { tenantId: w.tenantId, today: asLocalDate(day), now: new Date(), present: t.sys.ports.present };
  return inTransaction(t.db, (trx) =>
    payInvoice(trx, env, invoiceId, { amount, paymentDate: env.today, source: 'STATEMENT', sourceId: null, memo: 'transfer' }),
  );
}

/** A per-billing customer with a 10 % licence (2 × 1,000) and 8 % coffee (3 × 500): April's invoice of 3,820 on 1 April. */
async function mixedInvoice(w: World) {
  const plan = await planContract(w.c, {
    start: '2031-04-01',
    charges: [
      { quantity: 2 },
      { name: 'Coffee beans', taxPercentage: 8, pricingModel: { type: 'TYPE_PER_UNIT', price: '500' }, quantity: 3 },
    ],
  });
  await advance(w.c, '2031-04-02');
  const [invoice] = await invoicesOf(w.c, plan.contract.customerId);
  return { customerId: plan.contract.customerId, invoice: invoice! };
}

/** June of 4 × 1,000 + 10 % = 4,400 on 6/1, cancelled from 6/15 on 6/10: on 6/12 a return invoice of −2,200, credit 2,200. */
async function returned(w: World) {
  const plan = await planContract(w.c, { start: '2031-06-01', charges: [{ quantity: 4 }] });
  await advance(w.c, '2031-06-10');
  await ok(w.c, '/v1/amendment/cancelcontract', { contractId: plan.contract.id, cancellationDate: '2031-06-15', memo: 'moving out' });
  await advance(w.c, '2031-06-12');
  const customerId = plan.contract.customerId;
  const invoices = await invoicesOf(w.c, customerId);
  const june = invoices.find((i) => !i.total.startsWith('-'))!;
  const ret = invoices.find((i) => i.total.startsWith('-'))!;
  expect([june.total, ret.total, ret.status]).toEqual(['4400', '-2200', 'STATUS_CREDIT']);
  expect((await creditOf(w.c, customerId)).credit).toBe('2200');
  return { customerId, june, ret };
}

describe('credit notes (返還インボイス)', () => {
  it('a mixed 10 %/8 % note: tax rounded once per rate; applied at once to the open invoice it corrects', async () => {
    const w = await world();
    const { customerId, invoice } = await mixedInvoice(w);
    // 2,000 + 200 (10 %) + 1,500 + 120 (8 %) = 3,820
    expect([invoice.total, invoice.status]).toEqual(['3820', 'STATUS_ISSUED']);
    const note = await issueNote(w.c, {
      invoiceId: invoice.id,
      lines: [line(505, 10, 'ライセンス（一部）'), line('505', '10', 'ライセンス（一部）'), line(250, 8, 'コーヒー豆 1袋')],
    });
    // 10 %: 505 + 505 = 1,010 → tax 101 (once over the rate; line by line it would be 50 + 50 = 100)
    // 8 %: 250 → tax 20; total 1,010 + 101 + 250 + 20 = 1,381 (< 10,000: no return invoice required)
    expect(note.taxes).toEqual([
      { taxPercentage: '10', subtotal: '1010', tax: '101' },
      { taxPercentage: '8', subtotal: '250', tax: '20' },
    ]);
    expect([note.subtotal, note.tax, note.total, note.returnInvoiceRequired, note.refund]).toEqual([
      '1260',
      '121',
      '1381',
      false,
      'REFUND_TO_CREDIT',
    ]);
    expect([note.creditNoteNumber, note.invoiceNumber, note.issueDate, note.originalIssueDate]).toEqual([
      'CN00000001',
      invoice.invoiceNumber,
      '2031-04-01T15:00:00Z',
      invoice.issueDate,
    ]);
    expect([note.saleStartDate, note.saleEndDate]).toEqual(['2031-03-31T15:00:00Z', '2031-04-29T15:00:00Z']);
    // The invoice was open: the 1,381 pays it at once (3,820 − 1,381 = 2,439 left), the credit is used up.
    const [after] = await invoicesOf(w.c, customerId);
    expect([after!.paidAmount, after!.balance, after!.status]).toEqual(['1381', '2439', 'STATUS_PARTIALLY_PAID']);
    const credit = await creditOf(w.c, customerId);
    expect(credit.credit).toBe('0');
    expect(credit.transactions.map((m) => [m.kind, m.amount, m.invoiceId])).toEqual([
      ['KIND_APPLIED', '-1381', invoice.id],
      ['KIND_CREDIT_NOTE', '1381', invoice.id],
    ]);
    expect(credit.transactions[0]!.sourceId, 'APPLIED names the credit it draws from').toBe(credit.transactions[1]!.id);
    const payments = await t.db.selectFrom('payment').select(['amount', 'source']).where('tenant_id', '=', w.tenantId).execute();
    expect(payments).toEqual([{ amount: '1381', source: 'CREDIT' }]);
    // The document: a qualified return invoice with the corrected invoice, the refund date and per-rate figures.
    const text = pdfText(await fetchDocument(w.key, '/v1/creditnote/document', { id: note.id }));
    for (const item of [
      '適格返還請求書',
      ISSUER.legalName,
      `登録番号 ${ISSUER.registrationNumber}`,
      '返還金額（税込） ¥1,381',
      '返還請求書番号 CN00000001',
      '返還日 2031年4月2日',
      `対象の請求書 ${invoice.invoiceNumber}（2031年4月1日 発行）`,
      '原取引の年月日 2031年4月1日〜2031年4月30日',
      'コーヒー豆 1袋 ※',
      '10%対象 ¥1,010 ¥101',
      '8%対象 ※ ¥250 ¥20',
      '返還額 合計（税込） ¥1,381',
      '少額な返還の特例',
    ])
      expect(text, item).toContain(item);
    expect(text).not.toContain('-¥');
    expect(text).not.toContain('お支払期限');
    // The same note renders to the same bytes; HTML says the same.
    expect(
      (await fetchDocument(w.key, '/v1/creditnote/document', { id: note.id })).equals(
        await fetchDocument(w.key, '/v1/creditnote/document', { id: note.id }),
      ),
    ).toBe(true);
    const html = (await fetchDocument(w.key, '/v1/creditnote/document', { id: note.id, format: 'FORMAT_HTML' })).toString('utf8');
    expect(html).toContain('適格返還請求書');
    expect(html).toContain('¥1,381');
  });

  it('¥9,999 needs no qualified return invoice, ¥10,000 does; numbers have no gaps; at most what the invoice holds', async () => {
    const w = await world();
    const plan = await planContract(w.c, { start: '2031-04-01', charges: [{ quantity: 20 }] });
    await advance(w.c, '2031-04-02');
    const [invoice] = await invoicesOf(w.c, plan.contract.customerId);
    // 20 × 1,000 = 20,000 + 2,000 tax = 22,000
    expect(invoice!.total).toBe('22000');
    // 9,090 × 10 % = 909 → 9,999
    const a = await issueNote(w.c, { invoiceId: invoice!.id, lines: [line(9090, 10)], refund: 'REFUND_OUTSIDE' });
    expect([a.total, a.returnInvoiceRequired, a.creditNoteNumber]).toEqual(['9999', false, 'CN00000001']);
    // a refused note takes no number: 20,000 − 9,090 = 10,910 left before tax; 10,911 is one yen too many
    const refused = await w.c.post<{ detail: { reason: string } }>('/v1/creditnote/create', {
      invoiceId: invoice!.id,
      lines: [line(10911, 10)],
      reason: 'too much',
    });
    expect([refused.status, refused.body.detail.reason]).toEqual([400, 'CREDIT_NOTE_EXCEEDS_INVOICE']);
    // 9,091 × 10 % = 909.1 → 909 (rounded down) → 10,000
    const b = await issueNote(w.c, { invoiceId: invoice!.id, lines: [line(9091, 10)], refund: 'REFUND_OUTSIDE' });
    expect([b.total, b.returnInvoiceRequired, b.creditNoteNumber]).toEqual(['10000', true, 'CN00000002']);
    // 22,000 − 9,999 − 10,000 = 2,001 left (1,819 before tax). The tax over the notes at 10 %: 9,090 + 9,091 + 1,819
    // = 20,000 → 2,000, less 909 + 909 given back = 182 (a note on its own: 181.9 → 181): 1,819 + 182 = 2,001, the
    // whole invoice back (9,999 + 10,000 + 2,001 = 22,000), then nothing is left at 10 %
    const c = await issueNote(w.c, { invoiceId: invoice!.id, lines: [line(1819, 10)], refund: 'REFUND_OUTSIDE' });
    expect([c.tax, c.total, c.creditNoteNumber]).toEqual(['182', '2001', 'CN00000003']);
    const none = await w.c.post<{ detail: { reason: string } }>('/v1/creditnote/create', {
      invoiceId: invoice!.id,
      lines: [line(1, 10)],
      reason: 'one more yen',
    });
    expect([none.status, none.body.detail.reason]).toEqual([400, 'CREDIT_NOTE_EXCEEDS_INVOICE']);
    // REFUND_OUTSIDE: paid back outside, no customer credit
    expect((await creditOf(w.c, plan.contract.customerId)).credit).toBe('0');
    const text = pdfText(await fetchDocument(w.key, '/v1/creditnote/document', { id: b.id }));
    expect(text).toContain('返還金額（税込） ¥10,000');
    expect(text).toContain('返還方法 お振込等による返金');
    expect(text).not.toContain('少額な返還の特例');
    const listed = await ok<{ creditNotes: CreditNote[] }>(w.c, '/v1/creditnote/list', { invoiceId: invoice!.id });
    expect(listed.creditNotes.map((n) => n.creditNoteNumber)).toEqual(['CN00000003', 'CN00000002', 'CN00000001']);
  });

  it("credit is carried into the next closing's invoice: its balance falls by exactly the credit", async () => {
    const w = await world();
    const plan = await planContract(w.c, { start: '2031-04-01', charges: [{ quantity: 10 }] });
    const customerId = plan.contract.customerId;
    const updated = await w.c.patch('/v1/customer/update', {
      id: customerId,
      billingProfile: { invoicing: 'INVOICING_MONTHLY_CLOSING', closingDay: 0 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await advance(w.c, '2031-04-30T23:00:00+09:00');
    const [april] = await invoicesOf(w.c, customerId);
    // April: 10 × 1,000 = 10,000 + 1,000 = 11,000, closed on 30 April, paid in full by transfer
    expect([april!.total, april!.issueDate]).toEqual(['11000', '2031-04-29T15:00:00Z']);
    await pay(w, april!.id, '11000', '2031-05-02');
    await advance(w.c, '2031-05-02');
    // A note of 2,000 + 200 on the paid invoice: nothing open there, so 2,200 waits as credit.
    const note = await issueNote(w.c, { invoiceId: april!.id, lines: [line(2000, 10, '障害による減額')] });
    expect(note.total).toBe('2200');
    expect((await creditOf(w.c, customerId)).credit).toBe('2200');
    await advance(w.c, '2031-05-31T23:00:00+09:00');
    const [, may] = await invoicesOf(w.c, customerId);
    // May's invoice of 11,000 is paid 2,200 by the credit at issue: balance 11,000 − 2,200 = 8,800
    expect([may!.total, may!.paidAmount, may!.balance, may!.status]).toEqual(['11000', '2200', '8800', 'STATUS_PARTIALLY_PAID']);
    const credit = await creditOf(w.c, customerId);
    expect(credit.credit).toBe('0');
    expect(credit.transactions.map((m) => [m.kind, m.amount, m.invoiceId])).toEqual([
      ['KIND_APPLIED', '-2200', may!.id],
      ['KIND_CREDIT_NOTE', '2200', april!.id],
    ]);
  });

  it('an overpayment from a transfer becomes credit, and that credit pays the next invoice', async () => {
    const w = await world();
    const plan = await planContract(w.c, { start: '2031-04-01', charges: [{ quantity: 10 }] });
    const customerId = plan.contract.customerId;
    await advance(w.c, '2031-04-02');
    const [april] = await invoicesOf(w.c, customerId);
    const env = { tenantId: w.tenantId, today: asLocalDate('2031-04-02'), now: new Date(), present: t.sys.ports.present };
    // 12,500 received for an invoice of 11,000: 11,000 pays it, 1,500 becomes credit
    const received = await inTransaction(t.db, (trx) =>
      receiveForInvoice(trx, env, april!.id, {
        amount: '12500',
        paymentDate: env.today,
        source: 'STATEMENT',
        sourceId: null,
        memo: 'transfer',
      }),
    );
    expect([received.invoice.status, received.invoice.paid_amount, received.overpaid?.amount, received.overpaid?.kind]).toEqual([
      'PAID',
      '11000',
      '1500',
      'OVERPAYMENT',
    ]);
    expect((await creditOf(w.c, customerId)).credit).toBe('1500');
    await advance(w.c, '2031-05-02');
    const [, may] = await invoicesOf(w.c, customerId);
    // May: 11,000 − 1,500 = 9,500 open
    expect([may!.paidAmount, may!.balance]).toEqual(['1500', '9500']);
    expect((await creditOf(w.c, customerId)).credit).toBe('0');
  });

  it('a negative invoice becomes credit and renders as a return: refunded period, no due date, no double negative', async () => {
    const w = await world();
    const plan = await planContract(w.c, { start: '2031-06-01', charges: [{ quantity: 4 }] });
    await advance(w.c, '2031-06-10');
    await ok(w.c, '/v1/amendment/cancelcontract', { contractId: plan.contract.id, cancellationDate: '2031-06-15', memo: 'moving out' });
    await advance(w.c, '2031-06-12');
    const invoices = await invoicesOf(w.c, plan.contract.customerId);
    const ret = invoices.find((i) => i.total.startsWith('-'))!;
    // June billed 4 × 1,000 = 4,000; served 6/1–6/15 = 4,000 × 15/30 = 2,000; given back 2,000 + 200 = 2,200
    expect([ret.total, ret.status]).toEqual(['-2200', 'STATUS_CREDIT']);
    const credit = await creditOf(w.c, plan.contract.customerId);
    expect([credit.credit, credit.transactions[0]!.kind]).toEqual(['2200', 'KIND_NEGATIVE_INVOICE']);
    const text = pdfText(await fetchDocument(w.key, '/v1/invoice/document', { id: ret.id }));
    // The line gives back 6/16–6/30 (not the served 6/1–6/15), as one unit at its amount (1 × 2,000 = 2,000).
    for (const item of [
      '適格返還請求書',
      `登録番号 ${ISSUER.registrationNumber}`,
      '返還金額（税込） ¥2,200',
      '2031年6月16日〜2031年6月30',
      '1 ¥2,000 ¥2,000 10%',
      '10%対象 ¥2,000 ¥200',
    ])
      expect(text, item).toContain(item);
    expect(text).not.toContain('-¥');
    expect(text).not.toContain('お支払期限');
    expect(text).not.toContain('2031年6月15日');
    const html = (await fetchDocument(w.key, '/v1/invoice/document', { id: ret.id, format: 'FORMAT_HTML' })).toString('utf8');
    expect(html).toContain('<td class="p">2031年6月16日〜2031年6月30日</td>');
  });
});

describe('voiding a return invoice (docs/invoices.md "Void and reissue")', () => {
  it('takes its credit back (the movement names the one it takes back); reissued, it credits once: 2,200, not 4,400', async () => {
    const w = await world();
    const { customerId, ret } = await returned(w);
    await ok(w.c, '/v1/invoice/void', { id: ret.id, reason: '返品の取り消し' });
    // 2,200 in at issue, 2,200 out at void: 2,200 − 2,200 = 0
    let credit = await creditOf(w.c, customerId);
    expect(credit.credit).toBe('0');
    expect(credit.transactions.map((m) => [m.kind, m.amount, m.invoiceId])).toEqual([
      ['KIND_NEGATIVE_INVOICE', '-2200', ret.id],
      ['KIND_NEGATIVE_INVOICE', '2200', ret.id],
    ]);
    expect(credit.transactions[0]!.sourceId, 'the take-back names the credit it takes back').toBe(credit.transactions[1]!.id);
    const changed = await t.db
      .selectFrom('event')
      .select('type')
      .where('tenant_id', '=', w.tenantId)
      .where('type', '=', 'customer.credit_changed')
      .execute();
    expect(changed, 'one customer.credit_changed at issue, one at void').toHaveLength(2);
    // Reissued: a new return invoice of −2,200 credits 2,200 once (0 + 2,200), not 2,200 + 2,200 = 4,400.
    const [again] = (await ok<{ invoices: Invoice[] }>(w.c, '/v1/invoice/close', { customerId })).invoices;
    expect([again!.total, again!.status]).toEqual(['-2200', 'STATUS_CREDIT']);
    credit = await creditOf(w.c, customerId);
    expect(credit.credit).toBe('2200');
  });

  it('the same through /v1/billing/invalidate on the negative billing: its lines bill again, the credit stays 2,200', async () => {
    const w = await world();
    const { customerId, ret } = await returned(w);
    await ok(w.c, '/v1/billing/invalidate', { id: ret.billingIds[0] });
    expect((await creditOf(w.c, customerId)).credit).toBe('0');
    // The next day's bill run bills the returned lines again: one new return invoice of −2,200, credit 0 + 2,200.
    await advance(w.c, '2031-06-14');
    const returns = (await invoicesOf(w.c, customerId)).filter((i) => i.total.startsWith('-')).map((i) => i.status);
    expect(returns).toEqual(['STATUS_VOID', 'STATUS_CREDIT']);
    expect((await creditOf(w.c, customerId)).credit).toBe('2200');
  });

  it('is refused (CREDIT_ALREADY_USED) once its credit has paid an invoice, and nothing changes', async () => {
    const w = await world();
    const { customerId, june, ret } = await returned(w);
    // June voided and reissued: the 2,200 of credit pays 2,200 of its 4,400 at issue.
    await ok(w.c, '/v1/invoice/void', { id: june.id, reason: '宛名の誤り' });
    await ok(w.c, '/v1/invoice/close', { customerId });
    expect((await creditOf(w.c, customerId)).credit).toBe('0');
    const refused = await w.c.post<{ detail: { reason: string } }>('/v1/invoice/void', { id: ret.id, reason: '返品の取り消し' });
    expect([refused.status, refused.body.detail.reason]).toEqual([400, 'CREDIT_ALREADY_USED']);
    const still = (await ok<{ invoice: Invoice }>(w.c, '/v1/invoice/get', { id: ret.id })).invoice;
    expect([still.status, still.billingIds]).toEqual(['STATUS_CREDIT', ret.billingIds]);
    const credit = await creditOf(w.c, customerId);
    expect([credit.credit, credit.transactions.map((m) => m.kind)]).toEqual(['0', ['KIND_APPLIED', 'KIND_NEGATIVE_INVOICE']]);
    // Through invalidate too: the billing stays on its return invoice.
    const invalidated = await w.c.post<{ detail: { reason: string } }>('/v1/billing/invalidate', { id: ret.billingIds[0] });
    expect([invalidated.status, invalidated.body.detail.reason]).toEqual([400, 'CREDIT_ALREADY_USED']);
  });
});

describe('credit applied at issue (docs/credit.md "Applying credit")', () => {
  it('/v1/invoice/close answers the invoice as stored once the credit has paid it: 2,200 paid, PARTIALLY_PAID', async () => {
    const w = await world();
    const { customerId, june } = await returned(w);
    await ok(w.c, '/v1/invoice/void', { id: june.id, reason: '宛名の誤り' });
    const [closed] = (await ok<{ invoices: Invoice[] }>(w.c, '/v1/invoice/close', { customerId })).invoices;
    // Reissued 4,400; the 2,200 of credit pays 2,200 of it at issue: 4,400 − 2,200 = 2,200 open.
    expect([closed!.total, closed!.paidAmount, closed!.balance, closed!.status]).toEqual(['4400', '2200', '2200', 'STATUS_PARTIALLY_PAID']);
    const stored = (await ok<{ invoice: Invoice }>(w.c, '/v1/invoice/get', { id: closed!.id })).invoice;
    expect(closed).toEqual(stored);
    expect((await creditOf(w.c, customerId)).credit).toBe('0');
  });
});
