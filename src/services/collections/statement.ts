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
  importedKeys,
  insertLines,
  insertStatement,
  setLineStates,
  setStatementCounts,
  statementSummary,
  type StatementLineRow,
  type StatementSummary,
} from '../../db/repos/collections.repo';
import { customersOfLines, openInvoicesOfCustomers } from '../../db/repos/collections.match.repo';
import type { Queryable } from '../../db/db';
import type { InvoiceRow } from '../../db/repos/invoice.repo';
import { invalidArgument } from '../../lib/errors';
import { withAuditTenant } from '../../lib/audit-scope';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { balanceOf, payEnvOf, type PayEnv } from '../payment';
import { applyPlans, type PlannedLine } from './apply';
import { cancelTransfers } from './cancel';
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

/** A line to import, before it is written (its state is decided before the INSERT). */
type NewLine = Omit<StatementLineRow, 'create_time' | 'update_time'>;

/** Where new lines' money may go: each line's customer (line id → customer id), those customers' open invoices, locked. */
interface Candidates {
  customers: Map<string, string>;
  open: Map<string, InvoiceRow[]>;
}

/**
 * The customers of the lines in one statement (by virtual account or normalised payer name, through
 * indexes), those customers' open invoices, locked, in another.
 */
async function candidatesOf(db: Queryable, tenantId: string, lines: readonly NewLine[]): Promise<Candidates> {
  const customers = await customersOfLines(db, tenantId, lines);
  return { customers, open: await openInvoicesOfCustomers(db, tenantId, [...new Set(customers.values())], true) };
}

/**
 * The domain's rules over the lines, in file order, in memory: a later line of a customer sees what
 * the earlier ones paid. Lines without a customer have no plan (they stay unmatched).
 */
function planLines(lines: readonly NewLine[], candidates: Candidates, settings: CollectionSettings): PlannedLine[] {
  const tolerance = BigInt(settings.transferFeeTolerance);
  const balances = new Map<string, Array<{ id: string; balance: bigint }>>();
  const plans: PlannedLine[] = [];
  for (const line of lines) {
    const customerId = candidates.customers.get(line.id);
    if (!customerId) continue;
    let invoices = balances.get(customerId);
    if (!invoices)
      balances.set(
        customerId,
        (invoices = (candidates.open.get(customerId) ?? []).map((i) => ({ id: i.id, balance: BigInt(balanceOf(i)) }))),
      );
    const plan = matchDeposit({ amount: BigInt(line.amount), invoices, tolerance });
    // What this line pays is no longer open for the next line of the same customer.
    for (const a of plan.allocations) {
      const invoice = invoices.find((i) => i.id === a.invoiceId)!;
      invoice.balance -= a.amount + a.fee;
    }
    plans.push({ line, plan: { customerId, ...plan, feeTreatment: settings.transferFeeTreatment } });
  }
  return plans;
}

/** The lines not imported before — by an earlier file or batch, or earlier in this batch — in file order. */
async function unseenLines(db: Queryable, tenantId: string, lines: readonly NewLine[]): Promise<NewLine[]> {
  const imported = await importedKeys(db, tenantId, lines);
  const keys = new Set<string>();
  return lines
    .filter((l, i) => {
      const key = `${l.bank_code}\0${l.branch_code}\0${l.account_number}\0${l.value_date}\0${l.inquiry_number}`;
      if (imported.has(i) || keys.has(key)) return false;
      keys.add(key);
      return true;
    })
    .sort((a, b) => a.record_no - b.record_no);
}

/**
 * Imports new lines (docs/collections.md "Performance"): their customers and those customers' open
 * invoices, locked; the rules in memory; the lines inserted once, already in their final state
 * (MATCHED with customer and rule, or UNMATCHED); then one application of every plan on the one
 * payment path, with the invoices already locked. A line a concurrent import inserted since it was
 * looked up is skipped by the INSERT: the rest are planned again without it (from the same locked
 * invoices), and a line whose rule changes by that is written again. Returns how many lines were new.
 */
async function importLines(db: Queryable, env: PayEnv, settings: CollectionSettings, lines: readonly NewLine[]): Promise<number> {
  if (lines.length === 0) return 0;
  const candidates = await candidatesOf(db, env.tenantId, lines);
  let plans = planLines(lines, candidates, settings);
  const planOf = new Map(plans.map((p) => [p.line.id, p.plan]));
  const inserted = await insertLines(
    db,
    lines.map((l) => {
      const plan = planOf.get(l.id);
      return plan ? { ...l, status: 'MATCHED', customer_id: plan.customerId, rule: plan.rule } : l;
    }),
  );
  if (inserted.size < lines.length) {
    plans = planLines(
      lines.filter((l) => inserted.has(l.id)),
      candidates,
      settings,
    );
    const moved = plans.filter((p) => planOf.get(p.line.id)!.rule !== p.plan.rule);
    await setLineStates(
      db,
      env.tenantId,
      moved.map(({ line, plan }) => ({ id: line.id, status: 'MATCHED', customer_id: plan.customerId, rule: plan.rule })),
    );
  }
  const locked = new Map([...candidates.open.values()].flat().map((i) => [i.id, i]));
  await applyPlans(db, env, plans, locked);
  return inserted.size;
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
    const lines = deposits.slice(i, i + LINES_PER_BATCH).map((d): NewLine => ({
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
      rule: '',
    }));
    fresh += await importLines(ctx.db, env, settings, await unseenLines(ctx.db, tenantId, lines));
  }
  // After every deposit of the file: a cancellation may undo a deposit of this file as well as an earlier one.
  const cancelled = await cancelTransfers(ctx.db, env, cancellations);
  await setStatementCounts(ctx.db, tenantId, statement.id, { newLines: fresh, cancellations: cancelled });
  return (await statementSummary(ctx.db, tenantId, statement.id))!;
}
