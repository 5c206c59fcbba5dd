import { DEFAULT_PAGE_SIZE, decodePageToken, pageOf, type PageQuery, type Position } from '../paging';
import type { RpcContext } from '../rpc';
import { invalidField } from '../errors';
import type { ListOrderBy } from './customer.schema';

/** The keyset paging of the id-ordered lists of this area (customers, staff, custom field masters). */
export interface IdPaging {
  query: PageQuery;
  descending: boolean;
  after: Position | undefined;
  pageSize: number;
}

/** Binds the token to every request field but pageToken/pageSize (DESIGN §4). */
export function idPaging(ctx: RpcContext, input: { pageToken?: string; pageSize?: number; orderBy?: ListOrderBy }): IdPaging {
  const { pageToken, pageSize, ...binding } = input;
  const query = ctx.pageQuery(binding);
  const after = decodePageToken(query, pageToken);
  if (after && (after.length !== 1 || typeof after[0] !== 'string')) throw invalidField('pageToken', 'malformed page token');
  return { query, descending: input.orderBy?.direction === 'DIRECTION_DESCENDING', after, pageSize: pageSize ?? DEFAULT_PAGE_SIZE };
}

/** The page's rows and the token of the next page ('' on the last one). */
export function idPage<R extends { id: string }>(p: IdPaging, rows: R[]): { items: R[]; nextPageToken: string } {
  return pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
}
