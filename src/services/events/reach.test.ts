import type { LookupAddress } from 'node:dns';
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { postWebhook } from './delivery';
import { checkedLookup, hostClass, reachable } from './reach';

const rule = (allowPrivateNetworks: boolean, sandboxLoopback: boolean) => ({ allowPrivateNetworks, sandboxLoopback });

describe('where a webhook may go (services/events/reach.ts)', () => {
  it('production: public only; sandbox: public and loopback unless turned off; the operator switch: everything', () => {
    expect([...reachable('production', rule(false, true))]).toEqual(['public']);
    expect([...reachable('sandbox', rule(false, true))]).toEqual(['public', 'loopback']);
    expect([...reachable('sandbox', rule(false, false))]).toEqual(['public']);
    expect([...reachable('production', rule(true, false))]).toEqual(['public', 'loopback', 'internal']);
  });

  it('judges a host in any spelling: trailing dots, case, brackets, localhost names; other names wait for their resolution', () => {
    for (const h of ['localhost', 'LOCALHOST.', 'localhost..', 'api.localhost.', '127.0.0.1', '[::1]', '[::ffff:7f00:1]']) {
      expect(hostClass(h), h).toBe('loopback');
    }
    for (const h of ['10.0.0.1', '[fd00::1]', '[::ffff:a00:1]', '0.0.0.0', '[::]', '100.64.1.1']) expect(hostClass(h), h).toBe('internal');
    expect(hostClass('93.184.216.34')).toBe('public');
    expect(hostClass('hooks.example.com.')).toBe('name');
  });

  /** A resolver that answers the given addresses for any name. */
  const resolving = (...addresses: string[]) =>
    ((_host: string, _opts: unknown, cb: (err: Error | null, a: LookupAddress[]) => void) =>
      cb(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      )) as unknown as typeof import('node:dns').lookup;

  const lookUp = (lookup: ReturnType<typeof checkedLookup>, all: boolean) =>
    new Promise<{ err: Error | null; address: unknown }>((resolve) =>
      lookup('hooks.example', { all }, (err: Error | null, address: unknown) => resolve({ err, address })),
    );

  it('refuses a name when any address it resolves to is not allowed, and otherwise answers the checked addresses', async () => {
    const publicOnly = reachable('production', rule(false, true));
    expect((await lookUp(checkedLookup(publicOnly, resolving('93.184.216.34')), false)).address).toBe('93.184.216.34');
    expect((await lookUp(checkedLookup(publicOnly, resolving('93.184.216.34', '2606:4700::1')), true)).address).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700::1', family: 6 },
    ]);
    for (const bad of [['10.0.0.5'], ['93.184.216.34', '169.254.169.254'], ['127.0.0.1'], ['::ffff:a00:5'], []]) {
      expect((await lookUp(checkedLookup(publicOnly, resolving(...bad)), false)).err, bad.join()).toBeInstanceOf(Error);
    }
    const sandbox = reachable('sandbox', rule(false, true));
    expect((await lookUp(checkedLookup(sandbox, resolving('127.0.0.1', '::1')), true)).err).toBeNull();
    expect((await lookUp(checkedLookup(sandbox, resolving('192.168.0.10')), false)).err).toBeInstanceOf(Error);
  });

  it('never connects to a refused address, and reports no timing for it', async () => {
    let connections = 0;
    const server = createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const publicOnly = reachable('production', rule(false, true));
      for (const url of [
        `http://127.0.0.1:${port}/`,
        `http://localhost.:${port}/`,
        `http://2130706433:${port}/`,
        `http://[::ffff:7f00:1]:${port}/`,
      ]) {
        const r = await postWebhook(url, '{}', {}, { timeoutMs: 2000, allowed: publicOnly });
        expect(r, url).toMatchObject({ ok: false, responseStatus: 0, durationMs: 0 });
      }
      expect(connections).toBe(0);
      // Allowed (sandbox): the connection is made; a reset without an answer still reports no timing.
      const r = await postWebhook(
        `http://localhost:${port}/`,
        '{}',
        {},
        { timeoutMs: 2000, allowed: reachable('sandbox', rule(false, true)) },
      );
      expect(r).toMatchObject({ ok: false, responseStatus: 0, durationMs: 0 });
      expect(connections).toBe(1);
    } finally {
      server.close();
    }
  });
});
