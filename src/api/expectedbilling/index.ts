import type { AnyRpc } from '../rpc';
import listByContract from './expectedbilling.listbycontract';
import changeQuantity from './expectedbilling.changequantity';
import renewalWithQuantityChange from './expectedbilling.renewalwithquantitychange';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [listByContract, changeQuantity, renewalWithQuantityChange];
