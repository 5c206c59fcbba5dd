/**
 * Status changes of billings (docs/billing-lifecycle.md "Statuses"): batchupdatestatuses and invalidate. Every transition is
 * decided by the domain's transitionBilling; a refused row is a per-row error, the others apply.
 */
import { transitionBilling, type BillingStatus } from '../../domain';
import { ApiError, Code, failedPrecondition, invalidArgument, notFound } from '../../lib/errors';
import {
  fixBillingIssuer,
  getBilling,
  lockBillings,
  lockBillingsByStatus,
  releaseLines,
  setBillingStatus,
  type BillingRow,
} from '../../db/repos/billing.repo';
import { hasPayments } from '../../db/repos/payment.repo';
import { isUuid } from '../../lib/ids';
import type { BillingView } from './view';
import type { ServiceCtx } from '../context';
import { viewsOf } from './view';
import { emit, recordEvents, statusChangedEvents } from '../events';
import { invoiceAfterStatusChange, voidInvoice } from '../invoice';

export interface BatchRowError {
  index: number;
  id: string;
  code: number;
  message: string;
}

export interface BatchResult {
  summary: { total: number; succeeded: number; failed: number };
  errors: BatchRowError[];
}

/** At most this many billings are changed by one byCondition request. */
export const MAX_BY_CONDITION = 10_000;

export type StatusTarget = 'UNBILLED' | 'INVOICE_CREATED' | 'POSTED';

export async function batchUpdateStatuses(
  ctx: ServiceCtx,
  input: { ids?: string[]; statuses?: string[]; status: StatusTarget },
): Promise<BatchResult> {
  const { tenantId } = ctx.caller;
  let targets: Array<{ id: string; row: BillingRow | undefined }>;
  if (input.ids) {
    const rows = await lockBillings(ctx.db, tenantId, input.ids.filter(isUuid));
    const byId = new Map(rows.map((r) => [r.id, r]));
    targets = input.ids.map((id) => ({ id, row: byId.get(id) }));
  } else {
    const rows = await lockBillingsByStatus(ctx.db, tenantId, input.statuses ?? [], MAX_BY_CONDITION);
    targets = rows.map((row) => ({ id: row.id, row }));
  }
  const errors: BatchRowError[] = [];
  const issued: string[] = [];
  const before = new Map(targets.flatMap((t) => (t.row ? [[t.row.id, t.row.status] as const] : [])));
  for (const [index, t] of targets.entries()) {
    if (!t.row) {
      errors.push({ index, id: t.id, code: Code.NOT_FOUND, message: 'billing not found' });
      continue;
    }
    const next = transitionBilling({ from: t.row.status as BillingStatus, event: { type: 'setStatus', to: input.status } });
    if (!next.ok) {
      errors.push({ index, id: t.id, code: Code[next.code], message: next.reason });
      continue;
    }
    await setBillingStatus(ctx.db, tenantId, t.row.id, next.value.status);
    if (t.row.status !== 'INVOICE_CREATED' && input.status !== 'UNBILLED') issued.push(t.row.id);
    t.row.status = next.value.status;
  }
  // Issuing (to INVOICE_CREATED, or straight to POSTED) fixes the issuer block (docs/invoices.md).
  await fixBillingIssuer(ctx.db, tenantId, issued);
  const moved = targets.flatMap((t) => (t.row && t.row.status !== before.get(t.row.id) ? [t.row] : []));
  await invoiceAfterStatusChange(ctx, moved);
  if (moved.length > 0) {
    await recordEvents(
      ctx.db,
      tenantId,
      ctx.caller.now,
      statusChangedEvents(
        ctx.ports.present,
        await viewsOf(
          ctx,
          await lockBillings(
            ctx.db,
            tenantId,
            moved.map((r) => r.id),
          ),
        ),
        before,
      ),
    );
  }
  return { summary: { total: targets.length, succeeded: targets.length - errors.length, failed: errors.length }, errors };
}

/** Validates the selection of batchupdatestatuses: exactly one of byIds / byCondition. */
export function checkSelection(input: { byIds?: { ids: string[] }; byCondition?: { anyItemHasStatusIn: { statuses: string[] } } }): void {
  if (input.byIds && input.byCondition)
    throw invalidArgument('give byIds or byCondition, not both', [
      { field: 'byCondition', description: 'not allowed together with byIds' },
    ]);
  if (!input.byIds && !input.byCondition)
    throw invalidArgument('byIds or byCondition is required', [{ field: 'byIds', description: 'required (or give byCondition)' }]);
}

/**
 * /v1/billing/invalidate: the billing becomes INVALIDATED and its lines bill again. A billing on an
 * invoice voids that invoice first (docs/invoices.md "Void and reissue"): its other billings wait for
 * the next closing.
 */
export async function invalidateBilling(ctx: ServiceCtx, id: string): Promise<BillingView> {
  const { tenantId } = ctx.caller;
  let [row] = isUuid(id) ? await lockBillings(ctx.db, tenantId, [id]) : [];
  if (!row) throw notFound('billing');
  if (row.invoice_id && !(await hasPayments(ctx.db, tenantId, row.id))) {
    await voidInvoice(ctx, row.invoice_id, `billing ${row.id} invalidated`);
    row = (await getBilling(ctx.db, tenantId, row.id))!;
  }
  const next = transitionBilling({
    from: row.status as BillingStatus,
    event: { type: 'invalidate', hasPayments: await hasPayments(ctx.db, tenantId, row.id) },
  });
  if (!next.ok) throw next.code === 'FAILED_PRECONDITION' ? failedPrecondition(next.reason) : new ApiError(next.code, next.reason);
  await setBillingStatus(ctx.db, tenantId, row.id, next.value.status);
  await releaseLines(ctx.db, tenantId, row.id);
  const view = (await viewsOf(ctx, [(await getBilling(ctx.db, tenantId, row.id))!]))[0]!;
  await emit(ctx, 'billing.invalidated', ctx.ports.present.billing(view), { status: `STATUS_${row.status}` });
  return view;
}
