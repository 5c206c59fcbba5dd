import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { updateCustomer } from '../../services/customer';
import { presentCustomer } from './customer.present';
import { BillingProfileIn, collectionFieldsIn, CrmId, Customer, CustomerName, OptionalManagementId } from './customer.schema';
import { billingProfileIn, mandateIn } from './customer.profile';

/** The v1 Customer as a request: id required, every other field optional (createTime/updateTime are output only and ignored). */
export const UpdateCustomerRequest = Message({
  id: Id,
  optionalId: Type.Optional(OptionalManagementId),
  name: Type.Optional(CustomerName),
  crmAccountId: Type.Optional(CrmId),
  billingProfile: Type.Optional(BillingProfileIn),
  ...collectionFieldsIn,
  createTime: Type.Optional(Type.String({ maxLength: 40, description: 'output only; ignored' })),
  updateTime: Type.Optional(Type.String({ maxLength: 40, description: 'output only; ignored' })),
});
export const UpdateCustomerResponse = Message({ customer: Customer });

export default defineRpc({
  path: '/v1/customer/update',
  method: 'PATCH',
  summary: 'Update a customer',
  description:
    'Partial: fields present replace, absent ones stay; "" clears optionalId or crmAccountId. billingProfile is partial too; leaving monthly closing issues what waited for the closing at once, per billing (docs/invoices.md).',
  tags: ['customer'],
  input: UpdateCustomerRequest,
  output: UpdateCustomerResponse,
  handler: async (ctx, input) => ({
    customer: presentCustomer(
      await updateCustomer(ctx, {
        ...input,
        billingProfile: billingProfileIn(input.billingProfile),
        directDebitMandate: mandateIn(input.directDebitMandate),
      }),
    ),
  }),
});
