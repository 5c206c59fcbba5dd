import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { getStaff } from '../../services/customer';
import { presentCustomerStaff } from './customerstaff.present';
import { CrmIdLookup } from '../customer/customer.schema';
import { CustomerStaff } from './customerstaff.schema';

export const GetCustomerStaffRequest = Message({
  id: Type.Optional(Id),
  optionalId: Type.Optional(ManagementId),
  crmStaffId: Type.Optional(CrmIdLookup),
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
});
export const GetCustomerStaffResponse = Message({ customerStaff: CustomerStaff });

export default defineRpc({
  path: '/v1/customerstaff/get',
  method: 'G+P',
  summary: 'Get a customer staff member',
  description:
    'By id, optionalId or crmStaffId (one is required; several must agree). When customerId or customerOptionalId is given, the staff member must belong to that customer.',
  tags: ['customerstaff'],
  input: GetCustomerStaffRequest,
  output: GetCustomerStaffResponse,
  handler: async (ctx, input) => ({ customerStaff: presentCustomerStaff(await getStaff(ctx, input)) }),
});
