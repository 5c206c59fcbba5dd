import type { AnyRpc } from '../rpc';
import get from './collectionsettings.get';
import update from './collectionsettings.update';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [get, update];
