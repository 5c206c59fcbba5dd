import type { AppliedRow, StatementLineRow, StatementSummary } from '../../db/repos/collections.repo';
import { businessDateOut, instantOut } from '../datetime';
import type { BankStatement, StatementLine } from './bankstatement.schema';
import type { LocalDate } from '../../domain';

export function presentStatement(s: StatementSummary): BankStatement {
  return {
    id: s.id,
    format: `FORMAT_${s.format}` as BankStatement['format'],
    lineCount: s.line_count,
    newLineCount: s.new_line_count,
    matchedCount: s.matched_count,
    unmatchedCount: s.unmatched_count,
    ignoredCount: s.ignored_count,
    cancelledCount: s.cancelled_count,
    cancellationCount: s.cancellation_count,
    matchedAmount: s.matched_amount,
    depositTotal: s.deposit_total,
    createTime: instantOut(s.create_time),
  };
}

export function presentLine(l: StatementLineRow, apps: readonly AppliedRow[]): StatementLine {
  return {
    id: l.id,
    statementId: l.statement_id,
    record: l.record_no,
    bankCode: l.bank_code,
    branchCode: l.branch_code,
    accountNumber: l.account_number,
    valueDate: businessDateOut(l.value_date as LocalDate),
    inquiryNumber: l.inquiry_number,
    amount: l.amount,
    payerName: l.payer_name,
    status: `STATUS_${l.status}` as StatementLine['status'],
    customerId: l.customer_id ?? '',
    rule: l.rule,
    applications: apps
      .filter((a) => a.line_id === l.id)
      .map((a) => ({
        invoiceId: a.invoice_id ?? '',
        invoiceNumber: a.invoice_number ?? '',
        amount: a.amount,
        feeAmount: a.fee_amount,
        feeTreatment: a.fee_treatment ? (`FEE_AS_${a.fee_treatment}` as 'FEE_AS_EXPENSE') : 'FEE_UNSPECIFIED',
      })),
    createTime: instantOut(l.create_time),
    updateTime: instantOut(l.update_time),
  };
}
