import type { DocumentEntry } from '../../db/repos/document.repo';
import { businessDateOut } from '../datetime';
import type { Document, DocumentKindWire } from './document.schema';

export function presentDocument(r: DocumentEntry): Document {
  return {
    id: r.id,
    kind: `KIND_${r.kind}` as DocumentKindWire,
    number: r.number,
    customerId: r.customer_id,
    counterpartyName: r.counterparty_name,
    issueDate: businessDateOut(r.issue_date),
    total: r.total === '-0' ? '0' : r.total,
    sha256: r.pdf_sha256 ?? '',
  };
}
