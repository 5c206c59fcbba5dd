/**
 * A customer's billing profile (docs/invoices.md "The billing profile"): how its billings are invoiced
 * (per billing, or at a monthly closing day), how due dates move off holidays, how and to whom invoices
 * are sent. Given on create and changed on update field by field.
 */
import type { BillingProfile } from '../../domain';
import type { Queryable } from '../../db/db';
import { staffIdsOfCustomer } from '../../db/repos/customerstaff.repo';
import type { CustomerTable } from '../../db/schema/customers';
import type { Updateable } from 'kysely';
import { invalidField } from '../../lib/errors';

export type ProfilePatch = Partial<BillingProfile>;

/** The profile's columns to write; recipient staff must be staff of this customer. */
export async function profileColumns(
  db: Queryable,
  tenantId: string,
  customerId: string | null,
  patch: ProfilePatch | undefined,
): Promise<Updateable<CustomerTable>> {
  if (!patch) return {};
  if (patch.recipientStaffIds && patch.recipientStaffIds.length > 0) {
    const known = new Set(customerId ? await staffIdsOfCustomer(db, tenantId, customerId, patch.recipientStaffIds) : []);
    const unknown = patch.recipientStaffIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw invalidField('billingProfile.recipientStaffIds', `${unknown} is not a staff member of this customer`);
  }
  return {
    ...(patch.invoicing !== undefined ? { invoicing: patch.invoicing } : {}),
    ...(patch.closingDay !== undefined ? { closing_day: patch.closingDay } : {}),
    ...(patch.holidayRule !== undefined ? { holiday_rule: patch.holidayRule } : {}),
    ...(patch.sendMethod !== undefined ? { send_method: patch.sendMethod } : {}),
    ...(patch.recipientStaffIds !== undefined ? { recipient_staff_ids: [...new Set(patch.recipientStaffIds)] } : {}),
  };
}
