import type { CustomerStaffRow } from '../../db/repos/customerstaff.repo';
import { instantOut } from '../datetime';
import type { Country, CustomerStaff, Prefecture } from './customerstaff.schema';

export function presentCustomerStaff(s: CustomerStaffRow): CustomerStaff {
  return {
    id: s.id,
    optionalId: s.optional_id ?? '',
    crmStaffId: s.crm_staff_id ?? '',
    customerId: s.customer_id,
    name: { lastName: s.last_name, firstName: s.first_name },
    department: s.department,
    title: s.title,
    emailAddress: s.email_address,
    phoneNumber: s.phone_number,
    address: {
      zipCode: s.zip_code,
      country: s.country as Country,
      prefecture: s.prefecture as Prefecture,
      city: s.city,
      addressLines: s.address_lines,
    },
    createTime: instantOut(s.create_time),
    updateTime: instantOut(s.update_time),
  };
}
