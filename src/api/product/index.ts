import type { AnyRpc } from '../rpc';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [];
