import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { buildTestApp, testDatabaseUrl } from '../helpers/app';
import { cli } from '../helpers/cli';

const KEY = { sandbox: /^sk_sandbox_[A-Za-z0-9_-]{43}$/, production: /^sk_live_[A-Za-z0-9_-]{43}$/ };

describe('billing provider', () => {
  it('create --json prints the provider and one key per environment, each with its id', async () => {
    const res = await cli(['provider', 'create', '--name', 'Acme KK', '--json']);
    expect(res.code).toBe(0);
    expect(res.out).toHaveLength(1);
    const parsed = JSON.parse(res.out[0]!);
    expect(parsed).toEqual({
      provider: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Acme KK' },
      keys: [
        { id: expect.any(String), environment: 'sandbox', key: expect.stringMatching(KEY.sandbox) },
        { id: expect.any(String), environment: 'production', key: expect.stringMatching(KEY.production) },
      ],
    });
  });

  it('update changes the name and rate limit', async () => {
    const { provider } = JSON.parse((await cli(['provider', 'create', '--name', 'Before', '--json'])).out[0]!);
    const res = await cli(['provider', 'update', '--provider', provider.id, '--name', 'After', '--rate-limit', '120', '--json']);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out[0]!)).toMatchObject({ provider: { id: provider.id, name: 'After', rateLimitPerMinute: 120 } });
  });

  it('list prints every provider, so a lost create output is recoverable', async () => {
    const { provider } = JSON.parse((await cli(['provider', 'create', '--name', 'Listed KK', '--rate-limit', '90', '--json'])).out[0]!);
    const res = await cli(['provider', 'list', '--json']);
    expect(res.code).toBe(0);
    const { providers } = JSON.parse(res.out[0]!);
    expect(providers.find((p: { id: string }) => p.id === provider.id)).toEqual({
      id: provider.id,
      name: 'Listed KK',
      rateLimitPerMinute: 90,
      taxRounding: 'ROUNDING_ROUND_DOWN',
      billRunHourJst: 6,
      invoiceNumberPrefix: '',
      registrationNumber: '',
      legalName: '',
      address: '',
      phoneNumber: '',
      bankAccount: '',
      invoiceNote: '',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const text = await cli(['provider', 'list']);
    expect(text.out.find((l) => l.startsWith(provider.id))).toContain(
      'Listed KK  (90/min, ROUNDING_ROUND_DOWN, bill run 6:00 JST, no invoice prefix',
    );
  });

  it('update --invoice-number-prefix sets the prefix (and "" removes it); the API shows it', async () => {
    const { provider, keys } = JSON.parse((await cli(['provider', 'create', '--name', 'Prefixed', '--json'])).out[0]!);
    const res = await cli(['provider', 'update', '--provider', provider.id, '--invoice-number-prefix', 'INV-2026_', '--json']);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out[0]!).provider).toMatchObject({ id: provider.id, invoiceNumberPrefix: 'INV-2026_' });
    const app = await buildTestApp();
    try {
      const got = await app.app.inject({ method: 'GET', url: '/v1/provider/get', headers: { authorization: `Bearer ${keys[0].key}` } });
      expect(got.json().provider.settings.invoiceNumberPrefix).toBe('INV-2026_');
    } finally {
      await app.close();
    }
    const cleared = await cli(['provider', 'update', '--provider', provider.id, '--invoice-number-prefix', '', '--json']);
    expect(JSON.parse(cleared.out[0]!).provider.invoiceNumberPrefix).toBe('');
  });

  it.each([
    [['provider', 'create'], /--name is required/],
    [['provider', 'list', '--bogus'], /bogus/],
    [
      ['provider', 'update', '--provider', '01a1fcbf-4ddb-700b-81d7-b7c653edaf63', '--invoice-number-prefix', 'INV 2026'],
      /--invoice-number-prefix must be/,
    ],
    [
      ['provider', 'update', '--provider', '01a1fcbf-4ddb-700b-81d7-b7c653edaf63', '--invoice-number-prefix', 'X'.repeat(21)],
      /--invoice-number-prefix must be/,
    ],
    [['provider', 'create', '--name', 'x', '--bogus'], /bogus/],
    [['provider', 'update', '--provider', 'not-a-uuid', '--name', 'x'], /--provider must be an id/],
    [['provider', 'update', '--provider', '01a1fcbf-4ddb-700b-81d7-b7c653edaf63'], /nothing to update/],
    [['provider', 'update', '--provider', '01a1fcbf-4ddb-700b-81d7-b7c653edaf63', '--rate-limit', '0'], /--rate-limit/],
    [['provider', 'update', '--provider', '01a1fcbf-4ddb-700b-81d7-b7c653edaf63', '--name', 'x'], /not found/],
    [['provider', 'frobnicate'], /usage/],
    [['nosuchcommand'], /unknown command/],
  ])('%j → one line on stderr, exit 2', async (argv, message) => {
    const res = await cli(argv);
    expect(res.code).toBe(2);
    expect(res.err).toHaveLength(1);
    expect(res.err[0]).toMatch(message);
  });
});

describe('billing key', () => {
  it('create, list and revoke with --json', async () => {
    const { provider } = JSON.parse((await cli(['provider', 'create', '--name', 'Keys', '--json'])).out[0]!);
    const created = await cli(['key', 'create', '--provider', provider.id, '--environment', 'production', '--json']);
    expect(created.code).toBe(0);
    const { key } = JSON.parse(created.out[0]!);
    expect(key).toEqual({
      id: expect.any(String),
      environment: 'production',
      prefix: key.key.slice(0, 14),
      key: expect.stringMatching(KEY.production),
    });

    const listed = JSON.parse((await cli(['key', 'list', '--provider', provider.id, '--json'])).out[0]!);
    expect(listed.keys).toHaveLength(3);
    expect(listed.keys[0]).toEqual({
      id: expect.any(String),
      environment: expect.any(String),
      prefix: expect.any(String),
      createTime: expect.any(String),
      expireTime: null,
      revoked: false,
    });
    expect(JSON.stringify(listed)).not.toContain(key.key);

    expect((await cli(['key', 'revoke', '--key-id', key.id])).code).toBe(0);
    const after = JSON.parse((await cli(['key', 'list', '--provider', provider.id, '--json'])).out[0]!);
    expect(after.keys.find((k: { id: string }) => k.id === key.id).revoked).toBe(true);
    const again = await cli(['key', 'revoke', '--key-id', key.id]);
    expect(again.code).toBe(2);
    expect(again.err[0]).toMatch(/already revoked/);
  });

  it('create with --expires records the expiry', async () => {
    const { provider } = JSON.parse((await cli(['provider', 'create', '--name', 'Exp', '--json'])).out[0]!);
    const res = await cli([
      'key',
      'create',
      '--provider',
      provider.id,
      '--environment',
      'sandbox',
      '--expires',
      '2099-01-01T00:00:00Z',
      '--json',
    ]);
    expect(res.code).toBe(0);
    const listed = JSON.parse((await cli(['key', 'list', '--provider', provider.id, '--json'])).out[0]!);
    expect(listed.keys.map((k: { expireTime: string | null }) => k.expireTime)).toContain('2099-01-01T00:00:00.000Z');
  });

  it.each([
    [['key', 'create', '--environment', 'sandbox'], /--provider is required/],
    [['key', 'create', '--provider', '01a1fcbf-4ddb-700b-81d7-b7c653edaf63', '--environment', 'staging'], /sandbox or production/],
    [['key', 'create', '--provider', '01a1fcbf-4ddb-700b-81d7-b7c653edaf63', '--environment', 'sandbox'], /not found/],
    [
      [
        'key',
        'create',
        '--provider',
        '01a1fcbf-4ddb-700b-81d7-b7c653edaf63',
        '--environment',
        'sandbox',
        '--expires',
        '2001-01-01T00:00:00Z',
      ],
      /future/,
    ],
    [['key', 'list'], /--provider is required/],
    [['key', 'revoke', '--key-id', '01a1fcbf-4ddb-700b-81d7-b7c653edaf63'], /not found/],
  ])('%j → exit 2 with one line', async (argv, message) => {
    const res = await cli(argv);
    expect(res.code).toBe(2);
    expect(res.err).toHaveLength(1);
    expect(res.err[0]).toMatch(message);
  });
});

describe('billing migrate', () => {
  it('is idempotent', async () => {
    const res = await cli(['migrate', '--json']);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out[0]!)).toEqual({ applied: [] });
  });
});

describe('configuration errors', () => {
  it('an invalid variable is one line and exit 2', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['migrate'], { out: (l) => out.push(l), err: (l) => err.push(l), env: { PORT: 'eighty' }, isTty: false });
    expect(code).toBe(2);
    expect(err).toEqual(['billing: PORT must be a whole number, got "eighty"']);
  });
});

describe('the bin as a real process', () => {
  it('exits 2 with one line on stderr for bad arguments', async () => {
    const { runBilling } = await import('../helpers/process');
    const res = await runBilling(['key', 'create', '--provider', 'x'], { DATABASE_URL: testDatabaseUrl() });
    expect(res.code).toBe(2);
    expect(res.stderr.trim().split('\n')).toEqual(['billing: --provider must be an id (UUID)']);
  });
});
