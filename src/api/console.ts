/**
 * The operator console (docs/console-ui.md): the single-page app built into packages/console/dist,
 * served at /console. Hashed files under /console/assets/ never change (cached for a year, immutable);
 * index.html is revalidated on every load (no-cache), and every other /console/… path answers it, so
 * the app's own routes survive a reload. No key is needed: the page holds no data, it calls /admin/v1.
 */

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, notFound } from '../lib/errors';

export const CONSOLE_DIST = new URL('../../packages/console/dist/', import.meta.url);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The page may load only its own scripts and styles and talk only to this server; no framing. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

interface Built {
  index: Buffer;
  assets: Map<string, { body: Buffer; type: string }>;
}

/** The built files, read once at start; undefined when the console was not built. */
export function readConsoleBuild(dist: URL = CONSOLE_DIST): Built | undefined {
  if (!existsSync(new URL('index.html', dist))) return undefined;
  const assets = new Map<string, { body: Buffer; type: string }>();
  const dir = new URL('assets/', dist);
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      const type = TYPES[name.slice(name.lastIndexOf('.'))];
      if (type) assets.set(name, { body: readFileSync(new URL(name, dir)), type });
    }
  }
  return { index: readFileSync(new URL('index.html', dist)), assets };
}

function sendIndex(built: Built | undefined, reply: FastifyReply) {
  if (!built)
    throw new ApiError('UNAVAILABLE', 'the console is not built: run `npm run console:build` (npm install and npm start build it)');
  return reply
    .headers({ ...SECURITY_HEADERS, 'cache-control': 'no-cache' })
    .type('text/html; charset=utf-8')
    .send(built.index);
}

export function registerConsole(app: FastifyInstance, dist: URL = CONSOLE_DIST): void {
  const built = readConsoleBuild(dist);
  const hide = { schema: { hide: true } };
  app.get<{ Params: { name: string } }>('/console/assets/:name', hide, async (req, reply) => {
    const file = built?.assets.get(req.params.name);
    if (!file) throw notFound(`no console asset ${req.params.name}`);
    return reply
      .headers({ 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' })
      .type(file.type)
      .send(file.body);
  });
  // /console and /console/ are one route (the router ignores a trailing slash).
  app.get('/console', hide, async (_req, reply) => sendIndex(built, reply));
  app.get('/console/*', hide, async (_req, reply) => sendIndex(built, reply));
}
