/**
 * The unmatched queue and its hand work (docs/collections.md "The unmatched queue"): match a line to
 * invoices by hand, unmatch a line (its applications reversed exactly), ignore a line (not a
 * customer's payment: a refund, interest, a transfer between own accounts).
 */
import { dec } from '../../domain';
import {
  activeApplications,
  getStatement,
  listLines,
  listStatements,
  lockLine,
  customersOfLines,
  openInvoicesOfCustomers,
  setLineStates,
  statementSummary,
  type ApplicationRow,
  type StatementLineRow,
  type StatementSummary,
} from '../../db/repos/collections.repo';
import { getInvoice, type InvoiceRow } from '../../db/repos/invoice.repo';
import { failedPrecondition, invalidField, notFound } from '../../lib/errors';
import type { ServiceCtx } from '../context';
import { balanceOf, payEnvOf } from '../payment';
import { applyLines, reverseLine, type LinePlan } from './apply';
import { loadCollectionSettings } from './settings';

async function lineOf(ctx: ServiceCtx, id: string): Promise<StatementLineRow> {
  const line = await lockLine(ctx.db, ctx.caller.tenantId, id);
  if (!line) throw notFound('bank statement line');
  return line;
}

export interface ManualAllocation {
  invoiceId: string;
  /** Whole yen of the deposit. */
  amount: string;
}

/** Applies an unmatched line as the operator says; what the allocations leave becomes the customer's credit. */
export async function matchLine(ctx: ServiceCtx, lineId: string, allocations: readonly ManualAllocation[]): Promise<StatementLineRow> {
  const line = await lineOf(ctx, lineId);
  if (line.status !== 'UNMATCHED') throw failedPrecondition(`the line is ${line.status}, not in the unmatched queue`, 'LINE_NOT_UNMATCHED');
  const invoices: InvoiceRow[] = [];
  for (const [i, a] of allocations.entries()) {
    const invoice = await getInvoice(ctx.db, ctx.caller.tenantId, a.invoiceId);
    if (!invoice) throw notFound('invoice');
    if (invoices[0] && invoice.customer_id !== invoices[0].customer_id)
      throw invalidField(`allocations[${i}].invoiceId`, 'all invoices of one line must be of one customer');
    if (!/^[1-9][0-9]*$/.test(a.amount)) throw invalidField(`allocations[${i}].amount`, 'must be whole yen above zero');
    invoices.push(invoice);
  }
  const total = allocations.reduce((s, a) => s + BigInt(a.amount), 0n);
  if (total > BigInt(line.amount)) throw invalidField('allocations', `they add up to ${total}, more than the line's ${line.amount}`);
  const customerId = invoices[0]?.customer_id;
  if (!customerId) throw invalidField('allocations', 'name at least one invoice');
  const settings = await loadCollectionSettings(ctx.db, ctx.caller.tenantId);
  const plan: LinePlan = {
    customerId,
    rule: 'MANUAL',
    allocations: allocations.map((a) => ({ invoiceId: a.invoiceId, amount: BigInt(a.amount), fee: 0n })),
    credit: BigInt(line.amount) - total,
    feeTreatment: settings.transferFeeTreatment,
  };
  const [matched] = await applyLines(ctx.db, payEnvOf(ctx), [{ line, plan }]);
  return matched!;
}

export async function unmatchLine(ctx: ServiceCtx, lineId: string): Promise<StatementLineRow> {
  const line = await lineOf(ctx, lineId);
  if (line.status !== 'MATCHED') throw failedPrecondition(`the line is ${line.status}, not matched`, 'LINE_NOT_MATCHED');
  return reverseLine(ctx.db, payEnvOf(ctx), line);
}

export async function ignoreLine(ctx: ServiceCtx, lineId: string): Promise<StatementLineRow> {
  const line = await lineOf(ctx, lineId);
  if (line.status !== 'UNMATCHED') throw failedPrecondition(`the line is ${line.status}, not in the unmatched queue`, 'LINE_NOT_UNMATCHED');
  const [ignored] = await setLineStates(ctx.db, ctx.caller.tenantId, [{ id: line.id, status: 'IGNORED', customer_id: null, rule: '' }]);
  return ignored!;
}

export async function listStatementLines(
  ctx: ServiceCtx,
  q: { statementId?: string; status?: string; after?: string; limit: number },
): Promise<StatementLineRow[]> {
  if (q.statementId && !(await getStatement(ctx.db, ctx.caller.tenantId, q.statementId))) throw notFound('bank statement');
  return listLines(ctx.db, ctx.caller.tenantId, q);
}

export async function getStatementSummary(ctx: ServiceCtx, id: string): Promise<StatementSummary> {
  const s = await statementSummary(ctx.db, ctx.caller.tenantId, id);
  if (!s) throw notFound('bank statement');
  return s;
}

export async function listStatementSummaries(ctx: ServiceCtx, after: string | undefined, limit: number): Promise<StatementSummary[]> {
  return listStatements(ctx.db, ctx.caller.tenantId, after, limit);
}

/**
 * Invoices an unmatched line may be for (docs/collections.md "Suggestions"): the open invoices of the
 * customer its account or payer name points to, the one whose balance is nearest the amount first.
 */
export async function suggestInvoices(ctx: ServiceCtx, lineId: string): Promise<InvoiceRow[]> {
  const line = await lockLine(ctx.db, ctx.caller.tenantId, lineId);
  if (!line) throw notFound('bank statement line');
  const customerId = line.customer_id ?? (await customersOfLines(ctx.db, ctx.caller.tenantId, [line])).get(line.id);
  if (!customerId) return [];
  const amount = dec(line.amount);
  return ((await openInvoicesOfCustomers(ctx.db, ctx.caller.tenantId, [customerId], false)).get(customerId) ?? [])
    .map((i) => ({ i, gap: dec(balanceOf(i)).minus(amount).abs() }))
    .sort((a, b) => a.gap.comparedTo(b.gap))
    .map((x) => x.i);
}

/** What these lines applied and still hold (for presenting them). */
export async function applicationsOfLines(ctx: ServiceCtx, lineIds: readonly string[]): Promise<ApplicationRow[]> {
  return activeApplications(ctx.db, ctx.caller.tenantId, lineIds);
}
