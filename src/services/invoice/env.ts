/** The issuing environment of a caller or a daily job: the tenant's rounding and prefix, its clock, the presenters. */
import { taxRoundingOf, type EventPresenters } from '../kernel';
import type { ServiceCtx } from '../context';
import { listTenantSettings } from '../../db/repos/billrun.repo';
import type { IssueEnv } from './issue';

export async function issueEnvOf(ctx: ServiceCtx): Promise<IssueEnv> {
  const tenant = (await listTenantSettings(ctx.db, { tenantId: ctx.caller.tenantId }))[0];
  return {
    tenantId: ctx.caller.tenantId,
    taxRounding: taxRoundingOf(ctx.caller.taxRounding),
    invoiceNumberPrefix: tenant?.invoice_number_prefix ?? '',
    now: ctx.caller.now,
    present: ctx.ports.present,
  };
}

export function jobIssueEnv(
  tenant: { tenant_id: string; tax_rounding: string; invoice_number_prefix: string },
  now: Date,
  present: EventPresenters,
): IssueEnv {
  return {
    tenantId: tenant.tenant_id,
    taxRounding: taxRoundingOf(tenant.tax_rounding),
    invoiceNumberPrefix: tenant.invoice_number_prefix,
    now,
    present,
  };
}
