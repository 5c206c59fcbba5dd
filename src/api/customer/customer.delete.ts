import { defineRpc } from '../rpc';
import { Empty, Id, Message } from '../schema';
import { deleteCustomer } from '../../services/customer';

export const DeleteCustomerRequest = Message({ id: Id });
export const DeleteCustomerResponse = Empty;

export default defineRpc({
  path: '/v1/customer/delete',
  method: 'POST',
  summary: 'Delete a customer',
  description: 'Also deletes its staff, its gateway link and its custom field values.',
  tags: ['customer'],
  input: DeleteCustomerRequest,
  output: DeleteCustomerResponse,
  handler: async (ctx, input) => {
    await deleteCustomer(ctx, input);
    return {};
  },
});
