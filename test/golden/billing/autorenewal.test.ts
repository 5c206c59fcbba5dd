/**
 * Auto-renewals are recorded through the same amendment path as /v1/amendment/renewcontractitem:
 * a TYPE_RENEW_ITEM amendment whose effectiveStartDate is the first day of the new term
 * (docs/contracts.md), shown by the amendment lists like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { advance } from '../../helpers/factories/billing';
import { buildTestApp, ok, planContract, scenario } from './setup';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface WireAmendment {
  type: string;
  targetContractItemId: string;
  effectiveStartDate: string;
  memo: string;
  version: number;
}
const renewing = { type: 'TYPE_ENABLED', term: { value: -1, unit: 'UNIT_MONTHLY' } };
// 1 July 2031 (JST midnight) on the wire
const JULY_1 = '2031-06-30T15:00:00Z';

describe('auto-renewal amendments', () => {
  it("record the new term's first day as effectiveStartDate, like an API renewal", async () => {
    const { c } = await scenario(t);
    await advance(c, '2031-03-20');
    const auto = await planContract(c, { start: '2031-04-01', termMonths: 3, autoRenewal: renewing });
    const manual = await planContract(c, { start: '2031-04-01', termMonths: 3 });
    await ok(c, '/v1/amendment/renewcontractitem', { contractId: manual.contract.id, contractItemId: manual.itemId, memo: 'by hand' });
    // renewal date: one month before the end (30 June) = 31 May; the run of 1 June has made it
    await advance(c, '2031-06-01');
    const renewals = async (id: string) =>
      (await ok<{ amendments: WireAmendment[] }>(c, '/v1/amendment/listbycontract', { id, pageSize: 100 })).amendments.filter(
        (a) => a.type === 'TYPE_RENEW_ITEM',
      );
    expect(await renewals(auto.contract.id)).toEqual([
      expect.objectContaining({
        type: 'TYPE_RENEW_ITEM',
        targetContractItemId: auto.itemId,
        effectiveStartDate: JULY_1,
        memo: 'auto-renewal',
      }),
    ]);
    expect(await renewals(manual.contract.id)).toEqual([
      expect.objectContaining({
        type: 'TYPE_RENEW_ITEM',
        targetContractItemId: manual.itemId,
        effectiveStartDate: JULY_1,
        memo: 'by hand',
      }),
    ]);
    const all = await ok<{ amendments: WireAmendment[] }>(c, '/v1/amendment/list', { pageSize: 100 });
    expect(all.amendments.filter((a) => a.memo === 'auto-renewal').map((a) => a.effectiveStartDate)).toEqual([JULY_1]);
  });

  it('another tenant cannot list the auto-renewal amendments of a contract (NOT_FOUND)', async () => {
    const { c } = await scenario(t);
    const other = await scenario(t);
    await advance(c, '2031-03-20');
    const auto = await planContract(c, { start: '2031-04-01', termMonths: 3, autoRenewal: renewing });
    await advance(c, '2031-06-01');
    const res = await other.c.post('/v1/amendment/listbycontract', { id: auto.contract.id });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 5 });
  });
});
