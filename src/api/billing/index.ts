import type { AnyRpc } from '../rpc';
import create from './billing.create';
import get from './billing.get';
import list from './billing.list';
import listByContract from './billing.listbycontract';
import search from './billing.search';
import batchUpdateStatuses from './billing.batchupdatestatuses';
import batchRecordPayments from './billing.batchrecordpayments';
import invalidate from './billing.invalidate';
import document from './billing.document';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [create, get, list, listByContract, search, batchUpdateStatuses, batchRecordPayments, invalidate, document];
