import { describe, expect, it } from 'vitest';
import { normaliseHost } from './host';
import { loadConfig } from './config';

describe('normaliseHost', () => {
  it.each([
    ['sandbox.example.com', 'sandbox.example.com'],
    ['Sandbox.Example.COM', 'sandbox.example.com'],
    ['sandbox.example.com.', 'sandbox.example.com'],
    ['sandbox.example.com..', 'sandbox.example.com'],
    ['sandbox.example.com:8080', 'sandbox.example.com'],
    ['SANDBOX.example.com.:443', 'sandbox.example.com'],
    [' sandbox.example.com ', 'sandbox.example.com'],
    ['[::1]:8080', '[::1]'],
    ['127.0.0.1:80', '127.0.0.1'],
    ['', ''],
  ])('%j → %j', (given, expected) => {
    expect(normaliseHost(given)).toBe(expected);
  });

  it('is applied to SANDBOX_HOSTS and PRODUCTION_HOSTS', () => {
    const config = loadConfig({ SANDBOX_HOSTS: 'Sandbox.Example.com., ,other.test:8443', PRODUCTION_HOSTS: 'API.example.com' });
    expect(config.sandboxHosts).toEqual(['sandbox.example.com', 'other.test']);
    expect(config.productionHosts).toEqual(['api.example.com']);
  });
});

describe('database timeouts', () => {
  it('default to 1.5 s to connect and 30 s per statement, 0 turning either off', () => {
    expect(loadConfig({})).toMatchObject({ dbConnectTimeoutMs: 1500, dbStatementTimeoutMs: 30_000 });
    expect(loadConfig({ DB_CONNECT_TIMEOUT_MS: '0', DB_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      dbConnectTimeoutMs: 0,
      dbStatementTimeoutMs: 0,
    });
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: '1.5s' })).toThrow(/DB_CONNECT_TIMEOUT_MS must be a whole number/);
  });
});
