/**
 * /v1/billing/document: the qualified invoice of a billing, read back with poppler's pdftotext (what a
 * reader of the PDF sees), for a mixed 10 %/8 % billing, a credit (return invoice), an adjustment, a
 * provider without a registration number, and settings changed after issue.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { advance } from '../../../test/helpers/factories/billing';
import { buildTestApp, ok, planContract } from '../../../test/golden/billing/setup';
import { updateProviderSettings } from '../../services/platform';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ISSUER = {
  legalName: '株式会社サンプル請求',
  registrationNumber: 'T1234567890123',
  address: '東京都千代田区丸の内1-1-1',
  phoneNumber: '03-1234-5678',
  bankAccount: 'みずほ銀行 本店 普通 1234567 カ）サンプルセイキュウ',
  invoiceNote: 'お振込手数料はご負担ください。',
};

interface Wire {
  id: string;
  invoiceNumber: string;
  total: string;
  taxes: Array<{ taxPercentage: string; subtotal: string; tax: string }>;
}

interface Doc {
  status: number;
  type: string;
  body: Buffer;
}

async function fetchDocument(key: string, query: Record<string, string>, method: 'GET' | 'POST' = 'GET'): Promise<Doc> {
  const res = await t.app.inject(
    method === 'GET'
      ? { method, url: `/v1/billing/document?${new URLSearchParams(query)}`, headers: { authorization: `Bearer ${key}` } }
      : { method, url: '/v1/billing/document', headers: { authorization: `Bearer ${key}` }, payload: query },
  );
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.rawPayload };
}

/** The PDF's text in content order, whitespace runs made one space. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');
}

const yen = (s: string) => `${s.startsWith('-') ? '-' : ''}¥${Number(s.replace('-', '')).toLocaleString('en-US')}`;

interface World {
  c: Client;
  key: string;
  providerId: string;
}

async function world(settings: Record<string, string> = ISSUER): Promise<World> {
  const tenant = await newTenant(t.db, { name: 'Sample Billing' });
  await updateProviderSettings(t.db, tenant.providerId, settings);
  const c = client(t.app, tenant.sandboxKey);
  await advance(c, '2031-03-20');
  return { c, key: tenant.sandboxKey, providerId: tenant.providerId };
}

async function billingsOfContract(c: Client, contractId: string): Promise<Wire[]> {
  return (await c.get<{ billings: Wire[] }>('/v1/billing/listbycontract', { id: contractId })).body.billings;
}

async function issue(c: Client, id: string): Promise<void> {
  const res = await ok<{ summary: { failed: number } }>(c, '/v1/billing/batchupdatestatuses', {
    byIds: { ids: [id] },
    status: 'STATUS_INVOICE_CREATED',
  });
  expect(res.summary.failed).toBe(0);
}

/**
 * A contract with a 10 % licence (2 × 1,000) and an 8 % reduced-rate item (3 × 500), billed for April 2031:
 * issued on its invoice when made (per billing), or held (not issued: a preview) with `held`.
 */
async function mixedBilling(w: World, held = false) {
  const plan = await planContract(w.c, {
    ...(held ? { paymentMethod: { holdInvoiceCreation: true } } : {}),
    start: '2031-04-01',
    charges: [
      { quantity: 2 },
      { name: 'Coffee beans', taxPercentage: 8, pricingModel: { type: 'TYPE_PER_UNIT', price: '500' }, quantity: 3 },
    ],
  });
  await advance(w.c, '2031-04-02');
  const [billing] = await billingsOfContract(w.c, plan.contract.id);
  return { plan, billing: billing! };
}

describe('/v1/billing/document', () => {
  it('a mixed 10 %/8 % billing: every item of a qualified invoice, per-rate figures equal to the billing', async () => {
    const w = await world();
    const { plan, billing } = await mixedBilling(w);
    const res = await fetchDocument(w.key, { id: billing.id });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.body.length).toBeLessThan(1_000_000);
    const text = pdfText(res.body);
    const contract = plan.contract as unknown as { customerId: string; customerStaffId: string };
    const customer = (await w.c.get<{ customer: { name: string } }>('/v1/customer/get', { id: contract.customerId })).body.customer;
    const staff = (
      await w.c.get<{ customerStaff: { name: { lastName: string } } }>('/v1/customerstaff/get', {
        id: contract.customerStaffId,
      })
    ).body.customerStaff;
    // 2 × 1,000 = 2,000 at 10 % → 200; 3 × 500 = 1,500 at 8 % → 120; total 3,820
    expect(billing.taxes).toEqual([
      { taxPercentage: '10', subtotal: '2000', tax: '200' },
      { taxPercentage: '8', subtotal: '1500', tax: '120' },
    ]);
    for (const item of [
      '適格請求書',
      ISSUER.legalName,
      `登録番号 ${ISSUER.registrationNumber}`,
      ISSUER.address,
      `${customer.name} 御中`,
      `ご担当: ${staff.name.lastName} 様`,
      '2031年4月1日〜2031年4月30日',
      'Charge 1',
      'Coffee beans ※',
      '※ 軽減税率対象',
      ...billing.taxes.map((r) => `${r.taxPercentage}%対象${r.taxPercentage === '8' ? ' ※' : ''} ${yen(r.subtotal)} ${yen(r.tax)}`),
      '10%対象 ¥2,000 ¥200',
      '8%対象 ※ ¥1,500 ¥120',
      '合計（税込） ¥3,820',
      `請求番号 ${billing.invoiceNumber}`,
      '発行日 2031年4月1日',
      'お支払期限 2031年5月31日',
      ISSUER.bankAccount,
      ISSUER.invoiceNote,
    ]) {
      expect(text, item).toContain(item);
    }
    expect(text).not.toContain('未発行');
    expect(text.indexOf('10%対象')).toBeLessThan(text.indexOf('8%対象'));
    // Rendering twice gives the same bytes; GET and POST agree.
    expect((await fetchDocument(w.key, { id: billing.id }, 'POST')).body.equals(res.body)).toBe(true);
  });

  it('FORMAT_HTML answers the same document as HTML (a held billing: a preview)', async () => {
    const w = await world();
    const { billing } = await mixedBilling(w, true);
    const res = await fetchDocument(w.key, { id: billing.id, format: 'FORMAT_HTML' });
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html; charset=utf-8');
    const html = res.body.toString('utf8');
    for (const item of ['<html lang="ja">', '適格請求書', ISSUER.registrationNumber, 'Coffee beans ※', '¥1,500', '¥120', '未発行']) {
      expect(html, item).toContain(item);
    }
  });

  it('a billing below zero is a qualified return invoice with the same per-rate structure', async () => {
    const w = await world();
    const { contract } = await planContract(w.c, { start: '2031-04-01', charges: [{ quantity: 10 }] });
    await advance(w.c, '2031-05-10');
    await ok(w.c, '/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2031-05-15', memo: 'moving out' });
    await advance(w.c, '2031-05-12');
    const credit = (await billingsOfContract(w.c, contract.id)).find((b) => b.total.startsWith('-'))!;
    // May should be 10,000 × 15/31 → 4,838: credit −5,162, tax −516, total −5,678 (PAYMENT_UNNECESSARY at once)
    expect(credit.total).toBe('-5678');
    const text = pdfText((await fetchDocument(w.key, { id: credit.id })).body);
    // A return shows what goes back, without a minus: the days given back (5/16–5/31, not the served
    // 5/1–5/15), one unit at the amount (1 × 5,162 = 5,162), the refund date and no due date.
    for (const item of [
      '適格返還請求書',
      `登録番号 ${ISSUER.registrationNumber}`,
      '返還金額（税込） ¥5,678',
      '2031年5月16日〜2031年5月31',
      '1 ¥5,162 ¥5,162 10%',
      '10%対象 ¥5,162 ¥516',
      '返還日 2031年5月11日',
    ]) {
      expect(text, item).toContain(item);
    }
    expect(text).not.toContain('未発行');
    expect(text).not.toContain('-¥');
    expect(text).not.toContain('お支払期限');
  });

  it('an adjustment billing shows the adjusted period and amount', async () => {
    const w = await world();
    const { contract, chargeIds } = await planContract(w.c, { start: '2031-04-01', charges: [{ quantity: 10 }] });
    await advance(w.c, '2031-04-10');
    await ok(w.c, '/v1/amendment/changequantity', {
      contractId: contract.id,
      contractChargeItemId: chargeIds[0],
      quantity: 20,
      effectiveStartDate: '2031-04-16',
      changeQuantityDailyRate: { type: 'TYPE_DAILY_RATE' },
      memo: 'more seats',
    });
    await advance(w.c, '2031-04-12');
    const adjustment = (await billingsOfContract(w.c, contract.id)).find((b) => b.total === '5500')!;
    const text = pdfText((await fetchDocument(w.key, { id: adjustment.id })).body);
    // April topped up by 10,000 × 15/30 = 5,000; tax 500
    for (const item of ['適格請求書', 'Charge 1', '2031年4月1日〜2031年4月30日', '20 ¥1,000 ¥5,000 10%', '10%対象 ¥5,000 ¥500', '¥5,500']) {
      expect(text, item).toContain(item);
    }
  });

  it('a provider without a registration number gets an invoice marked as not qualified', async () => {
    const w = await world({ legalName: '未登録商店' });
    const { billing } = await mixedBilling(w);
    const text = pdfText((await fetchDocument(w.key, { id: billing.id })).body);
    expect(text).not.toContain('適格請求書 ');
    expect(text.trimStart().startsWith('請求書 ')).toBe(true);
    expect(text).toContain('この請求書は適格請求書ではありません（発行者の登録番号が設定されていません）。');
    expect(text).toContain('登録番号 なし');
    expect(text).toContain('10%対象 ¥2,000 ¥200');
  });

  it('the issuer block is fixed at issue: later settings changes leave the document unchanged', async () => {
    const w = await world({ legalName: '旧商号株式会社', registrationNumber: '' });
    const { billing } = await mixedBilling(w, true);
    const preview = pdfText((await fetchDocument(w.key, { id: billing.id })).body);
    expect(preview).toContain('未発行');
    // Settings fixed before issue are what the issued invoice carries.
    await updateProviderSettings(t.db, w.providerId, ISSUER);
    await issue(w.c, billing.id);
    const issued = await fetchDocument(w.key, { id: billing.id });
    const before = pdfText(issued.body);
    expect(before).toContain(ISSUER.legalName);
    expect(before).toContain(ISSUER.registrationNumber);
    await updateProviderSettings(t.db, w.providerId, {
      legalName: '新商号株式会社',
      registrationNumber: 'T9999999999999',
      address: '大阪府大阪市北区1-1',
      bankAccount: '別の口座',
      invoiceNote: '',
    });
    await ok(w.c, '/v1/billing/batchupdatestatuses', { byIds: { ids: [billing.id] }, status: 'STATUS_POSTED' });
    const after = await fetchDocument(w.key, { id: billing.id });
    expect(pdfText(after.body)).toBe(before);
    expect(after.body.equals(issued.body)).toBe(true);
  });

  it('refuses bad input, unknown and invalidated billings', async () => {
    const w = await world();
    const { billing } = await mixedBilling(w);
    const bad = await w.c.get<{ code: number; detail: { fieldViolations: Array<{ field: string }> } }>('/v1/billing/document', {
      id: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail.fieldViolations[0]!.field).toBe('id');
    const badFormat = await w.c.post('/v1/billing/document', { id: billing.id, format: 'FORMAT_DOCX' });
    expect(badFormat.status).toBe(400);
    const unknown = await w.c.get<{ code: number }>('/v1/billing/document', { id: '0190b8a2-0000-7000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(5);
    await ok(w.c, '/v1/billing/invalidate', { id: billing.id });
    const gone = await w.c.get<{ code: number; message: string }>('/v1/billing/document', { id: billing.id });
    expect(gone.status).toBe(400);
    expect(gone.body.code).toBe(9);
    expect(gone.body.message).toContain('invalidated');
  });

  it('needs an API key', async () => {
    expect((await client(t.app, undefined).get('/v1/billing/document', { id: '0190b8a2-0000-7000-8000-000000000000' })).status).toBe(401);
  });

  describe.each(attackerPairs(() => t))('security: %s', (_name, pair) => {
    it('cannot read the document of a billing out of reach', async () => {
      const [owner, other] = await pair();
      await advance(owner, '2031-03-20');
      const { contract } = await planContract(owner, { start: '2031-04-01' });
      await advance(owner, '2031-04-02');
      const [billing] = await billingsOfContract(owner, contract.id);
      const res = await other.get<{ code: number }>('/v1/billing/document', { id: billing!.id });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(5);
      expect((await owner.get('/v1/billing/get', { id: billing!.id })).status).toBe(200);
    });
  });
});
