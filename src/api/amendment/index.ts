import type { AnyRpc } from '../rpc';
import addoptionitem from './amendment.addoptionitem';
import cancelamendment from './amendment.cancelamendment';
import cancelcontract from './amendment.cancelcontract';
import canceloption from './amendment.canceloption';
import changemainitem from './amendment.changemainitem';
import changeoptionitem from './amendment.changeoptionitem';
import changequantity from './amendment.changequantity';
import customizeoptionitem from './amendment.customizeoptionitem';
import list from './amendment.list';
import listbycontract from './amendment.listbycontract';
import listbycontractoptionalid from './amendment.listbycontractoptionalid';
import renewcontractitem from './amendment.renewcontractitem';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [
  addoptionitem,
  cancelamendment,
  cancelcontract,
  canceloption,
  changemainitem,
  changeoptionitem,
  changequantity,
  customizeoptionitem,
  list,
  listbycontract,
  listbycontractoptionalid,
  renewcontractitem,
];
