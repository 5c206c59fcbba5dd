import type { AnyRpc } from '../rpc';
import exportJournal from './journal.export';
import getAccounts from './journal.getaccounts';
import list from './journal.list';
import updateAccounts from './journal.updateaccounts';

/** The RPCs of this resource, one import per path. */
export const rpcs: AnyRpc[] = [exportJournal, getAccounts, list, updateAccounts];
