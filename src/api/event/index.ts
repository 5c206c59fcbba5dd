import type { AnyRpc } from '../rpc';
import eventGet from './event.get';
import eventList from './event.list';
import eventResend from './event.resend';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [eventGet, eventList, eventResend];
