import { defineRpc } from '../rpc';
import { Id, Message, Type } from '../schema';
import { updateStaff } from '../../services/customer';
import { CrmId, OptionalManagementId } from '../customer/customer.schema';
import { presentCustomerStaff } from './customerstaff.present';
import { CustomerStaff, StaffNameInput, staffDetailFields } from './customerstaff.schema';

/** The v1 CustomerStaff as a request: id required, the rest optional; createTime/updateTime are output only and ignored. */
export const UpdateCustomerStaffRequest = Message({
  id: Id,
  optionalId: Type.Optional(OptionalManagementId),
  crmStaffId: Type.Optional(CrmId),
  customerId: Type.Optional(Id),
  name: Type.Optional(StaffNameInput),
  ...staffDetailFields,
  createTime: Type.Optional(Type.String({ maxLength: 40, description: 'output only; ignored' })),
  updateTime: Type.Optional(Type.String({ maxLength: 40, description: 'output only; ignored' })),
});
export const UpdateCustomerStaffResponse = Message({ customerStaff: CustomerStaff });

export default defineRpc({
  path: '/v1/customerstaff/update',
  method: 'PATCH',
  summary: 'Update a customer staff member',
  description:
    'Partial: fields present replace (name and address merge field by field), absent ones stay; "" clears optionalId/crmStaffId. customerId, when given, must be the current customer.',
  tags: ['customerstaff'],
  input: UpdateCustomerStaffRequest,
  output: UpdateCustomerStaffResponse,
  handler: async (ctx, input) => ({ customerStaff: presentCustomerStaff(await updateStaff(ctx, input)) }),
});
