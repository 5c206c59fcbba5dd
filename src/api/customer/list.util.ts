import { keysetPaging, pageOf, type KeysetPaging } from '../paging';
import type { RpcContext } from '../rpc';
import type { ListOrderBy } from '../schema';

/** The keyset paging of the id-ordered lists of this area (customers, staff, custom field masters). */
export interface IdPaging extends KeysetPaging {
  descending: boolean;
}

/** Binds the token to every request field but pageToken/pageSize (docs/conventions.md). */
export function idPaging(ctx: RpcContext, input: { pageToken?: string; pageSize?: number | string; orderBy?: ListOrderBy }): IdPaging {
  const { pageToken, pageSize, ...binding } = input;
  return { ...keysetPaging(ctx, binding, { token: pageToken, pageSize }), descending: input.orderBy?.direction === 'DIRECTION_DESCENDING' };
}

/** The page's rows and the token of the next page ('' on the last one). */
export function idPage<R extends { id: string }>(p: IdPaging, rows: R[]): { items: R[]; nextPageToken: string } {
  return pageOf(p.query, rows, p.pageSize, (r) => [r.id]);
}
