import type { AnyRpc } from '../rpc';
import receivables from './report.receivables';
import revenue from './report.revenue';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [receivables, revenue];
