/** Reading amendments, and cancelamendment (the latest live amendment only; docs/contracts.md). */
import { failedPrecondition, notFound } from '../../lib/errors';
import { canCancelAmendment } from '../../domain/contract/timeline';
import { getContractVersionDoc, saveVersion } from '../../db/repos/contract.repo';
import {
  listAmendments as listRows,
  getAmendment,
  listLiveAmendmentIds,
  markAmendmentCanceled,
  type AmendmentPage,
  type AmendmentRow,
} from '../../db/repos/amendment.repo';
import { emit } from '../events';
import type { ServiceCtx } from '../context';
import type { AmendmentResult } from './amend';
import { findAndLock, findContract, headOf, recordOf, refusalError, todayOf, withContractUnique, type ContractRef } from './store';
import { storedUsageOverLimit } from './usagelimit';

export async function listAmendments(ctx: ServiceCtx, contract: ContractRef | null, page: AmendmentPage): Promise<AmendmentRow[]> {
  const contractId = contract ? (await findContract(ctx, contract)).id : null;
  return listRows(ctx.db, ctx.caller.tenantId, contractId, page);
}

/**
 * The contract returns to the snapshot before the amendment, stored as a new version (recorded
 * against the cancelled amendment); the amendment is marked canceled with the memo.
 */
export async function cancelAmendment(ctx: ServiceCtx, input: { id: string; memo?: string | undefined }): Promise<AmendmentResult> {
  const tenantId = ctx.caller.tenantId;
  const found = await getAmendment(ctx.db, tenantId, input.id);
  if (!found) throw notFound('amendment');
  const row = await findAndLock(ctx, { id: found.contract_id });
  const live = await listLiveAmendmentIds(ctx.db, tenantId, row.id);
  const check = canCancelAmendment({ liveAmendmentIds: live, amendmentId: found.id });
  if (!check.ok) throw refusalError(check);
  const before = await getContractVersionDoc(ctx.db, tenantId, row.id, found.version - 1);
  if (!before) throw notFound('contract version before the amendment');
  // The payment method is not part of the amendment history (updatepaymentmethod changes it in place).
  const restored = { ...before, paymentMethodId: row.doc.paymentMethodId };
  // The earlier price back in force over the usage recorded since (docs/errors.md "Limits").
  const usageCharges = restored.items.flatMap((i) => i.chargeItems).map((c) => c.id);
  const over = await storedUsageOverLimit(ctx, restored, usageCharges, todayOf(ctx));
  if (over) throw failedPrecondition(`the amendment cannot be cancelled: ${over.message}`);
  const version = row.version + 1;
  const head = headOf(restored, { optionalId: row.optional_id, knownOn: todayOf(ctx), confirmTime: row.confirm_time });
  const saved = await withContractUnique(() => saveVersion(ctx.db, tenantId, version, restored, head, found.id));
  const amendment = await markAmendmentCanceled(ctx.db, tenantId, found.id, input.memo ?? '');
  await emit(ctx, 'amendment.canceled', ctx.ports.present.amendment(amendment), { canceled: false, cancelMemo: found.cancel_memo });
  return { record: await recordOf(ctx, saved), amendment };
}
