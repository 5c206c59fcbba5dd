import type { AnyRpc } from '../rpc';
import paymentMethodCreate from './paymentmethod.create';
import paymentMethodGet from './paymentmethod.get';
import paymentMethodList from './paymentmethod.list';
import paymentMethodUpdate from './paymentmethod.update';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [paymentMethodCreate, paymentMethodGet, paymentMethodList, paymentMethodUpdate];
