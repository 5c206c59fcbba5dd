import type { AnyRpc } from '../rpc';
import batchUpsert from './usage.daily.batchupsert';
import list from './usage.daily.list';
import upsert from './usage.daily.upsert';
import upsertByContract from './usage.daily.upsertbycontractandusageunit';
import upsertByOptionalId from './usage.daily.upsertbyoptionalid';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [upsert, upsertByContract, upsertByOptionalId, batchUpsert, list];
