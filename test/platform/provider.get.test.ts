import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type TestApp } from '../helpers/app';
import { updateProviderSettings } from '../../src/services/platform';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/v1/provider/get', () => {
  it('returns the caller provider with every field, in sandbox and production', async () => {
    const tenant = await newTenant(t.db, { name: 'Acme' });
    const sandbox = await client(t.app, tenant.sandboxKey).get('/v1/provider/get');
    expect(sandbox.status).toBe(200);
    expect(sandbox.body).toMatchObject({
      provider: {
        id: tenant.providerId,
        name: 'Acme',
        environment: 'ENVIRONMENT_SANDBOX',
        settings: { taxRounding: 'ROUNDING_ROUND_DOWN', billRunHourJst: 6 },
      },
    });
    const prod = await client(t.app, tenant.productionKey).post('/v1/provider/get', {});
    expect(prod.body).toMatchObject({ provider: { id: tenant.providerId, environment: 'ENVIRONMENT_PRODUCTION' } });
  });

  it('shows the invoice issuer settings under settings, empty until set, in both environments', async () => {
    const tenant = await newTenant(t.db);
    const issuer = { registrationNumber: '', legalName: '', address: '', phoneNumber: '', bankAccount: '', invoiceNote: '' };
    const before = await client(t.app, tenant.sandboxKey).get('/v1/provider/get');
    expect(before.body).toMatchObject({ provider: { settings: issuer } });
    const set = {
      registrationNumber: 'T1234567890123',
      legalName: '株式会社テスト',
      address: '東京都千代田区1-1',
      phoneNumber: '03-0000-0000',
      bankAccount: 'テスト銀行 本店 普通 1234567',
      invoiceNote: 'お振込手数料はご負担ください。',
    };
    await updateProviderSettings(t.db, tenant.providerId, set);
    for (const key of [tenant.sandboxKey, tenant.productionKey]) {
      const res = await client(t.app, key).post<{ provider: { settings: Record<string, unknown>; address: string } }>('/v1/provider/get');
      expect(res.status).toBe(200);
      expect(res.body.provider.settings).toEqual({
        taxRounding: 'ROUNDING_ROUND_DOWN',
        rateLimitPerMinute: 100_000,
        invoiceNumberPrefix: '',
        billRunHourJst: 6,
        ...set,
      });
      expect(res.body.provider.address).toBe(set.address);
    }
  });

  it('answers GET and POST identically', async () => {
    const tenant = await newTenant(t.db);
    const c = client(t.app, tenant.sandboxKey);
    const [g, p] = [await c.get('/v1/provider/get'), await c.post('/v1/provider/get')];
    expect(g.body).toEqual(p.body);
  });

  it('rejects unknown fields naming them', async () => {
    const tenant = await newTenant(t.db);
    const res = await client(t.app, tenant.sandboxKey).post('/v1/provider/get', { bogus: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 3,
      message: expect.stringContaining('bogus'),
      detail: { fieldViolations: [{ field: 'bogus', description: 'unknown field' }] },
    });
  });
});
