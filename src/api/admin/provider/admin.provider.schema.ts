import { DateTimeOutput, Id, NameText, Text, Type, Named } from '../../schema';
import { issuerSettings, TaxRounding } from '../../provider/provider.schema';
import { INVOICE_NUMBER_PREFIX, ISSUER_TEXT_LIMITS, REGISTRATION_NUMBER } from '../../../services/platform';

/** A provider as the operator sees it (docs/console.md "Providers"): both environments share it. */
export const AdminProvider = Named(
  'AdminProvider',
  {
    id: { ...Id, description: "the provider's id" },
    name: Type.String({ description: "the provider's name" }),
    emailAddress: Type.String({ description: 'contact e-mail address' }),
    phoneNumber: Type.String({ description: 'phone number (also printed on invoices as the issuer’s)' }),
    representativeName: Named(
      'AdminRepresentativeName',
      { lastName: Type.String({ description: 'last name' }), firstName: Type.String({ description: 'first name' }) },
      'the representative',
    ),
    address: Type.String({ description: 'postal address (also printed on invoices as the issuer’s)' }),
    settings: Named(
      'AdminProviderSettings',
      {
        taxRounding: TaxRounding,
        rateLimitPerMinute: Type.Integer({
          description: 'requests per minute per environment; 0 = the server default (RATE_LIMIT_PER_MINUTE)',
        }),
        invoiceNumberPrefix: Type.String({ description: 'prefix of invoice numbers ("" = none)' }),
        billRunHourJst: Type.Integer({ description: 'the hour (0..23, JST) of the daily bill run' }),
        registrationNumber: issuerSettings.registrationNumber,
        legalName: issuerSettings.legalName,
        bankAccount: issuerSettings.bankAccount,
        invoiceNote: issuerSettings.invoiceNote,
      },
      "the provider's settings (docs/invoices.md for the issuer settings)",
    ),
    createTime: { ...DateTimeOutput, description: 'when the provider was created' },
    updateTime: { ...DateTimeOutput, description: 'when the provider was last changed' },
  },
  'A provider with its settings.',
);

const optional = <T extends Parameters<typeof Type.Optional>[0]>(s: T) => Type.Optional(s);

/** The settings a create or update may give; each one given is set. */
export const ProviderSettingsInput = Named(
  'ProviderSettingsInput',
  {
    taxRounding: optional({ ...TaxRounding, description: 'how consumption tax is rounded' }),
    rateLimitPerMinute: optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: '0 = the server default' })),
    invoiceNumberPrefix: optional(
      Type.String({ pattern: INVOICE_NUMBER_PREFIX.source, description: 'up to 20 of [A-Za-z0-9_-]; "" removes it' }),
    ),
    billRunHourJst: optional(Type.Integer({ minimum: 0, maximum: 23, description: 'the hour (JST) of the daily bill run' })),
    registrationNumber: optional(Type.String({ pattern: REGISTRATION_NUMBER.source, description: '"T" + 13 digits; "" removes it' })),
    legalName: optional(Text(ISSUER_TEXT_LIMITS.legalName, 'the issuer name on invoices')),
    bankAccount: optional(Text(ISSUER_TEXT_LIMITS.bankAccount, 'where to pay, printed on invoices')),
    invoiceNote: optional(Text(ISSUER_TEXT_LIMITS.invoiceNote, 'a note printed on invoices')),
  },
  'settings to change',
);

/** The provider fields a create or update may give. */
export const providerFieldsInput = {
  emailAddress: optional(Text(254, 'contact e-mail address')),
  phoneNumber: optional(Text(ISSUER_TEXT_LIMITS.phoneNumber, 'phone number')),
  address: optional(Text(ISSUER_TEXT_LIMITS.address, 'postal address')),
  representativeName: optional(
    Named(
      'RepresentativeNameInput',
      { lastName: optional(Text(100, 'last name')), firstName: optional(Text(100, 'first name')) },
      'the representative',
    ),
  ),
  settings: optional(ProviderSettingsInput),
};

export const providerName = (description: string) => ({ ...NameText(200), description });
