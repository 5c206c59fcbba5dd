import type { AnyRpc } from '../rpc';
import productCreate from './product.create';
import productGet from './product.get';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [productCreate, productGet];
