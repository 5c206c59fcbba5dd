import type { AnyRpc } from './rpc';
import providerGet from './provider/provider.get';

/** Every RPC path of the service, one import each (STYLE: explicit registry). */
export const rpcs: AnyRpc[] = [
  providerGet,
] as AnyRpc[];
