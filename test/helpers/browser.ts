import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; .ci/run installs it): playwright-core downloads no browser. */
export function chromiumPath(): string {
  const found = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser || true'], { encoding: 'utf8' }).trim();
  if (!found) throw new Error('chromium is not installed: apt-get install -y chromium');
  return found;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}

export const ARTIFACTS = 'test-artifacts/console';

/** Saves a full-page screenshot of the page as test-artifacts/console/NAME.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** Builds the console when its build is missing or stale (npm install / npm start do the same). */
export function ensureConsoleBuilt(): void {
  execFileSync(process.execPath, ['packages/console/scripts/ensure-built.js'], { stdio: 'ignore' });
}

/**
 * Server settings of the browser tests: the browser signs in from 127.0.0.1, the address every other
 * test's server process also sees (the fuzz test sends wrong operator tokens from it), and failed
 * sign-ins are counted per address in the shared test database for 10 minutes; these servers raise
 * the limit so that is never what a browser test meets. The limit itself is tested in test/admin.
 */
export const BROWSER_SIGN_IN = { SIGN_IN_FAILURE_LIMIT: '1000000' };

/** A fresh browser context (cookies of its own) and page; a step that cannot happen fails within 15 s, not at the test's time-out. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}
