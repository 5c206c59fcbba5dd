import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('defaults to trusting no proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('reads true, a number of proxies, and addresses, ranges and the named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['0', '11', 'yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,', '::1/129'])('refuses %j naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY /);
  });
});

describe('limits of heavy requests and of webhook delivery', () => {
  it('defaults and reads them, within bounds', () => {
    const d = loadConfig({});
    expect([d.heavyPerTenant, d.heavyPerProcess, d.webhookConcurrency, d.webhookConcurrencyPerTenant]).toEqual([2, 4, 16, 4]);
    const c = loadConfig({
      HEAVY_REQUESTS_PER_TENANT: '1',
      HEAVY_REQUESTS_PER_PROCESS: '8',
      WEBHOOK_CONCURRENCY: '32',
      WEBHOOK_CONCURRENCY_PER_TENANT: '2',
    });
    expect([c.heavyPerTenant, c.heavyPerProcess, c.webhookConcurrency, c.webhookConcurrencyPerTenant]).toEqual([1, 8, 32, 2]);
    for (const name of [
      'HEAVY_REQUESTS_PER_TENANT',
      'HEAVY_REQUESTS_PER_PROCESS',
      'WEBHOOK_CONCURRENCY',
      'WEBHOOK_CONCURRENCY_PER_TENANT',
    ]) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(new RegExp(`^${name} `));
    }
  });
});
