import { BlockList, isIP } from 'node:net';

/**
 * Which addresses a webhook may reach (docs/events.md "Where deliveries may go"), and the block of
 * addresses a client is counted under (docs/console.md "Sessions").
 *
 * An address is `public`, `loopback` (127.0.0.0/8, ::1) or `internal`: private, link-local, shared
 * (carrier-grade NAT 100.64.0.0/10), unspecified, multicast, documentation and reserved ranges, in
 * IPv4 and IPv6. An IPv6 address that carries an IPv4 address (IPv4-mapped ::ffff:0:0/96 in either
 * spelling, IPv4-compatible ::/96, 6to4 2002::/16) is judged by that IPv4 address.
 */
export type AddressClass = 'public' | 'loopback' | 'internal';

const internal4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal4.addSubnet(net, bits, 'ipv4');

const internal6 = new BlockList();
for (const [net, bits] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  internal6.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 literal (a dotted IPv4 tail allowed), or undefined when it is not one. */
export function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase().split('%')[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const v4 = (hi: number, lo: number): string => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 address carries (mapped, compatible or 6to4), or undefined. */
export function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (!g) return undefined;
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(5) && g[5] === 0xffff) return v4(g[6]!, g[7]!);
  // IPv4-compatible (deprecated): ::a.b.c.d, but not :: and ::1 themselves.
  if (zeros(6) && (g[6] !== 0 || g[7]! > 1)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return undefined;
}

/** The class of an IP literal; `internal` for anything that is not one. */
export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (family === 0) return 'internal';
  if (family === 6) {
    const carried = embeddedIpv4(address);
    if (carried) return classifyAddress(carried);
    const g = ipv6Groups(address)!;
    if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return 'loopback';
    return internal6.check(address, 'ipv6') ? 'internal' : 'public';
  }
  if (address.startsWith('127.')) return 'loopback';
  return internal4.check(address, 'ipv4') ? 'internal' : 'public';
}

/** True when `address` (an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

/**
 * The block a client address is counted under: an IPv4 address itself (an IPv4-mapped IPv6 one as
 * its IPv4 address), an IPv6 address as its /64 (one subscriber's usual allocation, so changing the
 * low bits does not make a new client).
 */
export function clientBlock(address: string): string {
  const carried = embeddedIpv4(address);
  if (carried) return carried;
  const g = ipv6Groups(address);
  if (!g) return address;
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
