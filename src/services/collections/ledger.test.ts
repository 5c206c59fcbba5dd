/**
 * Every yen accounted for through any sequence of collections (docs/collections.md "The unmatched
 * queue", "Cancelled transfers", "Direct debit"): random imports (new deposits, cancellations of
 * earlier ones), hand matches, unmatches, ignores, and a 口座振替 request whose result comes back
 * later with some debits failed, with the books checked after each step. Services tier on the real
 * database, one transaction per operation as the API runs it.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServiceTest, newTenant, serviceCtx, type ServiceTest } from '../../../test/helpers/services';
import { DEBIT_CONSIGNOR, directDebitMethod, importNotice, inTx, testMandate } from '../../../test/helpers/collections';
import { insertOpenInvoices } from '../../../test/helpers/factories/openinvoice';
import { debitResult, type TestDeposit } from '../../../test/helpers/zengin';
import { asLocalDate } from '../../domain';
import type { ServiceCtx } from '../context';
import { createCustomer } from '../customer';
import { creditBalance } from '../credit';
import { activeApplications, listLines } from '../../db/repos/collections.repo';
import { isBalanced, type JournalEntry } from '../../domain/accounting/journal';
import { monthOf, type Month } from '../../domain/accounting/month';
import { jstDateOfInstant } from '../../domain/calendar';
import { bookOf, journalEntries } from '../accounting';
import { createDebitRequest, ignoreLine, importDebitResult, matchLine, unmatchLine, updateSettings } from './index';

let t: ServiceTest;
beforeAll(async () => {
  t = await buildServiceTest();
});
afterAll(() => t.close());

const NAMES = ['ｱｲｳ', 'ｶｷｸ', 'ｻｼｽ'];

type Op =
  | { kind: 'import'; deposits: Array<{ who: number; amount: number }>; cancels: number[] }
  | { kind: 'match'; line: number; invoice: number; share: number }
  | { kind: 'unmatch'; line: number }
  | { kind: 'ignore'; line: number }
  | { kind: 'debitRequest' }
  | { kind: 'debitResult'; failed: boolean[] };

/** The day the direct-debit invoices are due and debited. */
const DEBIT_DAY = '2031-05-27';

const importOp: fc.Arbitrary<Op> = fc.record({
  kind: fc.constant('import' as const),
  deposits: fc.array(fc.record({ who: fc.integer({ min: 0, max: 3 }), amount: fc.integer({ min: 1, max: 60_000 }) }), {
    minLength: 1,
    maxLength: 4,
  }),
  // indexes into the deposits imported so far (modulo their number): the bank takes those back
  cancels: fc.array(fc.nat(), { maxLength: 2 }),
});
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: importOp, weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('match' as const), line: fc.nat(), invoice: fc.nat(), share: fc.integer({ min: 1, max: 4 }) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('unmatch' as const), line: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('ignore' as const), line: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('debitRequest' as const) }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('debitResult' as const), failed: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }) }),
    weight: 3,
  },
);

/** What the bank debited (result 0). */
async function debited(ctx: ServiceCtx): Promise<number> {
  const { rows } = await sql<{ debited: string }>`
    SELECT coalesce(sum(amount), 0) AS debited FROM direct_debit_item WHERE tenant_id = ${ctx.caller.tenantId} AND status = 'PAID'`.execute(
    ctx.db,
  );
  return Number(rows[0]!.debited);
}

/** The customers' credit balances together. */
async function creditTotal(ctx: ServiceCtx, customers: readonly string[]): Promise<number> {
  const balances = await Promise.all(customers.map((c) => creditBalance(ctx.db, ctx.caller.tenantId, c)));
  return balances.reduce((s, v) => s + Number(v), 0);
}

/** The tenant's books: what must add up after every operation. */
async function checkBooks(ctx: ServiceCtx, customers: readonly string[], invoiceIds: readonly string[]): Promise<void> {
  const tenantId = ctx.caller.tenantId;
  const lines = await listLines(ctx.db, tenantId, { limit: 500 });
  const sum = (status: string) => lines.filter((l) => l.status === status).reduce((s, l) => s + Number(l.amount), 0);
  const apps = await activeApplications(
    ctx.db,
    tenantId,
    lines.map((l) => l.id),
  );
  const applied = apps.filter((a) => a.invoice_id).reduce((s, a) => s + Number(a.amount), 0);
  // The payments the debits made, per invoice.
  const { rows: debitPayments } = await sql<{ invoice_id: string; paid: string }>`
    SELECT b.invoice_id, sum(p.amount) AS paid FROM payment p
    JOIN billing b ON b.tenant_id = p.tenant_id AND b.id = p.billing_id
    WHERE p.tenant_id = ${tenantId} AND p.source = 'DIRECT_DEBIT' GROUP BY b.invoice_id`.execute(ctx.db);
  const debitPaid = debitPayments.reduce((s, r) => s + Number(r.paid), 0);
  const credit = await creditTotal(ctx, customers);
  // Deposits not taken back + debits = applied to invoices + the customers' credit + waiting + ignored.
  const received = lines.filter((l) => l.status !== 'CANCELLED').reduce((s, l) => s + Number(l.amount), 0) + (await debited(ctx));
  const accounted = applied + debitPaid + credit + sum('UNMATCHED') + sum('IGNORED');
  expect({ received, accounted }).toEqual({ received, accounted: received });
  // Each invoice: paid what its active applications give it, never more than its total, and its billing agrees.
  const given = new Map<string, number>();
  for (const a of apps) if (a.invoice_id) given.set(a.invoice_id, (given.get(a.invoice_id) ?? 0) + Number(a.amount) + Number(a.fee_amount));
  for (const r of debitPayments) given.set(r.invoice_id, (given.get(r.invoice_id) ?? 0) + Number(r.paid));
  const { rows } = await sql<{ id: string; total: string; paid: string; billed: string }>`
    SELECT i.id, i.total, i.paid_amount AS paid, (SELECT coalesce(sum(b.paid_amount), 0) FROM billing b
      WHERE b.tenant_id = i.tenant_id AND b.invoice_id = i.id) AS billed
    FROM invoice i WHERE i.tenant_id = ${tenantId} AND i.id = ANY(${`{${invoiceIds.join(',')}}`}::uuid[])`.execute(ctx.db);
  for (const r of rows) {
    expect({ invoice: r.id, paid: Number(r.paid), billed: Number(r.billed) }).toEqual({
      invoice: r.id,
      paid: given.get(r.id) ?? 0,
      billed: given.get(r.id) ?? 0,
    });
    expect(Number(r.paid)).toBeLessThanOrEqual(Number(r.total));
  }
}

/**
 * The journal of the same books (docs/accounting.md "Journal entries"): every entry balanced, the
 * bank account moved by exactly the money that was booked — received (not taken back, not debited
 * in vain) less what waits unmatched or was ignored, which no entry books yet — and the receivable
 * credited by exactly what the invoices were paid.
 */
async function checkJournal(ctx: ServiceCtx, customers: readonly string[]): Promise<void> {
  const tenantId = ctx.caller.tenantId;
  const book = await bookOf(ctx);
  // Deposits and debits are dated in May 2031; a credit, an unmatch and a cancellation on the day they were written.
  const day = Date.now();
  const months = new Set<Month>(['2031-05' as Month, ...[-1, 0, 1].map((d) => monthOf(jstDateOfInstant(day + d * 86_400_000)))]);
  const entries: JournalEntry[] = [];
  for (const month of months) for await (const { entry } of journalEntries(ctx, book, month)) entries.push(entry);
  expect(entries.filter((e) => !isBalanced(e)).map((e) => e.id)).toEqual([]);
  const net = (account: string, keep: (e: JournalEntry) => boolean = () => true) =>
    entries
      .filter(keep)
      .flatMap((e) => e.lines)
      .filter((l) => l.account === account)
      .reduce((s, l) => s + (l.side === 'DEBIT' ? 1 : -1) * Number(l.amount), 0);
  const lines = await listLines(ctx.db, tenantId, { limit: 500 });
  const total = (keep: (status: string) => boolean) => lines.filter((l) => keep(l.status)).reduce((s, l) => s + Number(l.amount), 0);
  const booked = total((s) => s === 'MATCHED') + (await debited(ctx));
  // 売掛金: credited by exactly what was paid on the invoices, fees included (the test's invoices are
  // rows without tax lines, so their own entries are left out of this sum).
  const { rows: invoices } = await sql<{ paid: string }>`
    SELECT coalesce(sum(paid_amount), 0) AS paid FROM invoice WHERE tenant_id = ${tenantId}`.execute(ctx.db);
  const settled = 0 - net('RECEIVABLE', (e) => e.kind !== 'INVOICE');
  // 前受金: the customers' credit, all of it from money received here.
  const credit = await creditTotal(ctx, customers);
  const advances = 0 - net('ADVANCES');
  expect({ bank: net('BANK'), settled, advances }).toEqual({ bank: booked, settled: Number(invoices[0]!.paid), advances: credit });
}

describe('property: any sequence of imports, cancellations, hand matches, unmatches and ignores keeps every yen accounted for', () => {
  it('checked after every step', async () => {
    let no = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ c: fc.integer({ min: 0, max: 2 }), total: fc.integer({ min: 1, max: 50_000 }), debit: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
        importOp,
        fc.array(op, { minLength: 2, maxLength: 12 }),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        async (invoices, first, rest, at, failed) => {
          // Every run first sends a 口座振替 request for the invoices due on the debit day, and reads its
          // result after some of the other work: what transfers paid meanwhile the debit turns to credit.
          const ops: Op[] = [{ kind: 'debitRequest' }, first, ...rest];
          ops.splice(2 + (at % (ops.length - 1)), 0, { kind: 'debitResult', failed });
          const ctx = await serviceCtx(t.sys, (await newTenant(t.db)).providerId);
          const tenantId = ctx.caller.tenantId;
          await inTx(t.db, ctx, (c) => updateSettings(c, DEBIT_CONSIGNOR));
          const dd = await directDebitMethod(ctx);
          const customers: string[] = [];
          for (const [i, n] of NAMES.entries())
            customers.push((await createCustomer(ctx, { name: n, payerNames: [n], directDebitMandate: testMandate(`C${i}`) })).id);
          const invoiceIds = await insertOpenInvoices(
            ctx.db,
            tenantId,
            invoices.map((i) => ({
              customerId: customers[i.c]!,
              total: i.total,
              ...(i.debit ? { paymentMethodId: dd.id, dueDate: DEBIT_DAY } : {}),
            })),
          );
          let request: Uint8Array | undefined;
          let requested = false;
          const imported: TestDeposit[] = [];
          for (const o of ops) {
            if (o.kind === 'import') {
              const fresh = o.deposits.map((d) => ({ no: ++no, amount: d.amount, payer: NAMES[d.who] ?? 'ﾀﾞﾚﾃﾞﾓﾅｲ' }));
              const cancels = imported.length ? o.cancels.map((i) => ({ ...imported[i % imported.length]!, cancel: true })) : [];
              if (fresh.length + cancels.length === 0) continue;
              await importNotice(t.db, ctx, [...fresh, ...cancels]);
              imported.push(...fresh);
            } else if (o.kind === 'debitRequest') {
              if (requested) continue;
              requested = true;
              const created = await inTx(t.db, ctx, (c) => createDebitRequest(c, asLocalDate(DEBIT_DAY)));
              if (created.request.count > 0) request = created.content;
            } else if (o.kind === 'debitResult') {
              if (!request) continue;
              const codes = Object.fromEntries(o.failed.map((f, i) => [`C${i}`, f ? '1' : '0']));
              await inTx(t.db, ctx, (c) => importDebitResult(c, debitResult(Buffer.from(request!), codes)));
              request = undefined;
            } else {
              const wanted = o.kind === 'unmatch' ? 'MATCHED' : 'UNMATCHED';
              const lines = await listLines(ctx.db, tenantId, { status: wanted, limit: 500 });
              const line = lines[o.line % Math.max(1, lines.length)];
              if (!line) continue;
              if (o.kind === 'unmatch') await inTx(t.db, ctx, (c) => unmatchLine(c, line.id));
              else if (o.kind === 'ignore') await inTx(t.db, ctx, (c) => ignoreLine(c, line.id));
              else {
                const { rows: open } = await sql<{ id: string; balance: string }>`
                  SELECT id, total - paid_amount AS balance FROM invoice
                  WHERE tenant_id = ${tenantId} AND status IN ('ISSUED', 'SENT', 'PARTIALLY_PAID', 'OVERDUE') AND total > paid_amount
                  ORDER BY id`.execute(ctx.db);
                const invoice = open[o.invoice % Math.max(1, open.length)];
                if (!invoice) continue;
                // A share of what the line and the invoice allow; the rest of the line becomes credit.
                const amount = Math.max(1, Math.floor((Math.min(Number(line.amount), Number(invoice.balance)) * o.share) / 4));
                await inTx(t.db, ctx, (c) => matchLine(c, line.id, [{ invoiceId: invoice.id, amount: String(amount) }]));
              }
            }
            await checkBooks(ctx, customers, invoiceIds);
          }
          await checkJournal(ctx, customers);
        },
      ),
      { seed: 2826, numRuns: 30 },
    );
  });
});
