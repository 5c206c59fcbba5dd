import type { AnyRpc } from '../rpc';
import customerStaffAlias from './customerstaff.alias';
import customerStaffCreate from './customerstaff.create';
import customerStaffDelete from './customerstaff.delete';
import customerStaffGet from './customerstaff.get';
import customerStaffList from './customerstaff.list';
import customerStaffUpdate from './customerstaff.update';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [
  customerStaffAlias,
  customerStaffCreate,
  customerStaffDelete,
  customerStaffGet,
  customerStaffList,
  customerStaffUpdate,
];
