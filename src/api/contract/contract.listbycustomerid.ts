import { byCustomer } from './contract.listbycustomer';

/** The same operation and parameters as /v1/contract/listbycustomer (SPEC.md). */
export default byCustomer('/v1/contract/listbycustomerid');
