import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackerPairs, buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildPaymentMethod, type PaymentMethod } from '../../../test/helpers/factories/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const sandbox = async (): Promise<Client> => client(t.app, (await newTenant(t.db)).sandboxKey);

describe('/v1/paymentmethod/update', () => {
  it('replaces name and holdInvoiceCreation when given and keeps the rest', async () => {
    const c = await sandbox();
    const pm = await buildPaymentMethod(c, { name: 'Bank', holdInvoiceCreation: false });
    const held = await c.patch<{ paymentMethod: PaymentMethod }>('/v1/paymentmethod/update', { id: pm.id, holdInvoiceCreation: true });
    expect(held.status).toBe(200);
    expect(held.body.paymentMethod).toEqual({ ...pm, holdInvoiceCreation: true, updateTime: expect.any(String) });
    const renamed = await c.patch<{ paymentMethod: PaymentMethod }>('/v1/paymentmethod/update', {
      optionalId: pm.optionalId,
      name: 'Bank 2',
    });
    expect(renamed.body.paymentMethod).toMatchObject({ name: 'Bank 2', holdInvoiceCreation: true, type: 'TYPE_BANK_TRANSFER' });
    expect((await c.get('/v1/paymentmethod/get', { id: pm.id })).body).toEqual(renamed.body);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: '   ' }],
    ['holdInvoiceCreation', { holdInvoiceCreation: 'yes' }],
    ['type', { type: 'TYPE_CREDIT_CARD' }],
  ])('refuses a bad patch naming %s', async (field, patch) => {
    const c = await sandbox();
    const pm = await buildPaymentMethod(c);
    const res = await c.patch('/v1/paymentmethod/update', { id: pm.id, ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 3, detail: { fieldViolations: [expect.objectContaining({ field })] } });
    expect((await c.get('/v1/paymentmethod/get', { id: pm.id })).body).toEqual({ paymentMethod: pm });
  });

  it('needs id or optionalId; an unknown one is NOT_FOUND', async () => {
    const c = await sandbox();
    expect((await c.patch('/v1/paymentmethod/update', { name: 'x' })).status).toBe(400);
    expect((await c.patch('/v1/paymentmethod/update', { optionalId: 'nope', name: 'x' })).status).toBe(404);
  });
});

describe.each(attackerPairs(() => t))('a payment method of %s', (_label, pair) => {
  it('cannot be updated (NOT_FOUND) and stays as it was', async () => {
    const [owner, other] = await pair();
    const pm = await buildPaymentMethod(owner);
    expect((await other.patch('/v1/paymentmethod/update', { id: pm.id, holdInvoiceCreation: true })).status).toBe(404);
    expect((await other.patch('/v1/paymentmethod/update', { optionalId: pm.optionalId, name: 'x' })).status).toBe(404);
    expect((await owner.get('/v1/paymentmethod/get', { id: pm.id })).body).toEqual({ paymentMethod: pm });
  });
});
