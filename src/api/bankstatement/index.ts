import type { AnyRpc } from '../rpc';
import get from './bankstatement.get';
import ignore from './bankstatement.ignore';
import importStatement from './bankstatement.import';
import list from './bankstatement.list';
import listlines from './bankstatement.listlines';
import match from './bankstatement.match';
import suggest from './bankstatement.suggest';
import unmatch from './bankstatement.unmatch';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [get, ignore, importStatement, list, listlines, match, suggest, unmatch];
