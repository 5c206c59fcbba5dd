import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WEBHOOK_RETRY_DELAYS, loadConfig } from './config';

describe('webhook settings', () => {
  it('defaults: deliver, the documented retry schedule, 10 s timeout, no private networks for production', () => {
    const c = loadConfig({});
    expect(c.runWebhooks).toBe(true);
    expect(c.webhookRetryDelays).toEqual(DEFAULT_WEBHOOK_RETRY_DELAYS);
    expect(DEFAULT_WEBHOOK_RETRY_DELAYS).toEqual([60, 300, 1800, 7200, 21600, 43200, 86400]);
    expect(c.webhookTimeoutMs).toBe(10_000);
    expect(c.webhookAllowPrivateNetworks).toBe(false);
  });

  it('reads the variables', () => {
    const c = loadConfig({
      RUN_WEBHOOKS: 'false',
      WEBHOOK_RETRY_DELAYS: '1, 2.5,3',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_TIMEOUT_MS: '500',
      WEBHOOK_POLL_MS: '20',
    });
    expect([c.runWebhooks, c.webhookRetryDelays, c.webhookAllowPrivateNetworks, c.webhookTimeoutMs, c.webhookPollMs]).toEqual([
      false,
      [1, 2.5, 3],
      true,
      500,
      20,
    ]);
  });

  it.each([
    { WEBHOOK_RETRY_DELAYS: '1,,2' },
    { WEBHOOK_RETRY_DELAYS: '-1' },
    { WEBHOOK_RETRY_DELAYS: 'soon' },
    { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'yes' },
    { RUN_WEBHOOKS: '0' },
    { WEBHOOK_TIMEOUT_MS: '10' },
  ])('refuses %j', (env) => expect(() => loadConfig(env)).toThrow(ConfigError));
});
