import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { getCustomer } from '../../services/customer';
import { presentCustomer } from './customer.present';
import { CrmIdLookup, Customer } from './customer.schema';

export const GetCustomerRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
  crmAccountId: Type.Optional(CrmIdLookup),
});
export const GetCustomerResponse = Message({ customer: Customer });

export default defineRpc({
  path: '/v1/customer/get',
  method: 'G+P',
  summary: 'Get a customer',
  description: 'By id, optionalId or crmAccountId (one is required; several must name the same customer).',
  tags: ['customer'],
  input: GetCustomerRequest,
  output: GetCustomerResponse,
  handler: async (ctx, input) => ({ customer: presentCustomer(await getCustomer(ctx, input)) }),
});
