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
  getLine,
  setLineStates,
  statementSummary,
  type AppliedRow,
  type StatementLineRow,
  type StatementSummary,
} from '../../db/repos/collections.repo';
import {
  customersOfLines,
  customersWithPayerName,
  openInvoicesByBalance,
  openInvoicesOfCustomers,
} from '../../db/repos/collections.match.repo';
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

/** At most this many suggestions for a line. */
export const MAX_SUGGESTIONS = 50;

/**
 * Invoices a line may be for (docs/collections.md "The unmatched queue"): the open invoices of the
 * customer its account or payer name points to; when no one customer does, those of the customers
 * sharing its payer name and any open invoice the amount settles exactly or with a transfer fee
 * (balance from the amount to the amount + the tolerance, through an index). Nearest balance first.
 */
export async function suggestInvoices(ctx: ServiceCtx, lineId: string): Promise<InvoiceRow[]> {
  const tenantId = ctx.caller.tenantId;
  const line = await getLine(ctx.db, tenantId, lineId);
  if (!line) throw notFound('bank statement line');
  const amount = dec(line.amount);
  const customerId = line.customer_id ?? (await customersOfLines(ctx.db, tenantId, [line])).get(line.id);
  let candidates: InvoiceRow[];
  if (customerId) candidates = (await openInvoicesOfCustomers(ctx.db, tenantId, [customerId], false)).get(customerId) ?? [];
  else {
    const sharing = line.payer_normalized ? await customersWithPayerName(ctx.db, tenantId, line.payer_normalized, 10) : [];
    const { transferFeeTolerance } = await loadCollectionSettings(ctx.db, tenantId);
    const byAmount = await openInvoicesByBalance(
      ctx.db,
      tenantId,
      line.amount,
      amount.plus(dec(transferFeeTolerance)).toFixed(),
      MAX_SUGGESTIONS,
    );
    const byName = [...(await openInvoicesOfCustomers(ctx.db, tenantId, sharing, false)).values()].flat();
    candidates = [...new Map([...byName, ...byAmount].map((i) => [i.id, i])).values()];
  }
  return candidates
    .map((i) => ({ i, gap: dec(balanceOf(i)).minus(amount).abs() }))
    .sort((a, b) => a.gap.comparedTo(b.gap) || (a.i.due_date < b.i.due_date ? -1 : a.i.due_date > b.i.due_date ? 1 : 0))
    .slice(0, MAX_SUGGESTIONS)
    .map((x) => x.i);
}

/** What these lines applied and still hold (for presenting them). */
export async function applicationsOfLines(ctx: ServiceCtx, lineIds: readonly string[]): Promise<AppliedRow[]> {
  return activeApplications(ctx.db, ctx.caller.tenantId, lineIds);
}
