import { Type, type Static, Named } from '../schema';

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

export const Customer = Named('Customer', {
  id: Type.String(),
  optionalId: Type.String(),
  name: Type.String(),
  crmAccountId: Type.String(),
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
