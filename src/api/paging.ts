import { createHmac, timingSafeEqual } from 'node:crypto';
import { invalidField } from '../lib/errors';
import { PAGE_SIZE_MAX } from './schema';
import { intIn } from './wire';

/**
 * Opaque keyset page tokens (docs/conventions.md). A token carries the position after the last row of the
 * previous page and is signed with the server secret over that position, the tenant and the query
 * (path + every filter and ordering field, but not pageSize or the token). A tampered token, or a
 * token replayed with another query, is INVALID_ARGUMENT.
 */
export type Position = ReadonlyArray<string | number | null>;

export interface PageQuery {
  secret: Buffer;
  tenantId: string;
  path: string;
  /** The request without its paging fields. */
  binding: unknown;
}

function signature(q: PageQuery, payload: string): Buffer {
  return createHmac('sha256', q.secret)
    .update(`${q.tenantId}\n${q.path}\n${stableJson(q.binding)}\n${payload}`)
    .digest()
    .subarray(0, 16);
}

export function encodePageToken(q: PageQuery, position: Position): string {
  const payload = Buffer.from(JSON.stringify(position)).toString('base64url');
  return `${payload}.${signature(q, payload).toString('base64url')}`;
}

export function decodePageToken(q: PageQuery, token: string | undefined, field = 'pageToken'): Position | undefined {
  if (token === undefined || token === '') return undefined;
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) throw invalidField(field, 'malformed page token');
  // Compare the text, not decoded bytes: base64url ignores trailing bits, so another spelling of
  // the same bytes must not pass either.
  const given = Buffer.from(sig);
  const expected = Buffer.from(signature(q, payload).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw invalidField(field, 'page token does not belong to this query');
  }
  const position: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!Array.isArray(position)) throw invalidField(field, 'malformed page token');
  return position as Position;
}

/** JSON with sorted keys, so the same query always binds the same way. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`)
    .join(',')}}`;
}

/** Takes pageSize + 1 rows and splits them into the page and the next token. */
export function pageOf<R>(
  q: PageQuery,
  rows: R[],
  pageSize: number,
  positionOf: (row: R) => Position,
): { items: R[]; nextPageToken: string } {
  if (rows.length <= pageSize) return { items: rows, nextPageToken: '' };
  const items = rows.slice(0, pageSize);
  return { items, nextPageToken: encodePageToken(q, positionOf(items[items.length - 1]!)) };
}

export const DEFAULT_PAGE_SIZE = 10;

/** One list request's keyset paging: the page query (the token is bound to it), where to continue, the page size. */
export interface KeysetPaging {
  query: PageQuery;
  after: Position | undefined;
  pageSize: number;
}

/**
 * The keyset paging of every list request: binds the token to `binding` (the request without
 * pageToken/pageSize), decodes it, and checks the position has `width` values ending in an id.
 */
export function keysetPaging(
  ctx: { pageQuery(binding: unknown): PageQuery },
  binding: unknown,
  page: { token: string | undefined; pageSize: number | string | undefined; width?: number; tokenField?: string },
): KeysetPaging {
  const query = ctx.pageQuery(binding);
  const field = page.tokenField ?? 'pageToken';
  const width = page.width ?? 1;
  const after = decodePageToken(query, page.token, field);
  if (after && (after.length !== width || typeof after[width - 1] !== 'string')) throw invalidField(field, 'malformed page token');
  const pageSize = page.pageSize === undefined ? DEFAULT_PAGE_SIZE : intIn(page.pageSize, 'pageSize', 1, PAGE_SIZE_MAX);
  return { query, after, pageSize };
}
