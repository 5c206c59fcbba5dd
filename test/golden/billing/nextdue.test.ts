/**
 * The next-due day (docs/billing-lifecycle.md "The next-due day"): every write that can change what a
 * contract has due marks it stale, the bill run stores the day it computes, and the test clock's
 * runs visit only the contracts whose day has come — here checked write by write against the full
 * recomputation (test/golden/random/nextdue.ts), and for another tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { advance, tenantIdOf } from '../../helpers/factories/billing';
import { recomputedNextDue } from '../random/nextdue';
import { buildTestApp, ok, planContract, scenario } from './setup';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the next-due day of a contract', () => {
  it('is stale after each write that changes what is due, and the computed day after each run', async () => {
    const { c, providerId } = await scenario(t);
    const tenantId = await tenantIdOf(t.db, providerId);
    await advance(c, '2031-03-20');
    const {
      contract,
      chargeIds: [chargeId],
    } = await planContract(c, { start: '2031-04-01', charges: [{ quantity: 1 }] });
    const state = () => recomputedNextDue(t.db, tenantId, contract.id);
    // created: stale until a run computes it; April is billed on 1 April
    expect(await state()).toEqual({ stored: '-infinity', fresh: '2031-04-01' });
    await advance(c, '2031-03-21');
    expect(await state()).toEqual({ stored: '2031-04-01', fresh: '2031-04-01' });
    // the run of 1 April bills April; May is next
    expect(await advance(c, '2031-04-01')).toBe(1);
    expect(await state()).toEqual({ stored: '2031-05-01', fresh: '2031-05-01' });
    // an amendment from 1 April (April billed at 1 unit): the adjustment is due at once
    await ok(c, '/v1/amendment/changequantity', {
      contractId: contract.id,
      contractChargeItemId: chargeId,
      quantity: 2,
      effectiveStartDate: '2031-04-01',
    });
    expect((await state()).stored).toBe('-infinity');
    expect((await state()).fresh <= '2031-04-02').toBe(true);
    expect(await advance(c, '2031-04-02')).toBe(1);
    expect(await state()).toEqual({ stored: '2031-05-01', fresh: '2031-05-01' });
    // invalidating a billing releases its lines: they are due again
    const { billings } = await ok<{ billings: Array<{ id: string }> }>(c, '/v1/billing/listbycontract', { id: contract.id });
    await ok(c, '/v1/billing/invalidate', { id: billings[0]!.id });
    expect((await state()).stored).toBe('-infinity');
    await advance(c, '2031-04-03');
    const after = await state();
    expect(after.stored).toBe(after.fresh);
    // cancelling the contract at the end of April: nothing is left after the credits are billed
    await ok(c, '/v1/amendment/cancelcontract', { contractId: contract.id, cancellationDate: '2031-04-30' });
    expect((await state()).stored).toBe('-infinity');
    await advance(c, '2031-06-01');
    expect(await state()).toEqual({ stored: 'infinity', fresh: 'infinity' });
  });

  it('a draft has nothing due until it is confirmed; then it is stale and the next run bills it', async () => {
    const { c, providerId } = await scenario(t);
    const tenantId = await tenantIdOf(t.db, providerId);
    await advance(c, '2031-03-20');
    const { contract } = await planContract(c, { start: '2031-04-01', isDraft: true });
    const state = () => recomputedNextDue(t.db, tenantId, contract.id);
    expect((await state()).stored).toBe('infinity');
    expect(await advance(c, '2031-04-01')).toBe(0);
    expect((await state()).stored).toBe('infinity');
    await ok(c, '/v1/contract/confirmdraft', { id: contract.id });
    expect((await state()).stored).toBe('-infinity');
    // confirmed on 1 April (after its run): billed by the run of 2 April, May next
    expect(await advance(c, '2031-04-02')).toBe(1);
    expect(await state()).toEqual({ stored: '2031-05-01', fresh: '2031-05-01' });
  });

  it("another tenant's advance neither bills nor recomputes this tenant's contracts", async () => {
    const a = await scenario(t);
    const b = await scenario(t);
    const tenantA = await tenantIdOf(t.db, a.providerId);
    await advance(a.c, '2031-03-20');
    const { contract } = await planContract(a.c, { start: '2031-04-01' });
    await advance(b.c, '2031-04-02');
    expect((await recomputedNextDue(t.db, tenantA, contract.id)).stored).toBe('-infinity');
    const other = await b.c.post('/v1/billing/listbycontract', { id: contract.id });
    expect(other.status).toBe(404);
    expect(await advance(a.c, '2031-04-01')).toBe(1);
    expect((await recomputedNextDue(t.db, tenantA, contract.id)).stored).toBe('2031-05-01');
  });
});
