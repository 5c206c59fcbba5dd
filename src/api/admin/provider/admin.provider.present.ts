import type { Static } from 'typebox';
import type { ProviderRow } from '../../../db/repos/provider.repo';
import type { ProviderUpdateInput } from '../../../services/platform';
import { presentProvider } from '../../provider/provider.present';
import type { AdminProvider, ProviderSettingsInput, providerFieldsInput } from './admin.provider.schema';

/**
 * The /v1 provider without its environment (docs/console.md "Providers"); its settings leave out
 * address and phoneNumber, which the admin API shows (and takes) at the top level only.
 */
export function presentAdminProvider(p: ProviderRow): Static<typeof AdminProvider> {
  const { environment: _environment, settings, ...rest } = presentProvider(p, 'sandbox');
  const { address: _address, phoneNumber: _phoneNumber, ...adminSettings } = settings;
  return { ...rest, settings: adminSettings };
}

type FieldsIn = { name?: string } & { [K in keyof typeof providerFieldsInput]?: Static<(typeof providerFieldsInput)[K]> };

/** A create or update body as the provider service's input. */
export function providerUpdateIn(input: FieldsIn): ProviderUpdateInput {
  const s: Partial<Static<typeof ProviderSettingsInput>> = input.settings ?? {};
  const out: ProviderUpdateInput = {
    name: input.name,
    emailAddress: input.emailAddress,
    phoneNumber: input.phoneNumber,
    address: input.address,
    representativeLastName: input.representativeName?.lastName,
    representativeFirstName: input.representativeName?.firstName,
    taxRounding: s.taxRounding === 'ROUNDING_UNSPECIFIED' ? 'ROUNDING_ROUND_DOWN' : s.taxRounding,
    rateLimitPerMinute: s.rateLimitPerMinute === undefined ? undefined : s.rateLimitPerMinute === 0 ? null : s.rateLimitPerMinute,
    invoiceNumberPrefix: s.invoiceNumberPrefix,
    billRunHourJst: s.billRunHourJst,
    registrationNumber: s.registrationNumber,
    legalName: s.legalName,
    bankAccount: s.bankAccount,
    invoiceNote: s.invoiceNote,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ProviderUpdateInput;
}
