import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newTenant } from '../helpers/app';
import { newOperator } from '../helpers/admin';
import { screenshot } from '../helpers/browser';
import { openConsoleSession, type ConsoleSession } from './session';
import { scratchDatabase } from '../helpers/scratch-db';

// The role-limited console (docs/console.md "Roles", docs/console-ui.md) in Debian's Chromium against a
// real server process: the owner creates a clerk limited to one provider on the Operators page and
// finds it on the Audit page; the clerk and a viewer see only what their roles may use; the owner
// revokes the clerk.

let s: ConsoleSession;
let page: Page;
const seeded = { mine: '', other: '', clerkToken: '', viewerToken: '' };
const url = (path: string) => `${s.server.address}${path}`;

async function signIn(token: string, path = '/console') {
  await page.goto(url(path));
  const out = page.getByRole('button', { name: 'Sign out' });
  // The page first asks who is signed in: wait for its answer (the form or a signed-in page).
  await out.or(page.getByLabel('Operator token')).first().waitFor();
  if (await out.count()) {
    await out.click();
    await page.getByLabel('Operator token').waitFor();
  }
  await page.getByLabel('Operator token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

// A database of its own: operators and providers are global, and the shared test database holds
// every other file's, which would crowd the lists this test reads.
const scratch = scratchDatabase('roles');

beforeAll(async () => {
  await scratch.migrator.migrateToLatest();
  s = await openConsoleSession('Owner operator', scratch.url);
  page = s.page;
  seeded.mine = (await newTenant(s.db, { name: 'Roles mine KK' })).providerId;
  seeded.other = (await newTenant(s.db, { name: 'Roles other KK' })).providerId;
  seeded.viewerToken = (await newOperator(s.db, 'Viewer operator', { role: 'VIEWER' })).token;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('the console by role', () => {
  it('the owner creates a clerk limited to one provider, and finds the creation in the audit log', async () => {
    await signIn(s.operatorToken);
    await page.getByRole('link', { name: 'New provider' }).waitFor();
    await page.getByRole('link', { name: 'Operators' }).click();
    const form = page.getByRole('form', { name: 'Create operator' });
    await form.getByLabel('Name').fill('Clerk of Roles');
    await form.getByRole('combobox').selectOption('ROLE_CLERK');
    await form.getByLabel('Roles mine KK').check();
    await form.getByRole('button', { name: 'Create operator' }).click();
    seeded.clerkToken = (await page.getByTestId('new-secret').textContent())!;
    expect(seeded.clerkToken).toMatch(/^op_/);
    const row = page.getByRole('row').filter({ hasText: 'Clerk of Roles' });
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Clerk of Roles', 'Clerk', 'Roles mine KK']));
    await screenshot(page, 'operators');

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Action').fill('/admin/v1/operator/create');
    await page.getByRole('button', { name: 'Search' }).click();
    const entry = page.getByRole('row').filter({ hasText: '/admin/v1/operator/create' }).first();
    await entry.waitFor();
    expect((await entry.textContent()) ?? '').toContain('OPERATOR');
    await screenshot(page, 'audit');
  });

  it('the clerk sees only its provider, no keys, settings, operators or audit log', async () => {
    await signIn(seeded.clerkToken);
    await page.getByRole('link', { name: 'Roles mine KK' }).waitFor();
    expect(await page.getByRole('link', { name: 'Roles other KK' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'New provider' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Operators' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    expect(await page.getByTestId('role').textContent()).toBe('Clerk');
    await page.getByRole('link', { name: 'Roles mine KK' }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    expect(await page.getByRole('button', { name: 'New key' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Settings' }).count()).toBe(0);
    // Billing work stays: the sandbox test clock can be moved.
    await page.goto(url(`/console/providers/${seeded.mine}/sandbox/testclock`));
    await page.getByRole('button', { name: 'Advance' }).waitFor();
    // The server refuses what the console hides: another provider's page answers the refusal.
    await page.goto(url(`/console/providers/${seeded.other}`));
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/may not act on provider/);
  });

  it('the viewer cannot move the test clock', async () => {
    await signIn(seeded.viewerToken, `/console/providers/${seeded.mine}/sandbox/testclock`);
    await page.getByTestId('clock-now').waitFor();
    expect(await page.getByRole('button', { name: 'Advance' }).count()).toBe(0);
    expect(await page.getByTestId('role').textContent()).toBe('Viewer');
  });

  it('the owner revokes the clerk on the Operators page', async () => {
    await signIn(s.operatorToken, '/console/operators');
    const row = page.getByRole('row').filter({ hasText: 'Clerk of Roles' });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('group').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText(/^Revoked /).waitFor();
  });
});
