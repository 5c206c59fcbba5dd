import type { AnyRpc } from '../rpc';
import create from './webhookendpoint.create';
import get from './webhookendpoint.get';
import list from './webhookendpoint.list';
import update from './webhookendpoint.update';
import del from './webhookendpoint.delete';
import rotateSecret from './webhookendpoint.rotatesecret';
import listDeliveries from './webhookendpoint.listdeliveries';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [create, get, list, update, del, rotateSecret, listDeliveries];
