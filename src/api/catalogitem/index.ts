import type { AnyRpc } from '../rpc';
import catalogItemCreate from './catalogitem.create';
import catalogItemGet from './catalogitem.get';
import catalogItemList from './catalogitem.list';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [catalogItemCreate as AnyRpc, catalogItemGet as AnyRpc, catalogItemList as AnyRpc];
