import type { AnyRpc } from '../rpc';
import download from './document.download';
import search from './document.search';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [download, search];
