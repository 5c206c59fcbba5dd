import type { AnyRpc } from '../rpc';
import catalogItemCreate from './catalogitem.create';
import catalogItemGet from './catalogitem.get';
import catalogItemList from './catalogitem.list';
import catalogItemUpdate from './catalogitem.update';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [catalogItemCreate, catalogItemGet, catalogItemList, catalogItemUpdate];
