import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { buildTestApp, newTenant, type TestApp } from '../../../test/helpers/app';
import { BillingApiError, BillingClient, retryDelayMs, verifyWebhookSignature } from '../src/index';

// The SDK against the real server (listening on a loopback port): the quickstart's first steps,
// typed errors, idempotency keys, retries and paging.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

const sdk = async (extra: Partial<ConstructorParameters<typeof BillingClient>[0]> = {}) =>
  new BillingClient({ baseUrl, apiKey: (await newTenant(t.db)).sandboxKey, ...extra });

describe('@billing/sdk against the server', () => {
  it('runs a first integration: catalog, customer, staff, payment method, contract, test clock, billings', async () => {
    const billing = await sdk();
    const { product } = await billing.v1ProductCreate({ optionalId: 'saas', name: 'SaaS' });
    const { catalogItem } = await billing.v1CatalogitemCreate({
      optionalId: 'standard',
      productId: product.id,
      name: 'Standard plan',
      catalogChargeItems: [
        { name: 'Base fee', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_FLAT_FEE', price: 3000 } },
        { name: 'Seats', type: 'TYPE_RECURRING', pricingModel: { type: 'TYPE_PER_UNIT', price: '500' } },
      ],
    });
    const { customer } = await billing.v1CustomerCreate({ optionalId: 'acme', name: 'Acme Corp' });
    const { customerStaff } = await billing.v1CustomerstaffCreate({ customerId: customer.id, name: { lastName: 'Sato' } });
    const { paymentMethod } = await billing.v1PaymentmethodCreate({
      optionalId: 'bank',
      name: 'Bank transfer',
      type: 'TYPE_BANK_TRANSFER',
    });
    await billing.v1TestclockAdvance({ to: '2031-03-20' });
    const seats = catalogItem.catalogChargeItems.find((c) => c.name === 'Seats')!;
    const { contract } = await billing.v1ContractCreate({
      optionalId: 'acme-2031',
      customer: { id: customer.id, customerStaffId: customerStaff.id },
      paymentMethodId: paymentMethod.id,
      mainItems: [
        {
          catalogItemId: catalogItem.id,
          startDate: '2031-04-01',
          chargeItems: [{ catalogChargeItemId: seats.id, optionalId: 'acme-seats', quantity: 10 }],
        },
      ],
    });
    expect(contract.mainItems[0]!.chargeItems).toHaveLength(2);
    const { expectedBilling } = await billing.v1ExpectedbillingChangequantity({
      contractOptionalId: 'acme-2031',
      contractChargeItemOptionalId: 'acme-seats',
      quantity: 12,
      effectiveStartDate: '2031-05-01',
    });
    // 3,000 base fee + 12 seats × 500 = 9,000 a month, 900 tax
    expect([expectedBilling.subtotal, expectedBilling.totalTaxAmount, expectedBilling.total]).toEqual(['9000', '900', '9900']);
    await billing.v1TestclockAdvance({ to: '2031-06-01' });
    const billings = [];
    for await (const b of billing.paginate('v1BillingListbycontract', { id: contract.id, pageSize: 1 })) billings.push(b);
    expect(billings.map((b) => b.total)).toEqual(['8800', '8800', '8800']);
    // 6. each billing is issued on its own invoice (per billing): pay the first in full
    const { invoice } = await billing.v1InvoiceGet({ invoiceNumber: billings[0]!.invoiceNumber });
    // April's invoice was due 31 May: on 1 June it is overdue
    expect([invoice.billingIds, invoice.total, invoice.status]).toEqual([[billings[0]!.id], '8800', 'STATUS_OVERDUE']);
    await billing.v1BillingBatchrecordpayments({
      payments: [{ billingId: billings[0]!.id, amount: invoice.balance, paymentDate: '2031-05-31', optionalId: 'transfer-1' }],
    });
    expect((await billing.v1InvoiceGet({ id: invoice.id })).invoice).toMatchObject({ status: 'STATUS_PAID', balance: '0' });
  });

  it('throws a BillingApiError carrying the gRPC code, the message and the field', async () => {
    const billing = await sdk();
    const missing = await billing.v1CustomerGet({ id: '01900000-0000-7000-8000-000000000000' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(BillingApiError);
    expect(missing).toMatchObject({ status: 404, code: 5, codeName: 'NOT_FOUND' });
    const bad = (await billing.v1CustomerCreate({ name: '' }).catch((e: unknown) => e)) as BillingApiError;
    expect(bad).toMatchObject({ status: 400, code: 3, codeName: 'INVALID_ARGUMENT' });
    expect(bad.detail.fieldViolations?.[0]?.field).toBe('name');
  });

  it('sends an Idempotency-Key on writes: a new one per call, or the given one (a replay answers the first result)', async () => {
    const billing = await sdk();
    const a = await billing.v1CustomerCreate({ name: 'One' });
    const b = await billing.v1CustomerCreate({ name: 'One' });
    expect(a.customer.id).not.toBe(b.customer.id);
    const first = await billing.v1CustomerCreate({ name: 'Two' }, { idempotencyKey: 'create-two' });
    const replay = await billing.v1CustomerCreate({ name: 'Two' }, { idempotencyKey: 'create-two' });
    expect(replay.customer.id).toBe(first.customer.id);
  });

  it('retries 429 and 503 after Retry-After with the same Idempotency-Key, then gives up after maxRetries', async () => {
    const sent: Array<string | null> = [];
    let failures = 2;
    const flaky: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push(request.headers.get('idempotency-key'));
      if (failures-- > 0) return new Response('{"code":14,"message":"busy","detail":{}}', { status: 503, headers: { 'retry-after': '0' } });
      return fetch(request);
    };
    const billing = await sdk({ fetch: flaky });
    const { customer } = await billing.v1CustomerCreate({ name: 'Retried' });
    expect(customer.name).toBe('Retried');
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);

    const limited: typeof fetch = async () =>
      new Response('{"code":8,"message":"rate limited","detail":{}}', { status: 429, headers: { 'retry-after': '0' } });
    const giveUp = await sdk({ fetch: limited, maxRetries: 1 });
    await expect(giveUp.v1CustomerList({})).rejects.toMatchObject({ status: 429, codeName: 'RESOURCE_EXHAUSTED' });
    expect(retryDelayMs('2', 0)).toBe(2000);
    expect(retryDelayMs(new Date(10_000).toUTCString(), 0, 4_000)).toBe(6000);
    expect(retryDelayMs(null, 2)).toBe(2000);
  });

  it('walks every page of a list', async () => {
    const billing = await sdk();
    for (let i = 0; i < 5; i++) await billing.v1CustomerCreate({ name: `Customer ${i}` });
    const names: string[] = [];
    for await (const c of billing.paginate('v1CustomerList', { pageSize: 2 })) names.push(c.name);
    expect(names.sort()).toEqual(['Customer 0', 'Customer 1', 'Customer 2', 'Customer 3', 'Customer 4']);
  });
});

describe('verifyWebhookSignature', () => {
  const secret = 'whsec_test_secret';
  const body = '{"id":"evt_1","type":"billing.created"}';
  const sign = (t: number, raw = body, key = secret) => createHmac('sha256', key).update(`${t}.${raw}`).digest('hex');
  const now = new Date(1_800_000_000_000);
  const t0 = 1_800_000_000;

  it('accepts the signature of the raw body within the tolerance', () => {
    expect(verifyWebhookSignature(body, `t=${t0},v1=${sign(t0)}`, secret, 300, now)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), `t=${t0 - 299},v1=${sign(t0 - 299)}`, secret, 300, now)).toBe(true);
    // several v1 values (a secret rotation): one match is enough
    expect(verifyWebhookSignature(body, `t=${t0},v1=${sign(t0, body, 'whsec_old')},v1=${sign(t0)}`, secret, 300, now)).toBe(true);
  });

  it('refuses another body, another secret, an old timestamp and a malformed header', () => {
    expect(verifyWebhookSignature(`${body} `, `t=${t0},v1=${sign(t0)}`, secret, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, `t=${t0},v1=${sign(t0, body, 'whsec_other')}`, secret, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, `t=${t0 - 301},v1=${sign(t0 - 301)}`, secret, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, `v1=${sign(t0)}`, secret, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, `t=${t0},v1=zz`, secret, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, '', secret, 300, now)).toBe(false);
  });
});
