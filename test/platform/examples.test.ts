import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildTestApp, newTenant, type TestApp } from '../helpers/app';
import { freshAddress, newOperator } from '../helpers/admin';
import { exampleSteps, normalise, realiser, substitute, valueAt } from '../../src/api/openapi.examples';

// src/api/openapi.examples.json replayed against the server: every step, its saved ids mapped to the
// ids of this run, must be accepted (200) and answer what the file shows (volatile values as
// placeholders). UPDATE_EXAMPLES=1 rewrites the file's responses from this run instead of comparing.

const FILE = fileURLToPath(new URL('../../src/api/openapi.examples.json', import.meta.url));
const update = process.env.UPDATE_EXAMPLES === '1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Paths whose answer is not JSON (a document): the file keeps its content type, the document shows only the request. */
const DOCUMENT_PATHS = new Set([
  '/v1/billing/document',
  '/admin/v1/tenant/billing/document',
  '/v1/invoice/document',
  '/admin/v1/tenant/invoice/document',
  '/v1/document/download',
  '/admin/v1/tenant/document/download',
  '/v1/journal/export',
  '/admin/v1/tenant/journal/export',
  '/v1/creditnote/document',
  '/admin/v1/tenant/creditnote/document',
]);

type Op = {
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
};

let t: TestApp;
let key: string;
let operatorToken: string;
/** The operator the scenario revokes (`$SPARE_OPERATOR_ID`). */
let spareOperatorId: string;
const ownAddress = freshAddress();
let doc: { paths: Record<string, Record<string, Op>> };
beforeAll(async () => {
  t = await buildTestApp();
  key = (await newTenant(t.db)).sandboxKey;
  operatorToken = (await newOperator(t.db, 'Example operator 例示')).token;
  spareOperatorId = (await newOperator(t.db, 'Leaving operator 例示')).id;
  doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/openapi.json' })).body) as typeof doc;
});
afterAll(async () => {
  await t.close();
});

describe('src/api/openapi.examples.json', () => {
  it('every step is accepted by the server and answers what the file shows', async () => {
    const vars: Record<string, string> = { OPERATOR_TOKEN: operatorToken, SPARE_OPERATOR_ID: spareOperatorId };
    const saved = new Map<string, string>([[spareOperatorId, 'SPARE_OPERATOR_ID']]);
    const actual: unknown[] = [];
    // The admin steps: the operator token, or the session a session/create step opened (cookie + CSRF token).
    let session: Record<string, string> = {};
    const headersOf = (step: (typeof exampleSteps)[number]): Record<string, string> => {
      if (step.auth === 'session') return session;
      if (step.path === '/admin/v1/session/create') return {};
      return { authorization: `Bearer ${step.auth === 'operator' ? operatorToken : key}` };
    };
    for (const [i, step] of exampleSteps.entries()) {
      const body = substitute(step.request, vars) as Record<string, unknown>;
      const res = await t.app.inject({
        method: step.method ?? 'POST',
        url: step.path,
        headers: headersOf(step),
        // Sign-in failures are counted per address: this test's own, so no other test can block it.
        remoteAddress: ownAddress,
        ...(step.method === 'GET' ? {} : { payload: body }),
      });
      if (step.path === '/admin/v1/session/create' && res.statusCode === 200) {
        const csrf = (JSON.parse(res.body) as { csrfToken: string }).csrfToken;
        session = { cookie: String(res.headers['set-cookie']).split(';')[0]!, 'x-csrf-token': csrf };
      }
      expect(res.statusCode, `step ${i + 1} ${step.path}: ${res.body}`).toBe(200);
      const json = String(res.headers['content-type']).startsWith('application/json');
      expect(json, `step ${i + 1} ${step.path} answers ${res.headers['content-type']}`).toBe(!DOCUMENT_PATHS.has(step.path));
      const parsed: unknown = json ? JSON.parse(res.body) : { contentType: res.headers['content-type'] };
      for (const [name, path] of Object.entries(step.save ?? {})) {
        const id = String(
          (() => {
            try {
              return valueAt(parsed, path);
            } catch {
              return `nothing at ${path} in ${res.body}`;
            }
          })(),
        );
        expect(UUID.test(id), `step ${i + 1} saves ${name}: ids only, got ${id}`).toBe(true);
        vars[name] = id;
        saved.set(id, name);
      }
      actual.push(normalise(parsed, saved));
      if (!update) expect(actual[i], `step ${i + 1} ${step.path}`).toEqual(step.response);
    }
    if (update) {
      const steps = exampleSteps.map((s, i) => ({ ...s, response: actual[i] }));
      await writeFile(FILE, `${JSON.stringify({ steps }, null, 2)}\n`);
    }
  }, 120_000);

  it('covers every operation of /openapi.json, and the document shows each example', () => {
    const covered = new Set(exampleSteps.map((s) => s.path));
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(covered.has(path), `${path} has no example step`).toBe(true);
      for (const [method, op] of Object.entries(item)) {
        if (!DOCUMENT_PATHS.has(path))
          expect(op.responses['200']!.content!['application/json']!.example, `${method} ${path} 200`).toBeDefined();
        if (method !== 'get') expect(op.requestBody!.content['application/json']!.example, `${method} ${path} body`).toBeDefined();
      }
    }
  });

  it('the reference page /docs reads the document with the examples, and links every docs/ page, served without a key', async () => {
    const ui = JSON.parse((await t.app.inject({ method: 'GET', url: '/docs/json' })).body) as typeof doc & {
      info: { description: string };
    };
    expect(ui.paths['/v1/customer/create']!.post!.requestBody!.content['application/json']!.example).toMatchObject({ name: 'Acme KK' });
    const names = (await readdir(fileURLToPath(new URL('../../docs/', import.meta.url)))).filter((n) => n.endsWith('.md'));
    for (const name of names) {
      expect(ui.info.description, name).toContain(`(/pages/${name})`);
      const page = await t.app.inject({ method: 'GET', url: `/pages/${name}` });
      expect(page.statusCode, name).toBe(200);
      expect(page.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(page.body).toBe(await readFile(fileURLToPath(new URL(`../../docs/${name}`, import.meta.url)), 'utf8'));
    }
    const document = ui.paths['/v1/billing/document']!.get! as unknown as { parameters: Array<{ name: string; example?: unknown }> };
    expect(document.parameters.find((p) => p.name === 'format')!.example).toBe('FORMAT_HTML');
    expect(ui.info.description).toContain('[Quickstart: a first integration](/pages/quickstart.md)');
    const missing = await t.app.inject({ method: 'GET', url: '/pages/..%2Fpackage.json' });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ code: 5 });
  });

  it('turns placeholders into stable realistic values, the same id for the same name', () => {
    const realise = realiser();
    const [a, b] = realise([
      { id: '$CUSTOMER_ID', t: '<time>', x: '<id>' },
      { customerId: '$CUSTOMER_ID', y: '<id>' },
    ]) as Array<Record<string, string>>;
    expect(a!.id).toBe(b!.customerId);
    expect(a!.id).toMatch(UUID);
    expect(a!.x).not.toBe(b!.y);
    expect(a!.t).toBe('2031-04-10T00:00:00.000Z');
    const saved = new Map([['0193f2a0-5c3e-7a41-8b2d-000000000001', 'CUSTOMER_ID']]);
    expect(normalise({ customer: { id: '0193f2a0-5c3e-7a41-8b2d-000000000001', createTime: '2026-11-23T00:00:00Z' } }, saved)).toEqual({
      customer: { id: '$CUSTOMER_ID', createTime: '<time>' },
    });
    expect(() => substitute('$NOPE', {})).toThrow(/used before it is saved/);
  });
});
