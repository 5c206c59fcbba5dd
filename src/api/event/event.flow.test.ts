import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../../test/helpers/app';
import { buildContract } from '../../../test/helpers/factories/contract';
import { buildCatalogItem } from '../../../test/helpers/factories/catalog';
import { advance } from '../../../test/helpers/factories/billing';
import type { Billing } from '../billing/billing.schema';
import type { Event } from './event.schema';
import { undocumentedEvents } from '../../../test/helpers/events';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function eventsOf(c: Client, types: string[]): Promise<Event[]> {
  const res = await c.post<{ events: Event[]; nextPageToken: string }>('/v1/event/list', { types, pageSize: 100 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.events;
}

/**
 * The golden flow through the test clock: a contract is created, the clock moves over its first
 * billing date (the bill run writes billing.created), a payment is recorded (payment.recorded and
 * billing.status_changed with the old status).
 */
describe('events through the test clock', () => {
  it('contract.created → advance → billing.created = /v1/billing/get → payment → payment.recorded, billing.status_changed', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    await advance(c, '2031-03-15');
    const { contract } = await buildContract(c, { mainItem: { startDate: '2031-04-01' } });
    const [created] = await eventsOf(c, ['contract.created']);
    expect(created!.data.object).toEqual(contract);
    expect(created!.createTime.startsWith('2031-03-15')).toBe(true);

    expect(await advance(c, '2031-04-01')).toBeGreaterThan(0);
    const billed = await eventsOf(c, ['billing.created']);
    expect(billed.length).toBeGreaterThan(0);
    for (const e of billed) {
      const id = (e.data.object as { id: string }).id;
      const got = await c.get<{ billing: Billing }>('/v1/billing/get', { id });
      expect(e.data.object).toEqual(got.body.billing);
      expect(e.createTime.startsWith('2031-0')).toBe(true);
    }
    const [run] = await eventsOf(c, ['bill_run.completed']);
    expect(run!.data.object).toMatchObject({ asOf: '2031-04-01', status: 'DONE', trigger: 'TEST_CLOCK', billings: billed.length });

    const billing = (await c.get<{ billing: Billing }>('/v1/billing/get', { id: (billed[0]!.data.object as { id: string }).id })).body
      .billing;
    const pay = await c.post('/v1/billing/batchrecordpayments', {
      payments: [{ billingId: billing.id, amount: billing.total, paymentDate: '2031-04-01' }],
    });
    expect(pay.body).toMatchObject({ summary: { succeeded: 1 } });
    const after = (await c.get<{ billing: Billing }>('/v1/billing/get', { id: billing.id })).body.billing;
    expect(after.status).toBe('STATUS_PAID');
    const [recorded] = await eventsOf(c, ['payment.recorded']);
    expect(recorded!.data.object).toEqual(after);
    const [changed] = await eventsOf(c, ['billing.status_changed']);
    expect(changed!.data.object).toEqual(after);
    expect(changed!.previousAttributes).toEqual({ status: billing.status });
    // each event matches its type's message in the OpenAPI document (api/event/event.objects.ts)
    expect(undocumentedEvents(await eventsOf(c, []))).toEqual([]);
  });

  it('amendments (auto-renewals too) and their cancellation, invalidation and status updates have events', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    await advance(c, '2031-03-15');
    const { contract } = await buildContract(c, { mainItem: { startDate: '2031-04-01' } });
    const change = await c.post<{ amendment: { id: string } }>('/v1/amendment/changequantity', {
      contractId: contract.id,
      contractChargeItemId: contract.mainItems[0]!.chargeItems[0]!.id,
      quantity: 2,
      effectiveStartDate: '2031-04-01',
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const [amended] = await eventsOf(c, ['amendment.created']);
    expect(amended!.data.object).toEqual(change.body.amendment);
    const cancel = await c.post<{ amendment: unknown }>('/v1/amendment/cancelamendment', { id: change.body.amendment.id });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const [canceled] = await eventsOf(c, ['amendment.canceled']);
    expect(canceled!.data.object).toEqual(cancel.body.amendment);
    expect(canceled!.previousAttributes).toMatchObject({ canceled: false });

    await advance(c, '2031-04-01');
    const [first] = await eventsOf(c, ['billing.created']);
    const id = (first!.data.object as Billing).id;
    // Issued on its invoice when made (per billing): invoice.issued names it.
    expect((first!.data.object as Billing).status).toBe('STATUS_INVOICE_CREATED');
    const [issued] = await eventsOf(c, ['invoice.issued']);
    expect((issued!.data.object as { billingIds: string[] }).billingIds).toEqual([id]);
    const upd = await c.post('/v1/billing/batchupdatestatuses', { byIds: { ids: [id] }, status: 'STATUS_POSTED' });
    expect(upd.body).toMatchObject({ summary: { succeeded: 1 } });
    const [changed] = await eventsOf(c, ['billing.status_changed']);
    expect(changed!.previousAttributes).toEqual({ status: 'STATUS_INVOICE_CREATED' });
    expect((changed!.data.object as Billing).status).toBe('STATUS_POSTED');
    const [sent] = await eventsOf(c, ['invoice.status_changed']);
    expect([(sent!.data.object as { status: string }).status, sent!.previousAttributes]).toEqual([
      'STATUS_SENT',
      { status: 'STATUS_ISSUED' },
    ]);
    const inv = await c.post<{ billing: Billing }>('/v1/billing/invalidate', { id });
    expect(inv.status, JSON.stringify(inv.body)).toBe(200);
    const [invalidated] = await eventsOf(c, ['billing.invalidated']);
    expect(invalidated!.data.object).toEqual(inv.body.billing);
    // Its invoice is voided first, so it was waiting (UNBILLED) when it was invalidated.
    const [voided] = await eventsOf(c, ['invoice.voided']);
    expect((voided!.data.object as { status: string }).status).toBe('STATUS_VOID');
    expect(invalidated!.previousAttributes).toEqual({ status: 'STATUS_UNBILLED' });
    expect(undocumentedEvents(await eventsOf(c, []))).toEqual([]);
  });

  it('auto-renewals write amendment.created, the due-date sweep billing.status_changed (createTime on the test clock)', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    await advance(c, '2031-03-15');
    await buildContract(c, {
      mainItem: {
        startDate: '2031-04-01',
        defaultContractTerm: { value: 1, unit: 'UNIT_MONTHLY' },
        autoRenewal: { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } },
      },
    });
    await advance(c, '2031-04-01');
    const ids = (await eventsOf(c, ['billing.created'])).map((e) => (e.data.object as Billing).id);
    await c.post('/v1/billing/batchupdatestatuses', { byIds: { ids }, status: 'STATUS_INVOICE_CREATED' });
    await advance(c, '2031-07-15');
    const renewals = await eventsOf(c, ['amendment.created']);
    expect(renewals.length).toBeGreaterThan(0);
    for (const e of renewals) expect(e.data.object).toMatchObject({ type: 'TYPE_RENEW_ITEM', memo: 'auto-renewal' });
    const overdue = (await eventsOf(c, ['billing.status_changed'])).filter(
      (e) => (e.data.object as Billing).status === 'STATUS_PAYMENT_DUE',
    );
    expect(overdue.length).toBeGreaterThan(0);
    for (const e of overdue) {
      expect(e.previousAttributes).toEqual({ status: 'STATUS_INVOICE_CREATED' });
      expect(e.createTime.startsWith('2031-')).toBe(true);
    }
    expect(undocumentedEvents(await eventsOf(c, []))).toEqual([]);
  });

  it('an amendment refused halfway (its row and event written, then its version refused) leaves no event', async () => {
    const c = client(t.app, (await newTenant(t.db)).sandboxKey);
    const option = await buildCatalogItem(c, { usage: 'USAGE_OPTION' });
    const chargeItem = (optionalId: string) => [{ catalogChargeItemId: option.catalogChargeItems[0]!.id, optionalId }];
    const { contract: a } = await buildContract(c, {
      mainItem: { optionItems: [{ catalogItemId: option.id, chargeItems: chargeItem('cci-taken') }] },
    });
    const { contract: b } = await buildContract(c);
    const before = await eventsOf(c, []);
    const res = await c.post('/v1/amendment/addoptionitem', {
      contractId: b.id,
      contractItemId: b.mainItems[0]!.id,
      effectiveStartDate: '2024-05-01',
      item: { catalogItemId: option.id, chargeItems: chargeItem('cci-taken') },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    // Refused by the database when the new version is saved, after the amendment row and its event.
    expect(res.body).toMatchObject({ detail: { fieldViolations: [{ field: 'item.chargeItems.optionalId' }] } });
    expect(await eventsOf(c, [])).toEqual(before);
    const amendments = await c.post<{ amendments: unknown[] }>('/v1/amendment/listbycontract', { id: b.id });
    expect(amendments.body.amendments).toEqual([]);
    expect(a.mainItems[0]!.optionItems).toHaveLength(1);
  });
});
