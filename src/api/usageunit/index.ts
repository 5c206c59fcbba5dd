import type { AnyRpc } from '../rpc';
import usageUnitCreate from './usageunit.create';
import usageUnitGet from './usageunit.get';
import usageUnitList from './usageunit.list';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [usageUnitCreate, usageUnitGet, usageUnitList];
