import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { aliasCustomer } from '../../services/customer';
import { presentCustomer } from './customer.present';
import { Customer, OptionalManagementId } from './customer.schema';

export const AliasCustomerRequest = Message({ id: Id, optionalId: Type.Optional(OptionalManagementId) });
export const AliasCustomerResponse = Message({ customer: Customer });

export default defineRpc({
  path: '/v1/customer/alias',
  method: 'POST',
  summary: 'Set or remove the management id of a customer',
  description: 'An omitted (or empty) optionalId removes the management id.',
  tags: ['customer'],
  input: AliasCustomerRequest,
  output: AliasCustomerResponse,
  handler: async (ctx, input) => ({ customer: presentCustomer(await aliasCustomer(ctx, input)) }),
});
