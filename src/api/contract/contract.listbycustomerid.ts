import { byCustomer } from './contract.listbycustomer';

/** The same operation and parameters as /v1/contract/listbycustomer (docs/api.md "Contracts"). */
export default byCustomer('/v1/contract/listbycustomerid');
