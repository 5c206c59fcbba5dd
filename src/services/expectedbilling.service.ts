/**
 * Expected billings (DESIGN §7.8): the bill run's computation for billing dates after today,
 * grouped as billings would be; nothing is written. The what-ifs apply the change to an in-memory
 * copy (domain: projectChangeQuantity, projectRenewalWithQuantityChange).
 */
import {
  jstDateOfInstant, projectChangeQuantity, projectExpectedBillings, projectRenewalWithQuantityChange,
  type BillingDraft, type LocalDate, type Rate, type Result,
} from '../domain';
import { ApiError, failedPrecondition } from '../api/errors';
import { liveLinesOfContracts } from '../db/repos/billing.repo';
import type { ContractRow } from '../db/repos/contract.repo';
import { usageOfContracts } from '../db/repos/usage.repo';
import type { ServiceCtx } from './context';
import { taxRoundingOf, toExisting, toUsage } from './billrun.engine';
import { resolveContract } from './billing.service';

type Ref = { id?: string; optionalId?: string };

async function projectionInput(ctx: ServiceCtx, contract: ContractRow) {
  const { tenantId } = ctx.caller;
  return {
    contract: contract.doc,
    today: jstDateOfInstant(ctx.caller.now.getTime()),
    usage: (await usageOfContracts(ctx.db, tenantId, [contract.id])).map(toUsage),
    existing: (await liveLinesOfContracts(ctx.db, tenantId, [contract.id])).map(toExisting),
    taxRounding: taxRoundingOf(ctx.caller.taxRounding),
  };
}

function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  if (r.code === 'FAILED_PRECONDITION') throw failedPrecondition(r.reason);
  throw new ApiError(r.code, r.reason, r.field ? { fieldViolations: [{ field: r.field, description: r.reason }] } : {});
}

export async function listExpectedBillings(ctx: ServiceCtx, ref: Ref, fields: readonly [string, string]): Promise<BillingDraft[]> {
  const contract = await resolveContract(ctx, ref, fields);
  return projectExpectedBillings(await projectionInput(ctx, contract));
}

export async function expectChangeQuantity(ctx: ServiceCtx, input: {
  contract: Ref; chargeItemId: string; quantity: string; effectiveDate: LocalDate; changeRate: Rate;
}): Promise<BillingDraft | null> {
  const contract = await resolveContract(ctx, input.contract, ['contractId', 'contractOptionalId']);
  const base = await projectionInput(ctx, contract);
  return unwrap(projectChangeQuantity({ ...base, chargeItemId: input.chargeItemId, quantity: input.quantity, effectiveDate: input.effectiveDate, changeRate: input.changeRate }));
}

export async function expectRenewalWithQuantityChange(ctx: ServiceCtx, input: {
  contract: Ref; itemId: string; chargeItems: Array<{ chargeItemId: string; quantity: string }>;
}): Promise<BillingDraft[]> {
  const contract = await resolveContract(ctx, input.contract, ['contractId', 'contractOptionalId']);
  if (contract.is_draft) throw failedPrecondition('a draft contract has no expected billings');
  const base = await projectionInput(ctx, contract);
  return unwrap(projectRenewalWithQuantityChange({ ...base, itemId: input.itemId, chargeItems: input.chargeItems }));
}
