/**
 * The revenue report over a void (docs/accounting.md "Revenue report"): an annual ¥120,000 plan for
 * 2031-04-01..2032-03-31 (366 days) invoiced on 4/1 and voided on 2031-06-15. The stored figures are
 * computed in one pass over the months (revenue.ts); they must be what the months' journals say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { advanceClock, serviceWorld, storeContract } from '../../../test/helpers/factories/billing';
import { inTransaction } from '../../db/db';
import { type JournalEntry } from '../../domain/accounting/journal';
import { type Month } from '../../domain/accounting/month';
import { dec, ZERO } from '../../domain/money';
import type { ServiceCtx } from '../context';
import { voidInvoice } from '../invoice';
import { bookOf, journalEntries, revenueReport } from './index';

let t: ServiceTest;
let ctx: ServiceCtx;

beforeAll(async () => {
  t = await buildServiceTest();
  ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
  const w = await serviceWorld(ctx);
  await advanceClock(t.sys, ctx.caller, '2031-03-20');
  await storeContract(t.db, w, {
    start: '2031-04-01',
    end: '2032-03-31',
    charges: [{ billingCycle: { value: 12, unit: 'UNIT_MONTHLY' }, pricing: { model: 'PER_UNIT', price: '120000', tiers: [] } }],
  });
  await advanceClock(t.sys, ctx.caller, '2031-06-15');
  ctx = await serviceCtx(t.sys, ctx.caller.providerId);
  const invoice = await t.db.selectFrom('invoice').select('id').where('tenant_id', '=', ctx.caller.tenantId).executeTakeFirstOrThrow();
  await inTransaction(t.db, (tx) => voidInvoice({ ...ctx, db: tx }, invoice.id, '契約の取消'));
  await advanceClock(t.sys, ctx.caller, '2031-08-01');
  ctx = await serviceCtx(t.sys, ctx.caller.providerId);
});
afterAll(async () => {
  await t.close();
});

async function entriesOf(month: Month): Promise<JournalEntry[]> {
  const out: JournalEntry[] = [];
  for await (const { entry } of journalEntries(ctx, await bookOf(ctx), month)) out.push(entry);
  return out;
}

describe('revenue report over a void', () => {
  it('recognised until the void, then all taken back; nothing deferred after it', async () => {
    const months = await revenueReport(ctx, { monthFrom: '2031-04', monthTo: '2031-07' });
    expect(months.map((m) => [m.month, m.invoiced, m.recognised, m.deferred])).toEqual([
      // ⌊120,000 × 30 ÷ 366⌋ = 9,836 (327 at issue + 9,509 at 4/30); deferred 120,000 − 9,836.
      ['2031-04', '120000', '9836', '110164'],
      // ⌊120,000 × 61 ÷ 366⌋ = 20,000: May 10,164; deferred 100,000.
      ['2031-05', '0', '10164', '100000'],
      // Voided 6/15: 売上高 20,000 (recognised so far) + 前受収益 100,000 reversed; June recognises nothing.
      ['2031-06', '-120000', '-20000', '0'],
      ['2031-07', '0', '0', '0'],
    ]);
  });

  it('invoiced and recognised are the months’ journals’ net credits to the revenue accounts', async () => {
    for (const row of await revenueReport(ctx, { monthFrom: '2031-04', monthTo: '2031-07' })) {
      const lines = (await entriesOf(row.month as Month)).flatMap((e) => e.lines);
      const net = (accounts: string[]) =>
        lines
          .filter((l) => accounts.includes(l.account))
          .reduce((a, l) => (l.side === 'CREDIT' ? a.plus(dec(l.amount)) : a.minus(dec(l.amount))), ZERO)
          .toString();
      expect(row.invoiced).toBe(net(['SALES', 'SALES_DISCOUNT', 'DEFERRED_REVENUE']));
      expect(row.recognised).toBe(net(['SALES', 'SALES_DISCOUNT']));
    }
  });
});
