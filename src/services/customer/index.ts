export {
  aliasCustomer,
  createCustomer,
  deleteCustomer,
  getCustomer,
  getCustomerGatewayLink,
  linkCustomerToGateway,
  listCustomers,
  resolveCustomer,
  searchCustomers,
  unlinkCustomerFromGateway,
  updateCustomer,
} from './customer';
export type { ListPage } from './customer';
export { aliasStaff, createStaff, deleteStaff, getStaff, listStaff, updateStaff } from './staff';
