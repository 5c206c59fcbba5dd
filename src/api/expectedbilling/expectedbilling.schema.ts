import { DateTimeOutput, Type, type Static, Named } from '../schema';
import { billingItemFields, TaxByRate } from '../billing/billing.schema';

/** An expected billing: what a billing would be, without ids (docs/api.md). */
export const ExpectedBillingItem = Named('ExpectedBillingItem', billingItemFields);

export const ExpectedBilling = Named('ExpectedBilling', {
  billingDate: DateTimeOutput,
  dueDate: DateTimeOutput,
  paymentMethodId: Type.String(),
  subtotal: Type.String(),
  totalTaxAmount: Type.String(),
  total: Type.String(),
  taxes: Type.Array(TaxByRate),
  items: Type.Array(ExpectedBillingItem),
});
export type ExpectedBilling = Static<typeof ExpectedBilling>;
