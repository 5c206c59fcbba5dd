import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, testDatabaseUrl, type TestApp } from '../helpers/app';
import { advance } from '../helpers/factories/billing';
import { buildCatalogItem, buildPaymentMethod } from '../helpers/factories/catalog';
import { buildContract } from '../helpers/factories/contract';
import { createCustomer } from '../helpers/factories/customer';
import { createStaff } from '../helpers/factories/staff';
import { startServerProcess, type ServerProcess } from '../helpers/process';

/**
 * Invoice numbers have no gaps and never repeat (docs/invoices.md "Numbers"), also when two server
 * processes issue at the same moment and some transactions roll back after they took a number: early
 * billing of a per-billing contract issues its invoice in the request's transaction, and naming a
 * draft contract beside it makes the request fail after the number was taken (FAILED_PRECONDITION
 * DRAFT_CONTRACT), so everything it wrote, number included, rolls back.
 */
let t: TestApp;
let servers: ServerProcess[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  // Heavy-request admission lifted: every request of the burst must run at once, not be told to retry.
  const env = { DATABASE_URL: testDatabaseUrl(), HEAVY_REQUESTS_PER_TENANT: '100', HEAVY_REQUESTS_PER_PROCESS: '100' };
  servers = await Promise.all([1, 2].map(() => startServerProcess(env)));
}, 90_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await t.close();
});

const CONTRACTS = 24;

it('two processes issuing at once, a third of the requests rolled back: numbers 1..N, each once', async () => {
  const keys = await newTenant(t.db);
  const c = client(t.app, keys.sandboxKey);
  await advance(c, '2031-03-20');
  const catalogItem = await buildCatalogItem(c);
  const paymentMethod = await buildPaymentMethod(c);
  const customer = await createCustomer(c);
  const staff = await createStaff(c, customer.id);
  const made = { catalogItem, paymentMethod, customer, staff, mainItem: { startDate: '2031-04-01' } };
  const contracts: string[] = [];
  for (let i = 0; i < CONTRACTS; i++) contracts.push((await buildContract(c, made)).contract.id);
  const draft = (await buildContract(c, { ...made, isDraft: true })).contract.id;

  const bill = async (server: number, contractIds: string[]) => {
    const res = await fetch(`${servers[server % 2]!.address}/v1/billing/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.sandboxKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ contractIds }),
    });
    return { status: res.status, body: (await res.json()) as { detail?: { reason?: string } } };
  };
  const rolledBack = (i: number) => i % 3 === 0;
  const first = await Promise.all(contracts.map((id, i) => bill(i, rolledBack(i) ? [id, draft] : [id])));
  first.forEach((answer, i) => {
    if (rolledBack(i)) expect([answer.status, answer.body.detail?.reason]).toEqual([400, 'DRAFT_CONTRACT']);
    else expect(answer.status).toBe(200);
  });
  // The contracts whose request rolled back are billed now, by both processes at once again.
  const again = await Promise.all(contracts.flatMap((id, i) => (rolledBack(i) ? [bill(i + 1, [id])] : [])));
  expect(again.map((a) => a.status)).toEqual(again.map(() => 200));

  const invoices = await t.db
    .selectFrom('invoice as i')
    .innerJoin('tenant as tn', 'tn.id', 'i.tenant_id')
    .select(['i.invoice_number', 'i.billing_ids'])
    .where('tn.provider_id', '=', keys.providerId)
    .where('tn.environment', '=', 'sandbox')
    .execute();
  const numbers = invoices.map((i) => Number(i.invoice_number)).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: CONTRACTS }, (_, i) => i + 1));
  // One invoice per contract's billing: no billing on two invoices, none without one.
  const billed = await t.db
    .selectFrom('billing')
    .select(['id', 'invoice_id', 'contract_id'])
    .where('contract_id', 'in', contracts)
    .execute();
  expect(billed).toHaveLength(CONTRACTS);
  expect(new Set(invoices.flatMap((i) => i.billing_ids))).toEqual(new Set(billed.map((b) => b.id)));
});
