import type { AnyRpc } from '../rpc';
import alias from './contract.alias';
import confirmdraft from './contract.confirmdraft';
import create from './contract.create';
import get from './contract.get';
import getbyoptionalid from './contract.getbyoptionalid';
import list from './contract.list';
import listbycustomer from './contract.listbycustomer';
import search from './contract.search';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [alias, confirmdraft, create, get, getbyoptionalid, list, listbycustomer, search];
