import type { AnyRpc } from '../../rpc';
import confirmdraft from './contract.confirmdraft';
import create from './contract.create';
import get from './contract.get';
import getbyoptionalid from './contract.getbyoptionalid';
import list from './contract.list';
import listatdate from './contract.listatdate';
import serviceAdd from './contract.service.add';
import updatepaymentmethod from './contract.updatepaymentmethod';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [confirmdraft, create, get, getbyoptionalid, list, listatdate, serviceAdd, updatepaymentmethod];
