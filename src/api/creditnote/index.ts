import type { AnyRpc } from '../rpc';
import create from './creditnote.create';
import document from './creditnote.document';
import get from './creditnote.get';
import list from './creditnote.list';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [create, document, get, list];
