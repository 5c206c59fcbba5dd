/**
 * What the signed-in operator may do (docs/console.md "Roles"): the permissions session/create and
 * session/get answer. The console shows only the pages and buttons they allow; the server refuses
 * the rest anyway (403).
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export type Permission = 'session' | 'read' | 'billing' | 'platform' | 'providers' | 'audit' | 'operators';

export const PermissionsContext = createContext<readonly string[]>([]);

/** `can('billing')`: whether the operator's role grants the permission. */
export function useCan(): (p: Permission) => boolean {
  const granted = useContext(PermissionsContext);
  return (p) => granted.includes(p);
}
