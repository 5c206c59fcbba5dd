import type { AnyRpc } from '../rpc';
import get from './testclock.get';
import advance from './testclock.advance';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [get, advance];
