import type { AmendmentPage, AmendmentRow } from '../../db/repos/amendment.repo';
import { keysetPaging, pageOf, type PageQuery } from '../paging';
import type { RpcContext } from '../rpc';

export interface AmendmentPaging {
  query: PageQuery;
  page: AmendmentPage;
  pageSize: number;
}

/** FIELD_* of /v1/amendment/list; VERSION: the lists of one contract (version order, docs/contracts.md). */
const SORT: Record<string, AmendmentPage['sortBy']> = {
  FIELD_EXECUTE_DATE: 'execute_time',
  FIELD_EFFECTIVE_START_DATE: 'effective_start_date',
  VERSION: 'version',
};

export function amendmentPaging(
  ctx: RpcContext,
  binding: unknown,
  token: string | undefined,
  pageSize: number | string | undefined,
  field?: string,
  direction?: string,
): AmendmentPaging {
  const sortBy: AmendmentPage['sortBy'] = (field && SORT[field]) || 'id';
  const { query, after, pageSize: size } = keysetPaging(ctx, binding, { token, pageSize, width: sortBy === 'id' ? 1 : 2 });
  return { query, pageSize: size, page: { sortBy, descending: direction === 'DIRECTION_DESCENDING', after, limit: size } };
}

export function amendmentPage(p: AmendmentPaging, rows: AmendmentRow[]) {
  return pageOf(p.query, rows, p.pageSize, (r) => {
    if (p.page.sortBy === 'execute_time') return [r.execute_time.toISOString(), r.id];
    if (p.page.sortBy === 'effective_start_date') return [r.effective_start_date, r.id];
    if (p.page.sortBy === 'version') return [r.version, r.id];
    return [r.id];
  });
}
