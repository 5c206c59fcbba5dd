import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDb, type Db } from '../../src/db/db';
import { testDatabaseUrl } from '../helpers/app';
import { newOperator } from '../helpers/admin';
import { BROWSER_SIGN_IN, ensureConsoleBuilt, launchChromium, openPage } from '../helpers/browser';
import { startServerProcess, type ServerProcess } from '../helpers/process';

/** What a console browser test walks with: a server process, Chromium with one page, an operator and the test database. */
export interface ConsoleSession {
  server: ServerProcess;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  db: Db;
  operatorToken: string;
  close: () => Promise<void>;
}

/**
 * Builds the console when needed, starts a server process (on the test database, or the one given)
 * and Chromium side by side, makes an operator and opens a laptop-sized page that accepts downloads. On a failure, stops what it started.
 */
export async function openConsoleSession(operatorName: string, databaseUrl = testDatabaseUrl()): Promise<ConsoleSession> {
  ensureConsoleBuilt();
  const db = createDb(databaseUrl, 2);
  const started = await Promise.allSettled([startServerProcess({ DATABASE_URL: databaseUrl, ...BROWSER_SIGN_IN }), launchChromium()]);
  const [server, browser] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined)) as [ServerProcess?, Browser?];
  let context: BrowserContext | undefined;
  const close = async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await db.destroy();
  };
  try {
    if (!server || !browser) throw started.find((s) => s.status === 'rejected')!.reason;
    const operatorToken = (await newOperator(db, operatorName)).token;
    const opened = await openPage(browser, { viewport: { width: 1366, height: 860 }, acceptDownloads: true });
    context = opened.context;
    return { server, browser, context, page: opened.page, db, operatorToken, close };
  } catch (e) {
    await close();
    throw e;
  }
}
