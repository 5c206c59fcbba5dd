import type { AnyAdminRpc } from './admin.rpc';
import sessionCreate from './session/session.create';
import sessionGet from './session/session.get';
import sessionDelete from './session/session.delete';

/** Every /admin/v1 path (docs/console.md "The admin API"). */
export const adminRpcs: AnyAdminRpc[] = [sessionCreate, sessionGet, sessionDelete];
