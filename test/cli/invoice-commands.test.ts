/** `billing provider update` with the issuer settings and `billing invoice render` (docs/invoices.md). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestApp } from '../helpers/app';
import { advance } from '../helpers/factories/billing';
import { planContract } from '../golden/billing/setup';
import { updateProviderSettings } from '../../src/services/platform';
import { cli } from '../helpers/cli';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const dir = mkdtempSync(join(tmpdir(), 'invoice-cli-'));

describe('billing provider update: issuer settings', () => {
  it('sets and shows them; refuses a malformed registration number or an over-long text', async () => {
    const { provider } = JSON.parse((await cli(['provider', 'create', '--name', 'Issuer KK', '--json'])).out[0]!);
    const bad = await cli(['provider', 'update', '--provider', provider.id, '--registration-number', '1234567890123']);
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toContain('--registration-number must be "T" and 13 digits');
    const long = await cli(['provider', 'update', '--provider', provider.id, '--legal-name', 'x'.repeat(201)]);
    expect(long.code).toBe(2);
    const res = await cli([
      'provider',
      'update',
      '--provider',
      provider.id,
      '--registration-number',
      'T1234567890123',
      '--legal-name',
      '株式会社イシュア',
      '--address',
      '東京都港区1-2-3',
      '--phone-number',
      '03-0000-0000',
      '--bank-account',
      '三井住友銀行 本店 普通 7654321',
      '--invoice-note',
      'いつもありがとうございます。',
      '--json',
    ]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out[0]!).provider).toMatchObject({
      registrationNumber: 'T1234567890123',
      legalName: '株式会社イシュア',
      address: '東京都港区1-2-3',
      phoneNumber: '03-0000-0000',
      bankAccount: '三井住友銀行 本店 普通 7654321',
      invoiceNote: 'いつもありがとうございます。',
    });
    const cleared = await cli(['provider', 'update', '--provider', provider.id, '--registration-number', '', '--json']);
    expect(JSON.parse(cleared.out[0]!).provider.registrationNumber).toBe('');
    // The service keeps the same rules for any other caller (the console).
    await expect(updateProviderSettings(t.db, provider.id, { registrationNumber: 'T12345' })).rejects.toMatchObject({
      detail: { fieldViolations: [{ field: 'registrationNumber' }] },
    });
    await expect(updateProviderSettings(t.db, provider.id, { invoiceNote: 'x'.repeat(1001) })).rejects.toMatchObject({
      detail: { fieldViolations: [{ field: 'invoiceNote' }] },
    });
  });
});

describe('billing invoice render', () => {
  it('writes the PDF (and HTML) of a billing; refuses an unknown billing or format', async () => {
    const { provider, keys } = JSON.parse((await cli(['provider', 'create', '--name', 'Render KK', '--json'])).out[0]!);
    await cli(['provider', 'update', '--provider', provider.id, '--registration-number', 'T5555555555555', '--legal-name', '描画株式会社']);
    const c = client(t.app, keys[0].key);
    await advance(c, '2031-03-20');
    const { contract } = await planContract(c, { start: '2031-04-01' });
    await advance(c, '2031-04-02');
    const [billing] = (await c.get<{ billings: Array<{ id: string }> }>('/v1/billing/listbycontract', { id: contract.id })).body.billings;
    const pdf = join(dir, 'a.pdf');
    const res = await cli(['invoice', 'render', '--billing-id', billing!.id, '--out', pdf, '--json']);
    expect(res.code, res.err.join('\n')).toBe(0);
    expect(JSON.parse(res.out[0]!)).toMatchObject({ file: pdf, contentType: 'application/pdf' });
    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', pdf, '-']).toString('utf8');
    expect(text).toContain('適格請求書');
    expect(text).toContain('描画株式会社');
    expect(text).toContain('登録番号 T5555555555555');
    // The API answers the same bytes.
    const api = await t.app.inject({
      method: 'GET',
      url: `/v1/billing/document?id=${billing!.id}`,
      headers: { authorization: `Bearer ${keys[0].key}` },
    });
    expect(api.rawPayload.equals(readFileSync(pdf))).toBe(true);
    const html = join(dir, 'a.html');
    expect((await cli(['invoice', 'render', '--billing-id', billing!.id, '--format', 'html', '--out', html])).code).toBe(0);
    expect(readFileSync(html, 'utf8')).toContain('T5555555555555');
    const unknown = await cli(['invoice', 'render', '--billing-id', '0190b8a2-0000-7000-8000-000000000000', '--out', pdf]);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toContain('not found');
    expect((await cli(['invoice', 'render', '--billing-id', billing!.id, '--format', 'docx', '--out', pdf])).code).toBe(2);
    expect((await cli(['invoice', 'render', '--billing-id', billing!.id])).code).toBe(2);
  });
});
