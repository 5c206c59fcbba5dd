import type { CustomerRow, GatewayLinkRow } from '../../db/repos/customer.repo';
import { instantOut } from '../datetime';
import type { Customer, LinkedCustomer } from './customer.schema';
import { presentBillingProfile, presentMandate } from './customer.profile';

export function presentCustomer(c: CustomerRow): Customer {
  return {
    id: c.id,
    optionalId: c.optional_id ?? '',
    name: c.name,
    crmAccountId: c.crm_account_id ?? '',
    billingProfile: presentBillingProfile(c),
    payerNames: c.payer_names,
    virtualAccountNumber: c.virtual_account_number ?? '',
    directDebitMandate: presentMandate(c.direct_debit_mandate),
    createTime: instantOut(c.create_time),
    updateTime: instantOut(c.update_time),
  };
}

export function presentLinkedCustomer(l: GatewayLinkRow): LinkedCustomer {
  return {
    customerId: l.customer_id,
    gatewayCustomerId: l.gateway_customer_id,
    createTime: instantOut(l.create_time),
  };
}
