/**
 * Importing a bank statement (docs/collections.md "Import"): the file is read whole (any bad record
 * refuses it, nothing applied), its deposits become lines — one already imported, by bank, branch,
 * account, value date and 照会番号, is skipped — and each new line is matched in file order: the
 * customer by virtual account, else by normalised payer name (exactly one customer), then the
 * domain's rules over its open invoices. Lines without a customer wait in the unmatched queue.
 */
import { createHash } from 'node:crypto';
import {
  matchDeposit,
  normalizePayerName,
  parseCsvStatement,
  parseStatement,
  parseTransferNotice,
  type CsvColumns,
  type Deposit,
  type FileResult,
  type StatementFileFormat,
} from '../../domain/collections';
import {
  customerByVirtualAccount,
  customersByPayerName,
  insertLines,
  insertStatement,
  openInvoicesOfCustomer,
  setStatementNewLines,
  statementSummary,
  type StatementLineRow,
  type StatementSummary,
} from '../../db/repos/collections.repo';
import type { Queryable } from '../../db/db';
import { invalidArgument } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { balanceOf, payEnvOf, type PayEnv } from '../payment';
import { applyLine } from './apply';
import { loadCollectionSettings, type CollectionSettings } from './settings';

export type StatementFormat = StatementFileFormat;

export interface ImportInput {
  format: StatementFormat;
  content: Uint8Array;
  csvColumns?: CsvColumns;
}

/** A file refusal as the 400 that names the record and the field. */
export function fileError<T>(r: FileResult<T>, what = 'content'): T {
  if (r.ok) return r.value;
  const where = r.record > 0 ? `${what}.record[${r.record}].${r.field}` : `${what}.${r.field}`;
  throw invalidArgument(`${where}: ${r.reason}`, [{ field: where, description: r.reason }]);
}

function depositsOf(input: ImportInput): Deposit[] {
  if (input.format === 'ZENGIN_TRANSFER_NOTICE') return fileError(parseTransferNotice(input.content));
  if (input.format === 'ZENGIN_STATEMENT') return fileError(parseStatement(input.content));
  if (!input.csvColumns)
    throw invalidArgument('csvColumns is required for FORMAT_CSV', [{ field: 'csvColumns', description: 'required for FORMAT_CSV' }]);
  return fileError(parseCsvStatement(input.content, input.csvColumns));
}

/** The customer a line belongs to: by virtual account, else by a payer name only one customer has. */
export async function customerOfLine(db: Queryable, tenantId: string, line: StatementLineRow): Promise<string | undefined> {
  if (line.account_number) {
    const byAccount = await customerByVirtualAccount(db, tenantId, line.account_number);
    if (byAccount) return byAccount;
  }
  if (!line.payer_normalized) return undefined;
  const byName = await customersByPayerName(db, tenantId, line.payer_normalized);
  return byName.length === 1 ? byName[0] : undefined;
}

/** Matches one new line by the rules; false when it stays unmatched. */
export async function autoMatch(db: Queryable, env: PayEnv, settings: CollectionSettings, line: StatementLineRow): Promise<boolean> {
  const customerId = await customerOfLine(db, env.tenantId, line);
  if (!customerId) return false;
  const invoices = (await openInvoicesOfCustomer(db, env.tenantId, customerId)).map((i) => ({ id: i.id, balance: BigInt(balanceOf(i)) }));
  const plan = matchDeposit({ amount: BigInt(line.amount), invoices, tolerance: BigInt(settings.transferFeeTolerance) });
  await applyLine(db, env, line, { customerId, ...plan, feeTreatment: settings.transferFeeTreatment });
  return true;
}

export async function importStatement(ctx: ServiceCtx, input: ImportInput): Promise<StatementSummary> {
  const deposits = depositsOf(input);
  const tenantId = ctx.caller.tenantId;
  const settings = await loadCollectionSettings(ctx.db, tenantId);
  const statement = await insertStatement(ctx.db, {
    tenant_id: tenantId,
    id: newId(),
    format: input.format,
    file_sha256: createHash('sha256').update(input.content).digest('hex'),
    line_count: deposits.length,
    new_line_count: 0,
    deposit_total: deposits.reduce((s, d) => s + BigInt(d.amount), 0n).toString(),
  });
  const env = payEnvOf(ctx);
  const CHUNK = 1000;
  let fresh = 0;
  for (let i = 0; i < deposits.length; i += CHUNK) {
    const lines = await insertLines(
      ctx.db,
      deposits.slice(i, i + CHUNK).map((d) => ({
        tenant_id: tenantId,
        id: newId(),
        statement_id: statement.id,
        record_no: d.record,
        bank_code: d.bankCode,
        branch_code: d.branchCode,
        account_number: d.accountNumber,
        value_date: d.valueDate,
        inquiry_number: d.inquiryNumber,
        amount: d.amount,
        payer_name: d.payerName,
        payer_normalized: normalizePayerName(d.payerName),
        status: 'UNMATCHED',
        customer_id: null,
      })),
    );
    fresh += lines.length;
    lines.sort((a, b) => a.record_no - b.record_no);
    for (const line of lines) await autoMatch(ctx.db, env, settings, line);
  }
  await setStatementNewLines(ctx.db, tenantId, statement.id, fresh);
  return (await statementSummary(ctx.db, tenantId, statement.id))!;
}
