import type { CreditRow } from '../../db/repos/credit.repo';
import type { CreditNoteRow } from '../../db/repos/creditnote.repo';
import type { CreditChange } from '../../services/credit';
import { businessDateOut, instantOut } from '../datetime';
import type { CreditNote, CreditTransaction, CustomerCreditChange } from './creditnote.schema';

export function presentCreditNote(r: CreditNoteRow): CreditNote {
  return {
    id: r.id,
    creditNoteNumber: r.credit_note_number,
    invoiceId: r.invoice_id,
    invoiceNumber: r.original_invoice_number,
    customerId: r.customer_id,
    issueDate: businessDateOut(r.issue_date),
    originalIssueDate: businessDateOut(r.original_issue_date),
    saleStartDate: businessDateOut(r.sale_start),
    saleEndDate: businessDateOut(r.sale_end),
    lines: r.lines.map((l) => ({ description: l.description, amount: l.amount, taxPercentage: l.taxPercentage })),
    taxes: r.taxes.map((t) => ({ taxPercentage: t.taxPercentage, subtotal: t.subtotal, tax: t.tax })),
    subtotal: r.subtotal,
    tax: r.tax,
    total: r.total,
    returnInvoiceRequired: r.return_invoice_required,
    reason: r.reason,
    refund: `REFUND_${r.refund}` as CreditNote['refund'],
    createTime: instantOut(r.create_time),
  };
}

export function presentCreditTransaction(r: CreditRow): CreditTransaction {
  return {
    id: r.id,
    amount: r.amount,
    kind: `KIND_${r.kind}` as CreditTransaction['kind'],
    sourceId: r.source_id ?? '',
    invoiceId: r.invoice_id ?? '',
    memo: r.memo,
    createTime: instantOut(r.create_time),
  };
}

/** customer.credit_changed's object. */
export function presentCreditChange(c: CreditChange): CustomerCreditChange {
  return { customerId: c.customerId, credit: c.balance, transactions: c.movements.map(presentCreditTransaction) };
}
