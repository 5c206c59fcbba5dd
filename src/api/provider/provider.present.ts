import type { ProviderRow } from '../../db/repos/provider.repo';
import type { Environment } from '../../services/kernel';
import { instantOut } from '../datetime';
import type { Provider, TaxRounding } from './provider.schema';

export function presentProvider(p: ProviderRow, environment: Environment): Provider {
  return {
    id: p.id,
    name: p.name,
    emailAddress: p.email_address,
    phoneNumber: p.phone_number,
    representativeName: { lastName: p.representative_last_name, firstName: p.representative_first_name },
    address: p.address,
    environment: environment === 'sandbox' ? 'ENVIRONMENT_SANDBOX' : 'ENVIRONMENT_PRODUCTION',
    settings: {
      taxRounding: p.tax_rounding as TaxRounding,
      rateLimitPerMinute: p.rate_limit_per_minute ?? 0,
      invoiceNumberPrefix: p.invoice_number_prefix,
      billRunHourJst: p.bill_run_hour_jst,
      registrationNumber: p.registration_number,
      legalName: p.legal_name,
      address: p.address,
      phoneNumber: p.phone_number,
      bankAccount: p.bank_account,
      invoiceNote: p.invoice_note,
    },
    createTime: instantOut(p.create_time),
    updateTime: instantOut(p.update_time),
  };
}
