import { Enum, Message, Type, type Static, Named } from '../schema';

export const TaxRounding = Enum(['ROUNDING_UNSPECIFIED', 'ROUNDING_ROUND_DOWN', 'ROUNDING_ROUND_UP', 'ROUNDING_ROUND_HALF_UP']);
export type TaxRounding = Static<typeof TaxRounding>;

/** The invoice issuer settings (docs/invoices.md "Issuer settings"), as the billings' issuer block takes them. */
export const issuerSettings = {
  registrationNumber: Type.String({ description: 'qualified invoice issuer registration number, "T" + 13 digits ("" = not registered)' }),
  legalName: Type.String({ description: 'the issuer name on invoices ("" = the provider name)' }),
  address: Type.String({ description: "the issuer address on invoices (the provider's address)" }),
  phoneNumber: Type.String({ description: "the issuer phone number on invoices (the provider's phone number)" }),
  bankAccount: Type.String({ description: 'where to pay, printed on invoices' }),
  invoiceNote: Type.String({ description: 'a note printed on invoices' }),
};

export const Provider = Named('Provider', {
  id: Type.String(),
  name: Type.String(),
  emailAddress: Type.String(),
  phoneNumber: Type.String(),
  representativeName: Message({ lastName: Type.String(), firstName: Type.String() }),
  address: Type.String(),
  environment: Enum(['ENVIRONMENT_UNSPECIFIED', 'ENVIRONMENT_SANDBOX', 'ENVIRONMENT_PRODUCTION']),
  settings: Message({
    taxRounding: TaxRounding,
    rateLimitPerMinute: Type.Integer({ description: '0 = the server default (RATE_LIMIT_PER_MINUTE)' }),
    invoiceNumberPrefix: Type.String(),
    billRunHourJst: Type.Integer(),
    ...issuerSettings,
  }),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type Provider = Static<typeof Provider>;
