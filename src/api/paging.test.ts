import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { decodePageToken, encodePageToken, pageOf, stableJson, type PageQuery } from './paging';
import { ApiError } from '../lib/errors';

const secret = randomBytes(32);
const q = (binding: unknown, tenantId = 't1', path = '/v1/customer/list'): PageQuery => ({ secret, tenantId, path, binding });

function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (err) {
    return (err as ApiError).code;
  }
  return undefined;
}

describe('page tokens', () => {
  it('round-trip the position for the same query', () => {
    const token = encodePageToken(q({ a: 1 }), ['2024-04-01', 'id-1']);
    expect(decodePageToken(q({ a: 1 }), token)).toEqual(['2024-04-01', 'id-1']);
  });

  it('bind to the query regardless of key order', () => {
    const token = encodePageToken(q({ a: 1, b: { c: 2, d: 3 } }), ['x']);
    expect(decodePageToken(q({ b: { d: 3, c: 2 }, a: 1 }), token)).toEqual(['x']);
  });

  it('refuse a token replayed with another filter, path or tenant', () => {
    const token = encodePageToken(q({ customerId: 'a' }), ['x']);
    expect(codeOf(() => decodePageToken(q({ customerId: 'b' }), token))).toBe(3);
    expect(codeOf(() => decodePageToken(q({ customerId: 'a' }, 't1', '/v1/contract/list'), token))).toBe(3);
    expect(codeOf(() => decodePageToken(q({ customerId: 'a' }, 't2'), token))).toBe(3);
  });

  it('refuse a tampered or malformed token', () => {
    const token = encodePageToken(q({}), ['x']);
    const [payload, sig] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify(['y'])).toString('base64url')}.${sig}`;
    expect(codeOf(() => decodePageToken(q({}), forged))).toBe(3);
    expect(codeOf(() => decodePageToken(q({}), `${payload}.AAAA`))).toBe(3);
    expect(codeOf(() => decodePageToken(q({}), 'garbage'))).toBe(3);
    expect(codeOf(() => decodePageToken(q({}), `${token}.x`))).toBe(3);
  });

  it('refuse every other spelling of the signature (base64url trailing bits)', () => {
    const token = encodePageToken(q({}), ['x']);
    const [payload, sig] = token.split('.') as [string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const ch of alphabet) {
      const variant = `${payload}.${sig.slice(0, -1)}${ch}`;
      if (ch === sig.at(-1)) expect(decodePageToken(q({}), variant)).toEqual(['x']);
      else expect(codeOf(() => decodePageToken(q({}), variant))).toBe(3);
    }
  });

  it('treat an empty token as the first page', () => {
    expect(decodePageToken(q({}), '')).toBeUndefined();
    expect(decodePageToken(q({}), undefined)).toBeUndefined();
  });

  it('pageOf gives a next token only when another row exists', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(pageOf(q({}), rows, 3, (r) => [r.id]).nextPageToken).toBe('');
    const page = pageOf(q({}), rows, 2, (r) => [r.id]);
    expect(page.items.map((r) => r.id)).toEqual(['a', 'b']);
    expect(decodePageToken(q({}), page.nextPageToken)).toEqual(['b']);
  });

  it('stableJson sorts keys and drops undefined members', () => {
    expect(stableJson({ b: 1, a: [{ d: 1, c: undefined }] })).toBe('{"a":[{"d":1}],"b":1}');
  });
});
