/**
 * document/search (docs/records.md "Searching"): by issue date range, amount range, counterparty (id,
 * or a part of the name as the document names it) and kind, in any combination; ranges inclusive;
 * newest issue date first, keyset paged by (issue date, id).
 */
import { dec } from '../../domain';
import { searchDocuments as searchRows, type DocumentEntry, type DocumentSearch } from '../../db/repos/document.repo';
import { invalidField } from '../../lib/errors';
import type { ServiceCtx } from '../context';
import type { DocumentKind } from './kinds';

/** The search, decoded: dates are JST days (YYYY-MM-DD), amounts exact decimal strings. */
export interface DocumentQuery {
  issueDateFrom?: string;
  issueDateTo?: string;
  amountFrom?: string;
  amountTo?: string;
  customerId?: string;
  counterpartyName?: string;
  kind?: DocumentKind;
  after?: ReadonlyArray<string | number | null>;
  limit: number;
}

/** Longest name part searched for (longer is no name anyone has). */
export const COUNTERPARTY_NAME_MAX = 200;

/** Refuses bounds given the wrong way round, naming the upper bound. */
function checkBounds(q: DocumentQuery): void {
  if (q.issueDateFrom !== undefined && q.issueDateTo !== undefined && q.issueDateTo < q.issueDateFrom)
    throw invalidField('issueDateTo', 'is before issueDateFrom');
  if (q.amountFrom !== undefined && q.amountTo !== undefined && dec(q.amountTo).lessThan(dec(q.amountFrom)))
    throw invalidField('amountTo', 'is less than amountFrom');
  if (q.counterpartyName !== undefined && q.counterpartyName.trim() === '') throw invalidField('counterpartyName', 'must not be blank');
  if (q.counterpartyName !== undefined && q.counterpartyName.length > COUNTERPARTY_NAME_MAX)
    throw invalidField('counterpartyName', `at most ${COUNTERPARTY_NAME_MAX} characters`);
}

export async function searchDocuments(ctx: ServiceCtx, q: DocumentQuery): Promise<DocumentEntry[]> {
  checkBounds(q);
  const search: DocumentSearch = { after: q.after, limit: q.limit };
  for (const key of ['issueDateFrom', 'issueDateTo', 'amountFrom', 'amountTo', 'customerId', 'counterpartyName', 'kind'] as const) {
    if (q[key] !== undefined) search[key] = q[key];
  }
  return searchRows(ctx.db, ctx.caller.tenantId, search);
}
