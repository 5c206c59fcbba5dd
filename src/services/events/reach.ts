/**
 * Where a webhook may go (docs/events.md "Where deliveries may go"). Every address is public,
 * loopback or internal (src/lib/network.ts). A production endpoint may reach public addresses only; a
 * sandbox endpoint public ones and loopback (local development) unless WEBHOOK_SANDBOX_LOOPBACK=false;
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS=true lets both reach any address. An IP literal or a `localhost`
 * name is judged when the endpoint is created or changed; every other name when it is resolved for
 * an attempt, where every address it resolves to must be allowed and the connection goes to one of
 * them.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { classifyAddress, type AddressClass } from '../../lib/network';

export interface NetworkRule {
  /** The operator's switch: every address, in both environments. */
  allowPrivateNetworks: boolean;
  /** Sandbox endpoints may reach loopback. */
  sandboxLoopback: boolean;
}

export type Environment = 'sandbox' | 'production';

const ALL: ReadonlySet<AddressClass> = new Set(['public', 'loopback', 'internal']);
const PUBLIC_AND_LOOPBACK: ReadonlySet<AddressClass> = new Set(['public', 'loopback']);
const PUBLIC: ReadonlySet<AddressClass> = new Set(['public']);

/** The classes of address an endpoint of `environment` may reach. */
export function reachable(environment: Environment, rule: NetworkRule): ReadonlySet<AddressClass> {
  if (rule.allowPrivateNetworks) return ALL;
  return environment === 'sandbox' && rule.sandboxLoopback ? PUBLIC_AND_LOOPBACK : PUBLIC;
}

/** Says which addresses are allowed, for a refusal's message. */
export function allowedText(allowed: ReadonlySet<AddressClass>): string {
  return allowed.has('loopback') ? 'public or loopback addresses' : 'public addresses';
}

/**
 * The host of a URL as it is judged: without brackets and trailing dots, lower case (the URL parser
 * has already turned decimal, octal and hexadecimal IPv4 spellings into dotted form). `localhost`
 * and its subdomains are loopback; a host that is neither an IP literal nor one of those is a name.
 */
export function hostClass(hostname: string): AddressClass | 'name' {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  if (isIP(host) !== 0) return classifyAddress(host);
  return 'name';
}

class RefusedAddress extends Error {}

/**
 * A DNS lookup for the connection: it refuses a name when any address it resolves to is not allowed,
 * and otherwise answers those addresses (so the connection goes to an address that was checked).
 */
export function checkedLookup(allowed: ReadonlySet<AddressClass>, resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { all: true, verbatim: true };
    resolve(hostname, all, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !allowed.has(classifyAddress(a.address)))) {
        return callback(new RefusedAddress(`${hostname} resolves to an address an endpoint may not reach`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
