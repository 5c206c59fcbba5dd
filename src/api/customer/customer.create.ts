import { defineRpc } from '../rpc';
import { Message, Type } from '../schema';
import { createCustomer } from '../../services/customer';
import { presentCustomer } from './customer.present';
import { BillingProfileIn, collectionFieldsIn, CrmId, Customer, CustomerName, OptionalManagementId } from './customer.schema';
import { billingProfileIn, mandateIn } from './customer.profile';

export const CreateCustomerRequest = Message({
  optionalId: Type.Optional(OptionalManagementId),
  name: CustomerName,
  crmAccountId: Type.Optional(CrmId),
  billingProfile: Type.Optional(BillingProfileIn),
  ...collectionFieldsIn,
});
export const CreateCustomerResponse = Message({ customer: Customer });

export default defineRpc({
  path: '/v1/customer/create',
  method: 'POST',
  summary: 'Create a customer',
  description:
    'optionalId and crmAccountId are unique per tenant (ALREADY_EXISTS naming the field). billingProfile (optional) sets how the billings become invoices (docs/invoices.md); recipientStaffIds can be set once staff exist (customer/update).',
  tags: ['customer'],
  input: CreateCustomerRequest,
  output: CreateCustomerResponse,
  handler: async (ctx, input) => ({
    customer: presentCustomer(
      await createCustomer(ctx, {
        ...input,
        billingProfile: billingProfileIn(input.billingProfile),
        directDebitMandate: mandateIn(input.directDebitMandate),
      }),
    ),
  }),
});
