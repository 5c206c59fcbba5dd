import type { AnyRpc } from '../rpc';
import paymentMethodCreate from './paymentmethod.create';
import paymentMethodGet from './paymentmethod.get';
import paymentMethodList from './paymentmethod.list';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [paymentMethodCreate, paymentMethodGet, paymentMethodList];
