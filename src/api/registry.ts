import type { AnyRpc } from './rpc';
import providerGet from './provider/provider.get';
import { rpcs as customer } from './customer/index';
import { rpcs as customerstaff } from './customerstaff/index';
import { rpcs as customfield } from './customfield/index';
import { rpcs as paymentmethod } from './paymentmethod/index';
import { rpcs as product } from './product/index';
import { rpcs as catalogitem } from './catalogitem/index';
import { rpcs as usageunit } from './usageunit/index';
import { rpcs as contract } from './contract/index';
import { rpcs as contractV2 } from './v2/contract/index';
import { rpcs as amendment } from './amendment/index';
import { rpcs as amendmentV2 } from './v2/amendment/index';
import { rpcs as billing } from './billing/index';
import { rpcs as invoice } from './invoice/index';
import { rpcs as document } from './document/index';
import { rpcs as creditnote } from './creditnote/index';
import { rpcs as expectedbilling } from './expectedbilling/index';
import { rpcs as usage } from './usage/index';
import { rpcs as testclock } from './testclock/index';
import { rpcs as event } from './event/index';
import { rpcs as webhookendpoint } from './webhookendpoint/index';
import { rpcs as journal } from './journal/index';
import { rpcs as report } from './report/index';
import { rpcs as bankstatement } from './bankstatement/index';
import { rpcs as directdebit } from './directdebit/index';
import { rpcs as collectionsettings } from './collectionsettings/index';

/**
 * Every RPC path of the service. Each resource folder lists its own paths in index.ts (one import
 * per path file); this file only joins them.
 */
export const rpcs: AnyRpc[] = [
  providerGet,
  ...customer,
  ...customerstaff,
  ...customfield,
  ...paymentmethod,
  ...product,
  ...catalogitem,
  ...usageunit,
  ...contract,
  ...contractV2,
  ...amendment,
  ...amendmentV2,
  ...billing,
  ...invoice,
  ...document,
  ...creditnote,
  ...expectedbilling,
  ...usage,
  ...testclock,
  ...event,
  ...webhookendpoint,
  ...journal,
  ...report,
  ...bankstatement,
  ...directdebit,
  ...collectionsettings,
];
