import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { getCustomerGatewayLink } from '../../services/customer';
import { presentLinkedCustomer } from './customer.present';
import { LinkedCustomer } from './customer.schema';

export const GetLinkedCustomerRequest = Message({ customerId: Type.Optional(Id), customerOptionalId: Type.Optional(ManagementId) });
export const GetLinkedCustomerResponse = Message({ linkedCustomer: LinkedCustomer });

export default defineRpc({
  path: '/v1/customer/paygw/get',
  method: 'G+P',
  summary: 'Get the payment-gateway link of a customer',
  description:
    'The customer by customerId or customerOptionalId. NOT_FOUND when the customer does not exist or is not linked. Also served as /v1/customer/stripe/get.',
  tags: ['customer'],
  input: GetLinkedCustomerRequest,
  output: GetLinkedCustomerResponse,
  aliases: ['/v1/customer/stripe/get'],
  handler: async (ctx, input) => ({ linkedCustomer: presentLinkedCustomer(await getCustomerGatewayLink(ctx, input)) }),
});
