/**
 * Retention (docs/records.md "Retention"): documents are kept at least seven years after issue and
 * never deleted by the service, so a customer with documents stays too (its documents name it).
 */
import { customerHasDocuments } from '../../db/repos/document.repo';
import type { Queryable } from '../../db/db';
import { failedPrecondition } from '../../lib/errors';

export const RETENTION_YEARS = 7;

/** Refuses (FAILED_PRECONDITION DOCUMENTS_RETAINED) the deletion of a customer that has documents. */
export async function assertNoDocuments(db: Queryable, tenantId: string, customerId: string): Promise<void> {
  if (await customerHasDocuments(db, tenantId, customerId))
    throw failedPrecondition(
      `the customer has issued documents, which are kept for ${RETENTION_YEARS} years (retention rule): it cannot be deleted`,
      'DOCUMENTS_RETAINED',
    );
}
