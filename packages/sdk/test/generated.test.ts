import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { generateOperations, generateSchema } from './generate';

// The SDK's generated files equal a fresh generation from the server's OpenAPI document.
// `npm run sdk:generate` (UPDATE_SDK_TYPES=1) rewrites them; review the diff and commit.

const FILES = {
  schema: new URL('../src/generated/schema.ts', import.meta.url),
  operations: new URL('../src/generated/operations.ts', import.meta.url),
};

let t: TestApp;
let doc: Parameters<typeof generateOperations>[0];
beforeAll(async () => {
  t = await buildTestApp();
  doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/openapi.json' })).body) as typeof doc;
});
afterAll(async () => {
  await t.close();
});

describe('generated SDK sources', () => {
  it('equal a fresh generation from /openapi.json', async () => {
    const fresh = { schema: await generateSchema(doc), operations: generateOperations(doc) };
    for (const [name, url] of Object.entries(FILES) as Array<[keyof typeof FILES, URL]>) {
      if (process.env.UPDATE_SDK_TYPES) await writeFile(url, fresh[name]);
      expect(await readFile(url, 'utf8'), `packages/sdk/src/generated/${name}.ts is stale: npm run sdk:generate`).toBe(fresh[name]);
    }
    expect(fresh.operations).toContain("v1CustomerCreate: { path: '/v1/customer/create', method: 'post', write: true }");
    expect(fresh.operations).toContain("v1CustomerGet: { path: '/v1/customer/get', method: 'post', write: false }");
  });
});
