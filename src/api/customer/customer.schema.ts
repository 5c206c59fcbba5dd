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

export const AccountTypeEnum = Enum(['ACCOUNT_TYPE_UNSPECIFIED', 'ACCOUNT_TYPE_ORDINARY', 'ACCOUNT_TYPE_CURRENT']);

/** A customer's 口座振替 account (docs/collections.md "Direct debit"); every field "" when there is none. */
export const DirectDebitMandate = Named('DirectDebitMandate', {
  bankCode: Type.String({ description: '金融機関コード, 4 digits' }),
  branchCode: Type.String({ description: '支店コード, 3 digits' }),
  accountType: AccountTypeEnum,
  accountNumber: Type.String({ description: '口座番号, 7 digits' }),
  holderName: Type.String({ description: '預金者名, half-width kana as the bank holds it' }),
  customerNumber: Type.String({ description: '顧客番号 written in the request file, up to 20 half-width characters' }),
});
export type DirectDebitMandate = Static<typeof DirectDebitMandate>;

/** The mandate in a request: all fields given; every field "" removes the mandate. */
export const DirectDebitMandateIn = Message(
  {
    bankCode: Type.String({ pattern: '^([0-9]{4})?$', description: '4 digits ("" with every other field "" removes the mandate)' }),
    branchCode: Type.String({ pattern: '^([0-9]{3})?$' }),
    accountType: AccountTypeEnum,
    accountNumber: Type.String({ pattern: '^([0-9]{7})?$' }),
    holderName: Type.String({ maxLength: 30, pattern: NO_NUL }),
    customerNumber: Type.String({ maxLength: 20, pattern: NO_NUL }),
  },
  undefined,
  'DirectDebitMandateInput',
);
export type DirectDebitMandateIn = Static<typeof DirectDebitMandateIn>;

/** Collection fields of a customer request (docs/collections.md "Customers"). */
export const collectionFieldsIn = {
  payerNames: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 48, pattern: NO_NUL }), {
      maxItems: 10,
      description: '振込依頼人名 its transfers arrive under (half-width kana as the bank shows them)',
    }),
  ),
  virtualAccountNumber: Type.Optional(
    Type.String({ pattern: '^([0-9]{7})?$', description: 'its virtual account number (7 digits, unique per tenant); "" = none' }),
  ),
  directDebitMandate: Type.Optional(DirectDebitMandateIn),
};

export const Customer = Named('Customer', {
  id: Type.String(),
  optionalId: Type.String(),
  name: Type.String(),
  crmAccountId: Type.String(),
  billingProfile: BillingProfile,
  payerNames: Type.Array(Type.String()),
  virtualAccountNumber: Type.String(),
  directDebitMandate: DirectDebitMandate,
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
