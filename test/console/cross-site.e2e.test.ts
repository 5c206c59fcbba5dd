import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, type Db } from '../../src/db/db';
import { testDatabaseUrl } from '../helpers/app';
import { newOperator } from '../helpers/admin';
import { BROWSER_SIGN_IN, ensureConsoleBuilt, launchChromium, openPage, screenshot } from '../helpers/browser';
import { startServerProcess, type ServerProcess } from '../helpers/process';

// The session cookie is SameSite=Strict (docs/console.md "Sessions"): a page on another site that
// makes the signed-in browser post to /admin/v1 gets no session, while the console's own requests do.
// The server is addressed as 127.0.0.1 and the other page as localhost: two different sites.

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: Db;
let attacker: Server;
let attackerUrl = '';

/** A page on another site that submits a form to `action` as soon as it loads. */
function attackerPage(action: string): string {
  return `<!doctype html><html><body>
<form id="f" method="POST" action="${action}" enctype="text/plain"><input name="x" value="1"></form>
<script>document.getElementById('f').submit();</script></body></html>`;
}

beforeAll(async () => {
  ensureConsoleBuilt();
  db = createDb(testDatabaseUrl(), 2);
  [server, browser] = await Promise.all([startServerProcess({ DATABASE_URL: testDatabaseUrl(), ...BROWSER_SIGN_IN }), launchChromium()]);
  attacker = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://localhost').searchParams.get('target') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(attackerPage(`${server.address}${target}`));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
  ({ context, page } = await openPage(browser));
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((resolve) => attacker?.close(resolve));
  await server?.stop();
  await db?.destroy();
});

describe('the session cookie across sites', { timeout: 60_000 }, () => {
  it('is sent by the console itself but not with a form another site submits', async () => {
    const { token } = await newOperator(db, 'Cross-site operator');
    await page.goto(`${server.address}/console/`);
    await page.getByLabel('Operator token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Signed in as Cross-site operator').waitFor();

    // Same site: the cookie goes with the request (session/get needs the cookie only).
    const own = await page.evaluate(async () => {
      const res = await fetch('/admin/v1/session/get', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return { status: res.status, body: (await res.json()) as { operator?: { name: string } } };
    });
    expect(own.status).toBe(200);
    expect(own.body.operator?.name).toBe('Cross-site operator');

    // Another site: the browser submits the form without the cookie, so the server sees no session.
    for (const target of ['/admin/v1/session/get', '/admin/v1/provider/list', '/admin/v1/session/delete']) {
      await page.goto(`${attackerUrl}?target=${encodeURIComponent(target)}`);
      await page.waitForURL(`${server.address}${target}`);
      const answer = JSON.parse((await page.locator('body').textContent()) ?? '') as { code: number };
      expect(answer.code, target).toBe(16);
    }
    await screenshot(page, 'cross-site-refused');

    // The cross-site session/delete did not end the session: the console is still signed in.
    await page.goto(`${server.address}/console/`);
    await page.getByText('Signed in as Cross-site operator').waitFor();
  });
});
