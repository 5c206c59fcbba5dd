/**
 * Suggestions for a line of the unmatched queue (docs/collections.md "The unmatched queue"): the
 * invoices of its one customer; without one, those of the customers sharing its payer name and the
 * open invoices its amount settles exactly or with a transfer fee — nearest balance first, never
 * another tenant's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { insertOpenInvoices } from '../../../test/helpers/factories/openinvoice';
import { transferNotice, type TestDeposit } from '../../../test/helpers/zengin';
import { listLines } from '../../db/repos/collections.repo';
import { getInvoice } from '../../db/repos/invoice.repo';
import { ApiError } from '../../lib/errors';
import type { ServiceCtx } from '../context';
import { createCustomer } from '../customer';
import { importStatement, suggestInvoices } from './index';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(async () => {
  await t.close();
});

async function tenant(): Promise<ServiceCtx> {
  return serviceCtx(t.sys, (await newTenant(t.db)).providerId);
}

/** Imports the deposits (one transaction, as the API does); returns the lines in file order. */
async function lines(ctx: ServiceCtx, deposits: TestDeposit[]) {
  const s = await t.db
    .transaction()
    .execute((tx) => importStatement({ ...ctx, db: tx }, { format: 'ZENGIN_TRANSFER_NOTICE', content: transferNotice(deposits) }));
  return (await listLines(ctx.db, ctx.caller.tenantId, { statementId: s.id, limit: 100 })).sort((a, b) => a.record_no - b.record_no);
}

/** A customer with open invoices of these totals (due one day apart, in order). */
async function customer(ctx: ServiceCtx, name: string, totals: number[], extra: { payerNames?: string[]; virtualAccountNumber?: string }) {
  const c = await createCustomer(ctx, { name, ...extra });
  const ids = await insertOpenInvoices(
    ctx.db,
    ctx.caller.tenantId,
    totals.map((total, i) => ({ customerId: c.id, total, dueDate: `2031-06-${String(10 + i).padStart(2, '0')}` })),
  );
  return { customer: c, ids };
}

const totals = async (ctx: ServiceCtx, lineId: string) =>
  Promise.all((await suggestInvoices(ctx, lineId)).map(async (i) => Number((await getInvoice(ctx.db, ctx.caller.tenantId, i.id))!.total)));

describe('suggestInvoices', () => {
  it('an unknown payer: the open invoices its amount settles, exactly or with a fee of at most the tolerance (880)', async () => {
    const ctx = await tenant();
    const other = await tenant();
    await customer(ctx, 'C', [20000, 13000, 12500, 12000], { payerNames: ['ｼｰｼｬ'] });
    await customer(other, 'X', [12000], { payerNames: ['ｴｯｸｽ'] });
    const [line] = await lines(ctx, [{ no: 1, amount: 12000, payer: 'ﾀﾞﾚｶ' }]);
    expect(line!.status).toBe('UNMATCHED');
    // 12,000 (exact), 12,500 (a fee of 500 ≤ 880); not 13,000 (1,000 > 880), not 20,000; not the other tenant's 12,000
    expect(await totals(ctx, line!.id)).toEqual([12000, 12500]);
  });

  it('a payer name two customers share: the invoices of both, nearest the amount first', async () => {
    const ctx = await tenant();
    await customer(ctx, 'A', [5500, 9000], { payerNames: ['ﾀﾅｶ ﾀﾛｳ'] });
    await customer(ctx, 'B', [7000], { payerNames: ['ﾀﾅｶﾀﾛｳ'] });
    const [line] = await lines(ctx, [{ no: 1, amount: 6000, payer: 'ﾀﾅｶ ﾀﾛｳ' }]);
    expect(line!.status).toBe('UNMATCHED');
    // gaps from 6,000: 500, 1,000, 3,000
    expect(await totals(ctx, line!.id)).toEqual([5500, 7000, 9000]);
  });

  it('a line whose customer is known (unmatched by hand): that customer’s open invoices only', async () => {
    const ctx = await tenant();
    const known = await customer(ctx, 'K', [3000, 11000], { virtualAccountNumber: '7000123' });
    await customer(ctx, 'L', [4000], { payerNames: ['ｴﾙ'] });
    const [line] = await lines(ctx, [{ no: 1, amount: 4000, payer: 'ｴﾙ', account: '7000123' }]);
    // the virtual account wins over the payer name: K's 3,000 is paid, 1,000 on its 11,000 (PARTIAL)
    expect([line!.status, line!.customer_id]).toEqual(['MATCHED', known.customer.id]);
    const { unmatchLine } = await import('./index');
    await t.db.transaction().execute((tx) => unmatchLine({ ...ctx, db: tx }, line!.id));
    expect(await totals(ctx, line!.id)).toEqual([3000, 11000]);
  });

  it('a line of another tenant is NOT_FOUND', async () => {
    const ctx = await tenant();
    const [line] = await lines(ctx, [{ no: 1, amount: 100, payer: 'ｱ' }]);
    const err = await suggestInvoices(await tenant(), line!.id).catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).codeName).toBe('NOT_FOUND');
  });
});
