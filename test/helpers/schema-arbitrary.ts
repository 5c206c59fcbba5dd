import fc from 'fast-check';

/** The subset of JSON Schema our OpenAPI document uses for requests. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true });

/** Ids and management ids of records that exist: a generated id names one of them most of the time. */
export interface Known {
  ids: string[];
  optionalIds: string[];
}

const UUID_PATTERN = /\[0-9a-fA-F\]\{8\}-/;

function pick(known: string[], other: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return known.length ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: other, weight: 1 }) : other;
}

function stringOf(s: JsonSchema, known: Known): fc.Arbitrary<string> {
  if (s.format === 'uuid' || (s.pattern && UUID_PATTERN.test(s.pattern))) return pick(known.ids, fc.uuid());
  if (s.pattern === '^[A-Za-z0-9_-]{1,64}$') return pick(known.optionalIds, fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/));
  if (s.format === 'rfc3339-jst')
    return fc.oneof(
      day.map((d) => d.toISOString().slice(0, 10)),
      day.map((d) => d.toISOString()),
    );
  const max = Math.min(s.maxLength ?? 24, 24);
  const min = Math.min(s.minLength ?? 0, max);
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    return fc.stringMatching(re).filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

/** Values the schema accepts (ids are random, so they mostly name nothing: NOT_FOUND is expected). */
export function valid(s: JsonSchema, known: Known, depth = 0): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((x) => valid(x, known, depth)));
  switch (s.type) {
    case 'string':
      return stringOf(s, known);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(valid(s.items ?? {}, known, depth + 1), {
            minLength: s.minItems ?? 0,
            maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
          });
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const required = s.required ?? [];
      if (depth > 4) return fc.constant({});
      // A page token is only valid as the server made it: start at the first page.
      const member = (k: string, v: JsonSchema) =>
        k === 'pageToken' || k === 'offsetToken' ? fc.constant('') : valid(v, known, depth + 1);
      return fc.record(Object.fromEntries(props.map(([k, v]) => [k, member(k, v)])), { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function deep(n: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Values no field should take, or only at its edge. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -0,
    -1,
    1.5,
    2 ** 53,
    -(2 ** 63),
    1e308,
    -1e308,
    5e-324,
    '',
    ' ',
    '\u0000',
    '\ud800',
    'x'.repeat(70_000),
    '１２３',
    '٣',
    '1e400',
    'NaN',
    'Infinity',
    '-0',
    '0x10',
    '1_000',
    '00001',
    '.5',
    '5.',
    '+1',
    '9999-12-31',
    '0000-01-01',
    '+275760-09-13',
    '2024-02-30',
    '2024-04-01T25:00:00Z',
    '2024-04-01T00:00:00+14:01',
    '1970-01-01T00:00:00Z',
    '99999999999999999999.9999999999',
    '-999999999999999',
    '999999999999999.9999999999',
    '0.00000000001',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'TYPE_UNSPECIFIED',
    'STATUS_UNSPECIFIED',
    [],
    {},
    [null],
    { '': '' },
    deep(2000),
    JSON.parse('{"__proto__":{"polluted":1}}'),
    { constructor: { prototype: { polluted: 1 } } },
    { toString: 1, valueOf: 'x', hasOwnProperty: null },
  ),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Query strings a client could send by mistake or on purpose. */
export const oddQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a=1&a.b=1',
    'a.b=1&a=1',
    'pageSize=1&pageSize=2',
    'pageSize=1&pageSize.x=2',
    'orderBy=x&orderBy.field=FIELD_ID',
    '__proto__.polluted=1',
    '__proto__=1',
    'constructor.prototype.polluted=1',
    'a[]=1&a[0]=2',
    'a[b][c]=1',
    '%',
    '%zz=1',
    'a=%E0%A4%A',
    '%ff%fe=1',
    '.=1',
    '..=1',
    'a..b=1',
    '=1',
    '&&&',
    'a=' + 'x'.repeat(8000),
    Array.from({ length: 500 }, (_, i) => `k${i}=1`).join('&'),
    'a.'.repeat(500) + 'b=1',
    'pageSize=1e400',
    'pageSize=-0',
  ),
  fc.string({ maxLength: 60, unit: fc.constantFrom(...'ab.=&%[]_0123456789+ zZ'.split('')) }),
);

/** Header sets that a well-behaved client would not send; the key stays valid. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.constantFrom(
      'text/plain',
      'application/json; charset=latin1',
      'application/JSON',
      'application/x-www-form-urlencoded',
      'application/json, text/plain',
      'multipart/form-data; boundary=x',
    ),
    'idempotency-key': fc.constantFrom('', ' ', 'k'.repeat(300), 'kl\u00e9', 'same-key', 'a b'),
    'x-request-id': fc.constantFrom('', 'with space', 'x'.repeat(500), 'ok-id_1.2'),
    accept: fc.constantFrom('text/html', 'application/xml', '*/*;q=0'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', 'x'),
    'content-encoding': fc.constantFrom('gzip', 'deflate', 'x'),
  },
  { requiredKeys: [] },
);
