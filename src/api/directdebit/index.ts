import type { AnyRpc } from '../rpc';
import createrequest from './directdebit.createrequest';
import importresult from './directdebit.importresult';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [createrequest, importresult];
