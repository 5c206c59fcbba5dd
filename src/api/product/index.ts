import type { AnyRpc } from '../rpc';
import productCreate from './product.create';
import productGet from './product.get';
import productList from './product.list';
import productUpdate from './product.update';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [productCreate, productGet, productList, productUpdate];
