import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { linkCustomerToGateway } from '../../services/customer';
import { presentLinkedCustomer } from './customer.present';
import { GatewayCustomerId, LinkedCustomer } from './customer.schema';

export const LinkCustomerRequest = Message({
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  gatewayCustomerId: GatewayCustomerId,
});
export const LinkCustomerResponse = Message({ linkedCustomer: LinkedCustomer });

export default defineRpc({
  path: '/v1/customer/paygw/link',
  method: 'POST',
  summary: 'Link a payment-gateway customer to a customer',
  description:
    'The customer by customerId or customerOptionalId. A customer already linked → ALREADY_EXISTS (unlink first); a gateway customer links to one customer only. Also served as /v1/customer/stripe/link.',
  tags: ['customer'],
  input: LinkCustomerRequest,
  output: LinkCustomerResponse,
  aliases: ['/v1/customer/stripe/link'],
  handler: async (ctx, input) => ({ linkedCustomer: presentLinkedCustomer(await linkCustomerToGateway(ctx, input)) }),
});
