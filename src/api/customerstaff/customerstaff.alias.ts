import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { aliasStaff } from '../../services/customer';
import { OptionalManagementId } from '../customer/customer.schema';
import { presentCustomerStaff } from './customerstaff.present';
import { CustomerStaff } from './customerstaff.schema';

export const AliasCustomerStaffRequest = Message({
  id: Id,
  optionalId: Type.Optional(OptionalManagementId),
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
});
export const AliasCustomerStaffResponse = Message({ customerStaff: CustomerStaff });

export default defineRpc({
  path: '/v1/customerstaff/alias',
  method: 'POST',
  summary: 'Set or remove the management id of a customer staff member',
  description: 'An omitted (or empty) optionalId removes it. When a customer is given, the staff member must belong to it.',
  tags: ['customerstaff'],
  input: AliasCustomerStaffRequest,
  output: AliasCustomerStaffResponse,
  handler: async (ctx, input) => ({ customerStaff: presentCustomerStaff(await aliasStaff(ctx, input)) }),
});
