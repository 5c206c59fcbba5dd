import type { AnyRpc } from '../rpc';
import masterCreate from './customfield.master.create';
import masterList from './customfield.master.list';
import resourceBatchUpdate from './customfield.resource.batchupdate';
import resourceGet from './customfield.resource.get';
import resourceUpdate from './customfield.resource.update';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [masterCreate, masterList, resourceBatchUpdate, resourceGet, resourceUpdate];
