import type { BillingRow } from '../../db/repos/billing.repo';
import type { Position } from '../paging';
import { OrderBy } from '../schema';

/** orderBy of listbycontract and search: FIELD_ID (default) or FIELD_BILLING_DATE, either direction. */
export const BillingOrderBy = OrderBy('BillingOrderBy', ['FIELD_UNSPECIFIED', 'FIELD_ID', 'FIELD_BILLING_DATE']);

export function billingOrder(orderBy: { field?: string; direction?: string } | undefined) {
  const byBillingDate = orderBy?.field === 'FIELD_BILLING_DATE';
  return {
    byBillingDate,
    descending: orderBy?.direction === 'DIRECTION_DESCENDING',
    positionOf: (b: BillingRow): Position => (byBillingDate ? [b.billing_date, b.id] : [b.id]),
  };
}
