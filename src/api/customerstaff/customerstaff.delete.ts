import { defineRpc } from '../rpc';
import { Empty, Id, ManagementId, Message, Type } from '../schema';
import { deleteStaff } from '../../services/customer';

export const DeleteCustomerStaffRequest = Message({
  id: Id,
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
});
export const DeleteCustomerStaffResponse = Empty;

export default defineRpc({
  path: '/v1/customerstaff/delete',
  method: 'POST',
  summary: 'Delete a customer staff member',
  description: 'When a customer is given, the staff member must belong to it.',
  tags: ['customerstaff'],
  input: DeleteCustomerStaffRequest,
  output: DeleteCustomerStaffResponse,
  handler: async (ctx, input) => {
    await deleteStaff(ctx, input);
    return {};
  },
});
