import { describe, expect, it } from 'vitest';
import { classifyAddress, clientBlock, embeddedIpv4, ipv6Groups } from './network';

describe('address classes (lib/network.ts)', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['2606:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'internal'],
    ['172.16.5.4', 'internal'],
    ['192.168.1.1', 'internal'],
    ['169.254.169.254', 'internal'],
    ['100.64.0.1', 'internal'],
    ['100.127.255.254', 'internal'],
    ['0.0.0.0', 'internal'],
    ['224.0.0.1', 'internal'],
    ['255.255.255.255', 'internal'],
    ['192.0.2.1', 'internal'],
    ['::', 'internal'],
    ['fd00::1', 'internal'],
    ['fe80::1', 'internal'],
    ['fec0::1', 'internal'],
    ['ff02::1', 'internal'],
    ['::ffff:10.0.0.1', 'internal'],
    ['::ffff:a00:1', 'internal'],
    ['::ffff:a9fe:a9fe', 'internal'],
    ['::a00:1', 'internal'],
    ['2002:a00:1::', 'internal'],
    ['2002:5db8:d822::1', 'public'],
    ['64:ff9b::a00:1', 'internal'],
    ['2001:db8::1', 'internal'],
    ['not an address', 'internal'],
  ])('%s is %s', (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it('reads the groups of an IPv6 address and the IPv4 address it carries', () => {
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('2001:db8::8:1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 8, 1]);
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6Groups('1.2.3.4')).toBeUndefined();
    expect(embeddedIpv4('::ffff:102:304')).toBe('1.2.3.4');
    expect(embeddedIpv4('2002:102:304::')).toBe('1.2.3.4');
    expect(embeddedIpv4('::1')).toBeUndefined();
    expect(embeddedIpv4('2001:db8::1')).toBeUndefined();
  });

  it('counts a client by its IPv4 address, or its IPv6 /64', () => {
    expect(clientBlock('203.0.113.9')).toBe('203.0.113.9');
    expect(clientBlock('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientBlock('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientBlock('2001:db8:1:2::ffff')).toBe(clientBlock('2001:db8:1:2:aaaa::1'));
    expect(clientBlock('2001:db8:1:3::1')).not.toBe(clientBlock('2001:db8:1:2::1'));
  });
});
