import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { buildTestApp, type TestApp } from '../helpers/app';
import { operationIdOf, PUBLIC_PATHS } from '../../src/api/openapi';

// The finishing touches of /openapi.json (src/api/openapi.ts). OPENAPI_OUT=FILE also writes the
// document to FILE, which is how .ci/run hands it to `redocly lint`.

type Response = { description: string; content?: Record<string, { schema: unknown }> };
type Op = { operationId?: string; security?: unknown[]; responses: Record<string, Response | { $ref: string }> };
type Doc = {
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Op>>;
  components: { responses: Record<string, Response> };
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = JSON.parse(res.body) as Doc;
  if (process.env.OPENAPI_OUT) await writeFile(process.env.OPENAPI_OUT, res.body);
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
/** A response, or the shared response it refers to. */
const resolved = (r: Response | { $ref: string }): Response =>
  '$ref' in r ? doc.components.responses[r.$ref.slice('#/components/responses/'.length)]! : r;

describe('/openapi.json', () => {
  it('gives every operation a unique operationId derived from its path', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/v1/customer/get']!.post!.operationId).toBe('v1CustomerGet');
    expect(doc.paths['/v1/customer/get']!.get!.operationId).toBe('v1CustomerGetQuery');
    expect(doc.paths['/v2/contract/create']!.post!.operationId).toBe('v2ContractCreate');
  });

  it('names the server, and the public paths need no key while every other path does (an operator token or session on /admin)', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const { path, op } of operations()) {
      if (PUBLIC_PATHS.has(path) || path === '/admin/v1/session/create') expect(op.security, path).toEqual([]);
      else if (path.startsWith('/admin/')) expect(op.security, path).toEqual([{ operatorToken: [] }, { operatorSession: [] }]);
      else expect(op.security, path).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('describes every response (no generator placeholder)', () => {
    for (const { path, method, op } of operations()) {
      for (const [status, r] of Object.entries(op.responses)) {
        expect(resolved(r).description, `${method} ${path} ${status}`).not.toBe('Default Response');
        expect(resolved(r).description.length).toBeGreaterThan(10);
      }
    }
    expect(resolved(doc.paths['/v1/customer/get']!.get!.responses['200']!).description).toBe(
      'Get a customer: done. The body holds `customer`.',
    );
  });

  it('lists the concrete refusal statuses each path can answer and `default`, never a range (4XX) that client generators cannot type', () => {
    const statuses = (path: string, method = 'post') => Object.keys(doc.paths[path]![method]!.responses).sort();
    for (const { path, method, op } of operations()) {
      for (const status of Object.keys(op.responses)) expect(status, `${method} ${path}`).toMatch(/^(\d{3}|default)$/);
    }
    // a write: every refusal, ALREADY_EXISTS and ABORTED (409) too
    expect(statuses('/v1/customer/create')).toEqual(['200', '400', '401', '403', '404', '409', '429', 'default']);
    // a read: no 409; a read naming nothing (the caller's own provider): no 404 either
    expect(statuses('/v1/customer/get')).toEqual(['200', '400', '401', '403', '404', '429', 'default']);
    expect(statuses('/v1/provider/get', 'get')).toEqual(['200', '400', '401', '403', '429', 'default']);
    // the sign-in: no permission to lack, no record to miss; failed sign-ins are limited (429)
    expect(statuses('/admin/v1/session/create')).toEqual(['200', '400', '401', '409', '429', 'default']);
    // each status is one shared response, described by the gRPC codes it carries
    const responses = doc.paths['/v1/customer/create']!.post!.responses;
    expect(responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(resolved(responses['404']!).description).toMatch(/^NOT_FOUND \(5\): no such record/);
    expect(resolved(responses['400']!).description).toMatch(/^INVALID_ARGUMENT \(3\), FAILED_PRECONDITION \(9\), OUT_OF_RANGE \(11\):/);
    expect(resolved(responses.default!).description).toContain('503 UNAVAILABLE (14)');
    expect(resolved(responses.default!).description).not.toContain('404');
  });

  it('describes every tag in use, pointing at its docs/ page', () => {
    const used = new Set(operations().flatMap((o) => (o.op as { tags?: string[] }).tags ?? []));
    const tags = (doc as unknown as { tags: Array<{ name: string; description: string }> }).tags;
    expect(tags.map((tg) => tg.name).sort()).toEqual([...used].sort());
    for (const tg of tags) expect(tg.description, tg.name).toMatch(/docs\/[a-z-]+\.md/);
  });

  it('operationIdOf: path words in lowerCamelCase', () => {
    expect(operationIdOf('/hc', 'get', false)).toBe('hc');
    expect(operationIdOf('/v1/usage/daily/upsertbycontractandusageunit', 'post', false)).toBe('v1UsageDailyUpsertbycontractandusageunit');
    expect(operationIdOf('/v1/billing/search', 'get', true)).toBe('v1BillingSearchQuery');
  });

  it('names every request and response body and every shared message as a component, each $ref resolving', () => {
    const schemas = (doc as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas;
    expect(schemas.V1CustomerGetResponseBody).toBeDefined();
    // No component is named as generators name their own types (<OperationId>Response).
    expect(Object.keys(schemas).filter((n) => n.endsWith('Response'))).toEqual([]);
    expect(schemas.V1AmendmentChangequantityRequest).toBeDefined();
    expect(schemas.ExpectedBilling).toBeDefined();
    const post = doc.paths['/v1/customer/get']!.post! as unknown as { requestBody: { content: Record<string, { schema: unknown }> } };
    expect(post.requestBody.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/V1CustomerGetRequest' });
    const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) expect(schemas[ref.slice('"#/components/schemas/'.length, -1)], ref).toBeDefined();
    // every component is used
    for (const name of Object.keys(schemas)) expect(refs, name).toContain(`"#/components/schemas/${name}"`);
  });

  it('names shared messages by their titles: v1 and v2 contracts, inputs and outputs apart, no numbered duplicates', () => {
    const schemas = (doc as unknown as { components: { schemas: Record<string, { title?: string; properties?: object }> } }).components
      .schemas;
    for (const name of ['Contract', 'ContractV2', 'Term', 'TermInput', 'Timing', 'TimingInput', 'Tier', 'TierInput', 'Billing', 'Customer'])
      expect(schemas[name], name).toBeDefined();
    expect(Object.keys(schemas.Contract!.properties!)).toContain('mainItems');
    expect(Object.keys(schemas.ContractV2!.properties!)).toContain('services');
    // a name ending in a number is a version (V2) or a status component (HcStatus503), never a second shape
    for (const name of Object.keys(schemas)) expect(name, name).toMatch(/(^|\D)$|V\d$|Status\d{3}$/);
  });

  it('gives every refusal the one ErrorBody, and every id, management id, time and paging field a description', () => {
    const schemas = (
      doc as unknown as { components: { schemas: Record<string, { properties?: Record<string, { description?: string }> }> } }
    ).components.schemas;
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === '200' || (path.endsWith('hc') && status === '503') || ['/livez', '/readyz'].includes(path)) continue;
        const content = resolved(response).content!;
        expect(content['application/json']!.schema, `${method} ${path} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorBody' });
      }
    }
    for (const key of ['code', 'message', 'detail']) expect(schemas.ErrorBody!.properties![key]!.description, key).toBeTruthy();
    for (const [name, schema] of Object.entries(schemas)) {
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (/(Id|OptionalId|Time|pageToken|PageToken)$/.test(key) || key === 'id') expect(prop.description, `${name}.${key}`).toBeTruthy();
      }
    }
  });

  it('describes every property of every message (paths and components)', () => {
    const undescribed: string[] = [];
    let total = 0;
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
      if (typeof node !== 'object' || node === null) return;
      const properties = (node as { properties?: unknown }).properties;
      if (typeof properties === 'object' && properties !== null && !Array.isArray(properties)) {
        for (const [key, prop] of Object.entries(properties as Record<string, { description?: unknown }>)) {
          total += 1;
          if (typeof prop.description !== 'string' || prop.description.trim() === '') undescribed.push(`${where}.${key}`);
        }
      }
      for (const [key, value] of Object.entries(node)) walk(value, key === 'properties' ? where : `${where}/${key}`);
    };
    walk((doc as unknown as { components: unknown }).components, '#/components');
    walk(doc.paths, '#/paths');
    expect(total).toBeGreaterThan(900);
    expect(undescribed, `${undescribed.length} of ${total} properties have no description:\n${undescribed.join('\n')}`).toEqual([]);
  });
});
