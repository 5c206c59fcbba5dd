import { defineRpc } from '../rpc';
import { Id, ManagementId, Message, Type } from '../schema';
import { createStaff } from '../../services/customer';
import { CrmId, NO_NUL, OptionalManagementId } from '../customer/customer.schema';
import { presentCustomerStaff } from './customerstaff.present';
import { CustomerStaff, staffDetailFields } from './customerstaff.schema';

export const CreateCustomerStaffRequest = Message({
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
  optionalId: Type.Optional(OptionalManagementId),
  crmStaffId: Type.Optional(CrmId),
  name: Message({
    lastName: Type.String({ minLength: 1, maxLength: 255, pattern: NO_NUL }),
    firstName: Type.Optional(Type.String({ maxLength: 255, pattern: NO_NUL })),
  }),
  ...staffDetailFields,
});
export const CreateCustomerStaffResponse = Message({ customerStaff: CustomerStaff });

export default defineRpc({
  path: '/v1/customerstaff/create',
  method: 'POST',
  summary: 'Create a customer staff member',
  description:
    'The customer by customerId or customerOptionalId; name.lastName is required. optionalId and crmStaffId are unique per tenant.',
  tags: ['customerstaff'],
  input: CreateCustomerStaffRequest,
  output: CreateCustomerStaffResponse,
  handler: async (ctx, input) => ({ customerStaff: presentCustomerStaff(await createStaff(ctx, input)) }),
});
