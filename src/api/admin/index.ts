import type { AnyRpc } from '../rpc';
import sessionCreate from './session/session.create';
import sessionGet from './session/session.get';
import sessionDelete from './session/session.delete';
import providerList from './provider/provider.list';
import providerGet from './provider/provider.get';
import providerCreate from './provider/provider.create';
import providerUpdate from './provider/provider.update';
import providerGetMailSettings from './provider/provider.getmailsettings';
import providerUpdateMailSettings from './provider/provider.updatemailsettings';
import providerPreviewMail from './provider/provider.previewmail';
import apikeyCreate from './apikey/apikey.create';
import apikeyList from './apikey/apikey.list';
import apikeyRevoke from './apikey/apikey.revoke';
import operatorList from './operator/operator.list';
import operatorRevoke from './operator/operator.revoke';
import operatorCreate from './operator/operator.create';
import auditList from './audit/audit.list';
import billrunList from './tenant/billrun.list';
import customerSearch from './tenant/customer.search';
import { tenantViews } from './tenant/tenant.views';
import { rpcs } from '../registry';

/** Every /admin/v1 path (docs/console.md "The admin API"). */
export const adminRpcs: AnyRpc[] = [
  sessionCreate,
  sessionGet,
  sessionDelete,
  providerList,
  providerGet,
  providerCreate,
  providerUpdate,
  providerGetMailSettings,
  providerUpdateMailSettings,
  providerPreviewMail,
  apikeyCreate,
  apikeyList,
  apikeyRevoke,
  operatorList,
  operatorCreate,
  auditList,
  operatorRevoke,
  ...tenantViews(rpcs),
  billrunList,
  customerSearch,
];
