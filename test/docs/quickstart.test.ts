import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildTestApp, newTenant, type TestApp } from '../helpers/app';
import { jqPath, mask, parseQuickstart, substitute } from '../helpers/quickstart';

// docs/quickstart.md, run as written against a fresh tenant, in order: every request must succeed on
// the first try and answer what the page shows (ids and wall-clock times masked, as the page says).
// UPDATE_QUICKSTART=1 rewrites the page's responses from this run instead of comparing.

const PAGE = fileURLToPath(new URL('../../docs/quickstart.md', import.meta.url));
const update = process.env.UPDATE_QUICKSTART === '1';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await buildTestApp();
  key = (await newTenant(t.db)).sandboxKey;
});
afterAll(async () => { await t.close(); });

describe('docs/quickstart.md', () => {
  it('every request succeeds on the first try and answers what the page shows', async () => {
    const markdown = await readFile(PAGE, 'utf8');
    const steps = parseQuickstart(markdown);
    expect(steps.length).toBeGreaterThanOrEqual(20);
    const vars: Record<string, string> = {};
    const actual: string[] = [];
    let succeeded = 0;
    for (const step of steps) {
      const body = step.body === undefined ? undefined : substitute(step.body, vars);
      const res = await t.app.inject({
        method: step.method,
        url: substitute(step.url, vars),
        headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { payload: body } : {}),
      });
      const parsed: unknown = JSON.parse(res.body);
      expect(res.statusCode, `request ${step.n} ${step.method} ${step.url}: ${res.body}`).toBe(200);
      succeeded++;
      for (const c of step.captures) vars[c.name] = jqPath(parsed, c.path);
      expect(step.response, `request ${step.n} has no json block after it`).toBeDefined();
      actual.push(`${JSON.stringify(parsed, null, 2)}\n`);
      if (!update) {
        expect(mask(parsed), `request ${step.n} ${step.method} ${step.url}`).toEqual(mask(JSON.parse(step.response!.text)));
      }
    }
    expect(succeeded).toBe(steps.length);
    if (update) {
      let out = markdown;
      for (let i = steps.length - 1; i >= 0; i--) {
        const r = steps[i]!.response!;
        out = out.slice(0, r.start) + actual[i] + out.slice(r.end);
      }
      await writeFile(PAGE, out);
    }
  }, 120_000);

  it('the parser reads methods, bodies, variables and saved values as a shell would', () => {
    const [get, post] = parseQuickstart([
      '```sh', 'curl -s "$BASE/v1/billing/get?id=$BILLING_ID" -H "Authorization: Bearer $KEY"', '```', '```json', '{}', '```',
      '```sh', 'curl -s -X POST "$BASE/v1/x" \\', '  -H "Content-Type: application/json" -d @- <<EOF | tee out.json', '{"a": "$A"}', 'EOF',
      "B=$(jq -r '.list[1].id' out.json)", '```', '```json', '{"list": []}', '```',
    ].join('\n'));
    expect(get).toMatchObject({ n: 1, method: 'GET', url: '/v1/billing/get?id=$BILLING_ID', body: undefined, captures: [] });
    expect(post).toMatchObject({ n: 2, method: 'POST', url: '/v1/x', body: '{"a": "$A"}', captures: [{ name: 'B', path: '.list[1].id' }], response: { text: '{"list": []}\n' } });
    expect(substitute(post!.body!, { A: 'x' })).toBe('{"a": "x"}');
    expect(() => substitute('$NOPE', {})).toThrow(/used before it is saved/);
    expect(jqPath({ list: [{ id: 'a' }, { id: 'b' }] }, '.list[1].id')).toBe('b');
    expect(mask({ id: '0193a5c1-0000-7000-8000-000000000000', createTime: '2026-01-01T00:00:00.123Z', startDate: '2031-04-14T15:00:00Z' }))
      .toEqual({ id: '<id>', createTime: '<time>', startDate: '2031-04-14T15:00:00Z' });
  });
});
