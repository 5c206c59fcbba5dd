import type { AnyRpc } from '../rpc';
import customerAlias from './customer.alias';
import customerCreate from './customer.create';
import customerDelete from './customer.delete';
import customerGet from './customer.get';
import customerGetCredit from './customer.getcredit';
import customerList from './customer.list';
import customerUpdate from './customer.update';
import customerPaygwGet from './customer.paygw.get';
import customerPaygwLink from './customer.paygw.link';
import customerPaygwUnlink from './customer.paygw.unlink';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [
  customerAlias,
  customerCreate,
  customerDelete,
  customerGet,
  customerGetCredit,
  customerList,
  customerUpdate,
  customerPaygwGet,
  customerPaygwLink,
  customerPaygwUnlink,
];
