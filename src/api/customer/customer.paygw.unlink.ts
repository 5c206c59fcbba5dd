import { defineRpc } from '../rpc';
import { Empty, Id, ManagementId, Message, Type } from '../schema';
import { unlinkCustomerFromGateway } from '../../services/customer';

export const UnlinkCustomerRequest = Message({ customerId: Type.Optional(Id), customerOptionalId: Type.Optional(ManagementId) });
export const UnlinkCustomerResponse = Empty;

export default defineRpc({
  path: '/v1/customer/paygw/unlink',
  method: 'POST',
  summary: 'Remove the payment-gateway link of a customer',
  description:
    'The customer by customerId or customerOptionalId. NOT_FOUND when the customer is not linked. Also served as /v1/customer/stripe/unlink.',
  tags: ['customer'],
  input: UnlinkCustomerRequest,
  output: UnlinkCustomerResponse,
  aliases: ['/v1/customer/stripe/unlink'],
  handler: async (ctx, input) => {
    await unlinkCustomerFromGateway(ctx, input);
    return {};
  },
});
