import { Enum, Id, Message, Type, type Static, Named } from '../schema';
import { MAX_CLOSING_DAY } from '../../domain';

/** A management id, or "" meaning none (so a fetched resource can be sent back as it is). */
export const OptionalManagementId = Type.String({
  pattern: '^[A-Za-z0-9_-]{0,64}$',
  description: 'management id (1..64 of [A-Za-z0-9_-]); "" = none',
});
/** An external CRM identifier: visible ASCII, up to 255; "" = none. */
export const CrmId = Type.String({
  pattern: '^[\\x21-\\x7e]{0,255}$',
  description: 'external CRM identifier (visible ASCII, ≤255); "" = none',
});
/** A CRM identifier to look up: as stored (visible ASCII), 1..255; anything else is a 400 before SQL. */
export const CrmIdLookup = Type.String({
  pattern: '^[\\x21-\\x7e]{1,255}$',
  description: 'external CRM identifier (visible ASCII, 1..255)',
});
/** Free text never holds NUL (PostgreSQL text cannot store it). */
export const NO_NUL = '^[^\\u0000]*$';
export const CustomerName = Type.String({ minLength: 1, maxLength: 255, pattern: NO_NUL });

export const InvoicingEnum = Enum(['INVOICING_UNSPECIFIED', 'INVOICING_PER_BILLING', 'INVOICING_MONTHLY_CLOSING']);
export const HolidayRuleEnum = Enum([
  'HOLIDAY_RULE_UNSPECIFIED',
  'HOLIDAY_RULE_NONE',
  'HOLIDAY_RULE_PREVIOUS_BUSINESS_DAY',
  'HOLIDAY_RULE_NEXT_BUSINESS_DAY',
]);
export const SendMethodEnum = Enum(['SEND_METHOD_UNSPECIFIED', 'SEND_METHOD_NONE', 'SEND_METHOD_EMAIL']);

/** How the customer's billings become invoices (docs/invoices.md "The billing profile"). */
export const BillingProfile = Named('BillingProfile', {
  invoicing: InvoicingEnum,
  closingDay: Type.Integer({ minimum: 0, maximum: MAX_CLOSING_DAY, description: 'monthly closing day 1..28; 0 = the month end' }),
  holidayRule: HolidayRuleEnum,
  sendMethod: SendMethodEnum,
  recipientStaffIds: Type.Array(Type.String()),
});
export type BillingProfile = Static<typeof BillingProfile>;

/** The profile in a request: every field optional (absent = default on create, unchanged on update). */
export const BillingProfileIn = Message(
  {
    invoicing: Type.Optional(InvoicingEnum),
    closingDay: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_CLOSING_DAY, description: 'monthly closing day 1..28; 0 = the month end' }),
    ),
    holidayRule: Type.Optional(HolidayRuleEnum),
    sendMethod: Type.Optional(SendMethodEnum),
    recipientStaffIds: Type.Optional(
      Type.Array(Id, { maxItems: 20, description: "staff of this customer who receive the invoices; [] = each contract's billing staff" }),
    ),
  },
  undefined,
  'BillingProfileInput',
);
export type BillingProfileIn = Static<typeof BillingProfileIn>;

export const Customer = Named('Customer', {
  id: Type.String(),
  optionalId: Type.String(),
  name: Type.String(),
  crmAccountId: Type.String(),
  billingProfile: BillingProfile,
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type Customer = Static<typeof Customer>;

export const LinkedCustomer = Named('LinkedCustomer', {
  customerId: Type.String(),
  gatewayCustomerId: Type.String(),
  createTime: Type.String(),
});
export type LinkedCustomer = Static<typeof LinkedCustomer>;

/** A gateway's customer id, e.g. Stripe's `cus_…`: visible ASCII, 1..255. */
export const GatewayCustomerId = Type.String({
  pattern: '^[\\x21-\\x7e]{1,255}$',
  description: "the gateway's customer id (visible ASCII, 1..255)",
});
