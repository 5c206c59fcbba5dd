import type { AnyRpc } from '../rpc';
import close from './invoice.close';
import document from './invoice.document';
import get from './invoice.get';
import list from './invoice.list';
import listDeliveries from './invoice.listdeliveries';
import send from './invoice.send';
import totals from './invoice.totals';
import voidInvoice from './invoice.void';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [close, document, get, list, listDeliveries, send, totals, voidInvoice];
