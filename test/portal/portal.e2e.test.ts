import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildTestApp, type TestApp } from '../helpers/app';
import { launchChromium, openPage } from '../helpers/browser';
import { newTenant, serviceCtx } from '../helpers/services';
import { advanceClock } from '../helpers/factories/billing';
import { mailedWorld, type MailedWorld } from '../helpers/factories/delivery';
import { createPortalLink } from '../../src/services/delivery';
import { renderInvoiceDocument } from '../../src/services/invoice';
import { updateProviderSettings } from '../../src/services/platform';

/**
 * The customer page (docs/delivery.md "The customer page") in Chromium at phone and desktop widths:
 * what it shows, the PDF it downloads, the other open invoices, Japanese and English, never indexed.
 * The screenshots are committed as docs/portal-phone.png and docs/portal-desktop.png.
 */
let t: TestApp;
let browser: Browser;
let base = '';
let w: MailedWorld;
let token = '';
let providerId = '';
beforeAll(async () => {
  t = await buildTestApp({ PORTAL_RATE_LIMIT_PER_MINUTE: '1000' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
  ({ providerId } = await newTenant(t.db));
  await updateProviderSettings(t.db, providerId, {
    legalName: '株式会社ビリング',
    bankAccount: 'みずほ銀行 本店 普通 1234567 カ）ビリング',
  });
  const ctx = await serviceCtx(t.sys, providerId);
  w = await mailedWorld(t.sys, ctx, { customerName: '株式会社サンプル商事' });
  // May's invoice too: the page of April's lists it among the other open invoices.
  await advanceClock(t.sys, ctx.caller, '2031-05-01');
  token = await createPortalLink(t.db, w.invoice, new Date(), 60);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('the customer page in a browser', () => {
  it('phone width: amount, due date, status, bank account, the other open invoice; no sideways scrolling', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 }, locale: 'ja-JP', isMobile: true });
    try {
      const res = await page.goto(`${base}/portal/${token}`);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      const text = await page.locator('main').innerText();
      expect(text).toContain(`請求書 ${w.invoice.invoice_number}`);
      // 1,000 yen + 10 % = 1,100 yen, due 31 May 2031 (the default terms).
      expect(text).toContain('¥1,100');
      expect(text).toContain('2031年5月31日');
      // Not sent by a mail worker in this test: still issued.
      expect(text).toContain('発行済み');
      expect(text).toContain('みずほ銀行 本店 普通 1234567 カ）ビリング');
      expect(text).toContain('株式会社サンプル商事');
      const others = page.locator('tbody tr');
      expect(await others.count()).toBe(1);
      expect(await others.first().innerText()).toContain('2031年6月30日');
      // No sideways scrolling: the page is no wider than the phone's viewport.
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      await page.screenshot({ path: 'docs/portal-phone.png', fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('desktop width in English; the PDF downloaded is the invoice document', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    try {
      await page.goto(`${base}/portal/${token}`);
      const text = await page.locator('main').innerText();
      expect(text).toContain(`Invoice ${w.invoice.invoice_number}`);
      expect(text).toContain('31 May 2031');
      expect(text).toContain('Your other open invoices');
      await page.screenshot({ path: 'docs/portal-desktop.png', fullPage: true });
      const href = await page.getByText('Download the invoice (PDF)').getAttribute('href');
      const pdf = await page.request.get(`${base}${href}`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const ctx = await serviceCtx(t.sys, providerId);
      expect(Buffer.compare(await pdf.body(), (await renderInvoiceDocument(ctx, w.invoice, 'pdf')).body)).toBe(0);
      // The switch to Japanese keeps the page.
      await page.getByText('日本語').click();
      expect(await page.locator('h1').innerText()).toBe(`請求書 ${w.invoice.invoice_number}`);
    } finally {
      await context.close();
    }
  });
});

describe('the customer page over HTTP', () => {
  it('an unknown, malformed or expired token is one 404 page, never indexed; another customer’s invoice is not served', async () => {
    for (const bad of ['nope', 'A'.repeat(54), token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')]) {
      const res = await t.app.inject({ url: `/portal/${bad}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('このリンクは無効か、有効期限が切れています');
    }
    const expired = await createPortalLink(t.db, w.invoice, new Date(Date.now() - 61 * 86_400_000), 60);
    expect((await t.app.inject({ url: `/portal/${expired}` })).statusCode).toBe(404);
    const { providerId: other } = await newTenant(t.db);
    const elsewhere = await mailedWorld(t.sys, await serviceCtx(t.sys, other));
    expect((await t.app.inject({ url: `/portal/${token}/invoices/${elsewhere.invoice.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/portal/${token}/invoices/not-a-uuid` })).statusCode).toBe(404);
    const ok = await t.app.inject({ url: `/portal/${token}/invoice.pdf` });
    expect([ok.statusCode, ok.headers['content-type'], ok.headers['cache-control']]).toEqual([200, 'application/pdf', 'no-store']);
  });

  it('is rate-limited per client address', async () => {
    const limited = await buildTestApp({ PORTAL_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ url: `/portal/${token}` })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
