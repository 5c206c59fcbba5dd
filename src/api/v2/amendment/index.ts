import type { AnyRpc } from '../../rpc';
import cancelcontractservice from './amendment.cancelcontractservice';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [cancelcontractservice];
