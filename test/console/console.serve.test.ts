import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/app';
import { ensureConsoleBuilt } from '../helpers/browser';
import { errorHandler } from '../../src/api/error-handler';
import { readConsoleBuild, registerConsole } from '../../src/api/console';

// The built console served at /console (docs/console-ui.md "How it is built and served").

let t: TestApp;
beforeAll(async () => {
  // npm install / npm start build it; a test run from a fresh tree makes sure it exists.
  ensureConsoleBuilt();
  t = await buildTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the console at /console', () => {
  it('answers index.html uncached with a strict content security policy, naming hashed assets cached for a year', async () => {
    expect((await get('/console')).body).toBe((await get('/console/')).body);
    const index = await get('/console/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
    expect(index.headers['x-frame-options']).toBe('DENY');
    const assets = [...index.body.matchAll(/(?:src|href)="(\/console\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      expect(asset).toMatch(/-[\w-]{8}\.(js|css)$/);
      const res = await get(asset);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(asset.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      expect(res.body.length).toBeGreaterThan(100);
    }
  });

  it('answers index.html for the app routes (a reload keeps the page) and NOT_FOUND for a missing asset', async () => {
    for (const route of ['/console/providers/new', '/console/providers/abc/sandbox/customers?by=name&q=x', '/console/x/y/z']) {
      const res = await get(route);
      expect(res.statusCode, route).toBe(200);
      expect(res.body).toContain('<div id="app"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const missing of ['/console/assets/nope-12345678.js', '/console/assets/..%2F..%2Fpackage.json', '/console/assets/index.html']) {
      const res = await get(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.json()).toMatchObject({ code: 5 });
    }
  });

  it('answers UNAVAILABLE, naming the build command, when the console was not built', async () => {
    const nowhere = new URL('file:///nonexistent-console-dist/');
    expect(readConsoleBuild(nowhere)).toBeUndefined();
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    registerConsole(app, nowhere);
    const res = await app.inject({ method: 'GET', url: '/console/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 14, message: expect.stringContaining('npm run console:build') });
    await app.close();
  });
});
