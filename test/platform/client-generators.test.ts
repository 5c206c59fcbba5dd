import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildTestApp, newTenant, type TestApp } from '../helpers/app';
import { GENERATORS, typeErrors, type Generator } from '../helpers/client-generators';

// The OpenAPI document generates clean clients with the three generators integrators pick
// (docs/api.md "Generating a client"): each generates from the running server's /openapi.json, a
// small program per generator — a create, a get, a typed refusal, a list, and events narrowed by
// their `type` to a typed `data.object` — type-checks against what it generated, and then runs
// against the server.

/** The same event handler in every program: each `case` reads fields only its type's object has. */
const NARROWING = `
export function describe(e: Event): string {
  switch (e.type) {
    case 'customer.created':
    case 'customer.updated':
      // @ts-expect-error a customer has no status: data.object is a Customer here, not any resource
      void e.data.object.status;
      return e.data.object.name;
    case 'billing.status_changed': {
      const before: unknown = e.previousAttributes.status;
      return \`\${e.data.object.billingDate}: \${String(before)} → \${e.data.object.status}\`;
    }
    case 'bill_run.completed': {
      const billings: number = e.data.object.billings;
      return \`\${e.data.object.asOf}: \${billings} billings\`;
    }
    case 'directdebit.failed':
      return \`\${e.data.object.invoiceNumber}: \${e.data.object.directDebit.reason}\`;
    default:
      return e.type;
  }
}
`;

const MISSING = '0193f2a0-5c3e-7a41-8b2d-000000000000';

/** One program per generator, calling the client the way its documentation shows; `run` answers what it read. */
const PROGRAMS: Record<Generator, { file: string; source: string }> = {
  'openapi-typescript': {
    file: 'program.ts',
    source: `import createClient from 'openapi-fetch';
import type { components, paths } from './schema';
type Event = components['schemas']['Event'];
${NARROWING}
export async function run(baseUrl: string, apiKey: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${apiKey}\` } });
  const created = await client.POST('/v1/customer/create', { body: { optionalId: 'acme', name: 'Acme (openapi-typescript)' } });
  if (!created.data) throw new Error(created.error.message);
  const got = await client.POST('/v1/customer/get', { body: { id: created.data.customer.id } });
  const missing = await client.POST('/v1/customer/get', { body: { id: '${MISSING}' } });
  const billings = await client.GET('/v1/billing/list', { params: { query: { pageSize: 10 } } });
  const events = await client.POST('/v1/event/list', { body: { types: ['customer.created'] } });
  return {
    name: got.data?.customer.name,
    missing: { status: missing.response.status, code: missing.error?.code },
    billings: billings.data?.billings.length,
    events: events.data?.events.map(describe),
  };
}
`,
  },
  'hey-api': {
    file: 'program.ts',
    source: `import { client } from './client.gen';
import { v1BillingListQuery, v1CustomerCreate, v1CustomerGet, v1EventList, type Event } from './index';
${NARROWING}
export async function run(baseUrl: string, apiKey: string) {
  client.setConfig({ baseUrl, headers: { authorization: \`Bearer \${apiKey}\` } });
  const created = await v1CustomerCreate({ body: { optionalId: 'acme', name: 'Acme (hey-api)' } });
  if (!created.data) throw new Error(created.error.message);
  const got = await v1CustomerGet({ body: { id: created.data.customer.id } });
  const missing = await v1CustomerGet({ body: { id: '${MISSING}' } });
  const billings = await v1BillingListQuery({ query: { pageSize: 10 } });
  const events = await v1EventList({ body: { types: ['customer.created'] } });
  return {
    name: got.data?.customer.name,
    missing: { status: missing.response.status, code: missing.error?.code },
    billings: billings.data?.billings.length,
    events: events.data?.events.map(describe),
  };
}
`,
  },
  orval: {
    file: 'program.ts',
    source: `import { v1BillingListQuery, v1CustomerCreate, v1CustomerGet, v1EventList, type Event } from './api';
${NARROWING}
export async function run(_baseUrl: string, apiKey: string) {
  const headers = { authorization: \`Bearer \${apiKey}\` };
  const created = await v1CustomerCreate({ optionalId: 'acme', name: 'Acme (orval)' }, { headers });
  if (created.status !== 200) throw new Error(created.data.message);
  const got = await v1CustomerGet({ id: created.data.customer.id }, { headers });
  const missing = await v1CustomerGet({ id: '${MISSING}' }, { headers });
  const billings = await v1BillingListQuery({ pageSize: 10 }, { headers });
  const events = await v1EventList({ types: ['customer.created'] }, { headers });
  return {
    name: got.status === 200 ? got.data.customer.name : undefined,
    missing: { status: missing.status, code: missing.status === 200 ? undefined : missing.data.code },
    billings: billings.status === 200 ? billings.data.billings.length : undefined,
    events: events.status === 200 ? events.data.events.map(describe) : undefined,
  };
}
`,
  },
};

const NAMES = Object.keys(GENERATORS) as Generator[];

let t: TestApp;
let baseUrl: string;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  // a project of its own: the generated code and the programs, resolving packages from this repository's
  dir = await mkdtemp(join(tmpdir(), 'billing-clients-'));
  await symlink(fileURLToPath(new URL('../../node_modules', import.meta.url)), join(dir, 'node_modules'), 'dir');
  const res = await fetch(`${baseUrl}/openapi.json`);
  expect(res.status).toBe(200);
  await writeFile(join(dir, 'openapi.json'), await res.text());
  // generated once per generator, for every test below
  for (const name of NAMES) {
    await GENERATORS[name](join(dir, 'openapi.json'), join(dir, name), baseUrl);
    await writeFile(join(dir, name, PROGRAMS[name].file), PROGRAMS[name].source);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('clients generated from /openapi.json', () => {
  it('type-check: a program per generator compiles with strict settings against the client it generated, events narrowed by type', () => {
    const errors = typeErrors(NAMES.map((name) => join(dir, name, PROGRAMS[name].file)));
    expect(errors).toEqual([]);
  }, 120_000);

  it.each(NAMES)(
    '%s: the program runs against the server — create, get, a typed 404, a list, an event narrowed by its type',
    async (name) => {
      const program = (await import(pathToFileURL(join(dir, name, PROGRAMS[name].file)).href)) as {
        run(baseUrl: string, apiKey: string): Promise<unknown>;
      };
      const { sandboxKey } = await newTenant(t.db);
      expect(await program.run(baseUrl, sandboxKey)).toEqual({
        name: expect.stringMatching(/^Acme \(/),
        missing: { status: 404, code: 5 },
        billings: 0,
        events: [expect.stringMatching(/^Acme \(/)],
      });
    },
  );
});
