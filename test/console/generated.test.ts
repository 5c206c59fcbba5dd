import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { buildTestApp, type TestApp } from '../helpers/app';
import { generateSchema } from '../../packages/sdk/test/generate';

// The console's generated types equal a fresh generation from the /admin/v1 paths of the server's
// OpenAPI document. `npm run console:generate` (UPDATE_CONSOLE_TYPES=1) rewrites them.

const FILE = new URL('../../packages/console/src/api/generated.ts', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Doc = { paths: Record<string, unknown>; components?: Record<string, Record<string, unknown>> };

/** Every `#/components/KIND/NAME` reference inside a value. */
function refsIn(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/')) out.add(v);
      else refsIn(v, out);
    }
  }
}

/** The document with only the admin paths (the console calls nothing else) and the components they use. */
function adminDocument(doc: Doc): Doc {
  const paths = Object.fromEntries(Object.entries(doc.paths).filter(([path]) => path.startsWith('/admin/v1/')));
  const used = new Set<string>();
  refsIn(paths, used);
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const ref of [...used]) {
      const [, , kind, name] = ref.split('/');
      refsIn(doc.components?.[kind!]?.[name!], used);
    }
  }
  const components: Record<string, Record<string, unknown>> = {};
  for (const ref of used) {
    const [, , kind, name] = ref.split('/');
    (components[kind!] ??= {})[name!] = doc.components?.[kind!]?.[name!];
  }
  return { ...doc, paths, components: { ...components, securitySchemes: doc.components?.securitySchemes ?? {} } };
}

describe('generated console types', () => {
  it('equal a fresh generation from the admin paths of /openapi.json', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/openapi.json' })).body) as Doc;
    const admin = adminDocument(doc);
    expect(Object.keys(admin.paths)).toContain('/admin/v1/session/create');
    const fresh = (await generateSchema(admin)).replace('npm run sdk:generate', 'npm run console:generate');
    if (process.env.UPDATE_CONSOLE_TYPES) await writeFile(FILE, fresh);
    expect(await readFile(FILE, 'utf8'), 'packages/console/src/api/generated.ts is stale: npm run console:generate').toBe(fresh);
  });
});
