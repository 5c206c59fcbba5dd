/**
 * Importing a bank statement (docs/collections.md "Import"): the file is read whole (any bad record
 * refuses it, nothing applied), its deposits become lines — one already imported, by bank, branch,
 * account, value date and 照会番号, is skipped — and each new line is matched in file order: the
 * customer by virtual account, else by normalised payer name (exactly one customer), then the
 * domain's rules over its open invoices. Lines without a customer wait in the unmatched queue. Then the
 * file's cancelled transfers (取消区分 1) cancel the lines they repeat (cancel.ts).
 */
import { createHash } from 'node:crypto';
import {
  matchDeposit,
  normalizePayerName,
  parseCsvStatement,
  parseStatement,
  parseTransferNotice,
  type CsvColumns,
  type FileResult,
  type StatementFile,
  type StatementFileFormat,
} from '../../domain/collections';
import {
  insertLines,
  insertStatement,
  setStatementNewLines,
  statementSummary,
  type StatementLineRow,
  type StatementSummary,
} from '../../db/repos/collections.repo';
import { customersOfLines, openInvoicesOfCustomers } from '../../db/repos/collections.match.repo';
import type { Queryable } from '../../db/db';
import { invalidArgument } from '../../lib/errors';
import { withAuditTenant } from '../../lib/audit-scope';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { balanceOf, payEnvOf, type PayEnv } from '../payment';
import { applyLines, type LinePlan } from './apply';
import { cancelTransfers } from './cancel';
import { setStatementCancellations } from '../../db/repos/collections.cancel.repo';
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

function fileOf(input: ImportInput): StatementFile {
  if (input.format === 'ZENGIN_TRANSFER_NOTICE') return fileError(parseTransferNotice(input.content));
  if (input.format === 'ZENGIN_STATEMENT') return fileError(parseStatement(input.content));
  if (!input.csvColumns)
    throw invalidArgument('csvColumns is required for FORMAT_CSV', [{ field: 'csvColumns', description: 'required for FORMAT_CSV' }]);
  return { deposits: fileError(parseCsvStatement(input.content, input.csvColumns)), cancellations: [] };
}

/**
 * Matches new lines (in file order) by the rules and applies them, all at once: their customers in one
 * statement (by virtual account or normalised payer name, through indexes), those customers' open
 * invoices in another, then the domain's rules line by line in memory — a later line of a customer
 * sees what the earlier ones paid — and one application of every plan (applyLines). Lines without a
 * customer stay unmatched. Returns how many were matched.
 */
export async function autoMatch(
  db: Queryable,
  env: PayEnv,
  settings: CollectionSettings,
  lines: readonly StatementLineRow[],
): Promise<number> {
  const customers = await customersOfLines(db, env.tenantId, lines);
  const open = new Map(
    [...(await openInvoicesOfCustomers(db, env.tenantId, [...new Set(customers.values())], true))].map(([customerId, rows]) => [
      customerId,
      rows.map((i) => ({ id: i.id, balance: BigInt(balanceOf(i)) })),
    ]),
  );
  const tolerance = BigInt(settings.transferFeeTolerance);
  const plans: Array<{ line: StatementLineRow; plan: LinePlan }> = [];
  for (const line of lines) {
    const customerId = customers.get(line.id);
    if (!customerId) continue;
    const invoices = open.get(customerId) ?? [];
    const plan = matchDeposit({ amount: BigInt(line.amount), invoices, tolerance });
    // What this line pays is no longer open for the next line of the same customer.
    for (const a of plan.allocations) {
      const invoice = invoices.find((i) => i.id === a.invoiceId)!;
      invoice.balance -= a.amount + a.fee;
    }
    plans.push({ line, plan: { customerId, ...plan, feeTreatment: settings.transferFeeTreatment } });
  }
  await applyLines(db, env, plans);
  return plans.length;
}

/** Lines per batch: inserted, matched and applied together, so memory stays flat however long the file. */
const LINES_PER_BATCH = 2000;

/** Imports a statement; recorded on the tenant's audit chain whoever calls (the CLI's scope names no tenant: docs/records.md). */
export function importStatement(ctx: ServiceCtx, input: ImportInput): Promise<StatementSummary> {
  return withAuditTenant(ctx.caller.tenantId, () => importDeposits(ctx, input));
}

async function importDeposits(ctx: ServiceCtx, input: ImportInput): Promise<StatementSummary> {
  const { deposits, cancellations } = fileOf(input);
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
  let fresh = 0;
  for (let i = 0; i < deposits.length; i += LINES_PER_BATCH) {
    const lines = await insertLines(
      ctx.db,
      deposits.slice(i, i + LINES_PER_BATCH).map((d) => ({
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
    await autoMatch(ctx.db, env, settings, lines);
  }
  // After every deposit of the file: a cancellation may undo a deposit of this file as well as an earlier one.
  const cancelled = await cancelTransfers(ctx.db, env, cancellations);
  if (cancelled > 0) await setStatementCancellations(ctx.db, tenantId, statement.id, cancelled);
  await setStatementNewLines(ctx.db, tenantId, statement.id, fresh);
  return (await statementSummary(ctx.db, tenantId, statement.id))!;
}
