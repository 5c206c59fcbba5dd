/**
 * /v1/billing/create (docs/billing-lifecycle.md "Where billings come from"; docs/api.md): bills each given contract's *next* billing date now, even
 * if that date is still ahead. The billing keeps its nominal billing date; its issue date is today.
 * All given contracts are billed in the request's transaction (all or nothing).
 */
import { failedPrecondition, invalidArgument } from '../../lib/errors';
import { listTenantSettings } from '../../db/repos/billrun.repo';
import type { ServiceCtx } from '../context';
import { taxRoundingOf, todayOf } from '../kernel';
import { billContractsInTx } from '../billrun';
import { findContract } from '../contract';
import type { BillingView } from './view';

export async function createBillings(
  ctx: ServiceCtx,
  input: { contractIds: string[]; contractOptionalIds: string[]; holdInvoiceCreation: boolean },
): Promise<BillingView[]> {
  if (input.contractIds.length + input.contractOptionalIds.length === 0) {
    throw invalidArgument('contractIds or contractOptionalIds is required', [
      { field: 'contractIds', description: 'give at least one contract' },
    ]);
  }
  const ids = new Set<string>();
  for (const id of input.contractIds) ids.add((await findContract(ctx, { id, fields: ['contractIds', 'contractOptionalIds'] })).id);
  for (const optionalId of input.contractOptionalIds)
    ids.add((await findContract(ctx, { optionalId, fields: ['contractIds', 'contractOptionalIds'] })).id);
  const today = todayOf(ctx);
  const tenant = (await listTenantSettings(ctx.db, { tenantId: ctx.caller.tenantId }))[0];
  const settings = {
    tenantId: ctx.caller.tenantId,
    taxRounding: taxRoundingOf(ctx.caller.taxRounding),
    invoiceNumberPrefix: tenant?.invoice_number_prefix ?? '',
  };
  const out = await billContractsInTx(ctx.db, [...ids].sort(), {
    settings,
    asOf: today,
    issueDate: today,
    mode: { kind: 'early', hold: input.holdInvoiceCreation },
    runId: null,
    now: ctx.caller.now,
    present: ctx.ports.present,
  });
  if (out.counts.contracts < ids.size) throw failedPrecondition('a draft contract has no billings; confirm it first', 'DRAFT_CONTRACT');
  const parked = out.parked[0];
  if (parked) throw failedPrecondition(`contract ${parked.contractId} was not billed: ${parked.reason}`, 'SAFETY_BOUND');
  return out.created;
}
