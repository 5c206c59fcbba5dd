/**
 * Invariants of invoices (docs/invoices.md), checked on one tenant after every step of the randomized
 * scenarios: every billing is on at most one non-void invoice, and the invoice it names is that one;
 * an invoice's per-rate tax is the rounding of its per-rate subtotal, once; its billings sum to it,
 * rate by rate (subtotal and tax) and in total; its paid amount is what its billings were paid; the
 * tenant's invoice numbers are 1..N, each once.
 */
import Decimal from 'decimal.js';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/db';
import type { WireBilling } from './wire';

const D = Decimal.clone({ precision: 40 });
const roundMode = (r: string): Decimal.Rounding =>
  r === 'ROUNDING_ROUND_UP' ? D.ROUND_UP : r === 'ROUNDING_ROUND_HALF_UP' ? D.ROUND_HALF_UP : D.ROUND_DOWN;

/** The billings of the tenant that sit on an invoice of more than one billing (their tax is a share). */
export type Shared = ReadonlySet<string>;

export async function checkInvoices(db: Db, tenantId: string, taxRounding: string, billings: readonly WireBilling[]): Promise<Shared> {
  const invoices = await db.selectFrom('invoice').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
  const byId = new Map(billings.map((b) => [b.id, b]));
  const holder = new Map<string, string>();
  const shared = new Set<string>();
  for (const inv of invoices) {
    const where = `invoice ${inv.invoice_number}`;
    if (inv.status === 'VOID') continue;
    const members = inv.billing_ids.map((id) => byId.get(id));
    for (const [i, m] of members.entries()) {
      expect(m, `${where}: billing ${inv.billing_ids[i]} exists`).toBeDefined();
      expect(holder.has(m!.id), `${where}: billing ${m!.id} is on one non-void invoice only`).toBe(false);
      holder.set(m!.id, inv.id);
      expect(m!.invoiceId, `${where}: billing ${m!.id} names its invoice`).toBe(inv.id);
      if (members.length > 1) shared.add(m!.id);
    }
    const perRate = new Map<string, { subtotal: Decimal; tax: Decimal }>();
    for (const m of members) {
      for (const t of m!.taxes) {
        const r = perRate.get(new D(t.taxPercentage).toFixed()) ?? { subtotal: new D(0), tax: new D(0) };
        perRate.set(new D(t.taxPercentage).toFixed(), { subtotal: r.subtotal.plus(t.subtotal), tax: r.tax.plus(t.tax) });
      }
    }
    for (const t of inv.taxes) {
      const sum = perRate.get(new D(t.taxPercentage).toFixed());
      expect(sum?.subtotal.toFixed(), `${where} ${t.taxPercentage}%: billings' subtotals sum to the invoice's`).toBe(
        new D(t.subtotal).toFixed(),
      );
      expect(sum?.tax.toFixed(), `${where} ${t.taxPercentage}%: billings' taxes sum to the invoice's`).toBe(new D(t.tax).toFixed());
      const rounded = new D(t.subtotal).times(t.taxPercentage).dividedBy(100).toDecimalPlaces(0, roundMode(taxRounding));
      expect(new D(t.tax).toFixed(), `${where} ${t.taxPercentage}%: tax rounded once over the invoice`).toBe(rounded.toFixed());
    }
    const total = members.reduce((a, m) => a.plus(m!.total), new D(0));
    expect(new D(inv.total).toFixed(), `${where}: billings sum to the total`).toBe(total.toFixed());
    const paid = members.reduce((a, m) => a.plus(m!.paidAmount), new D(0));
    expect(new D(inv.paid_amount).toFixed(), `${where}: paid = what its billings were paid`).toBe(paid.toFixed());
  }
  for (const b of billings) if (b.invoiceId) expect(holder.get(b.id), `billing ${b.id} is on the invoice it names`).toBe(b.invoiceId);
  const numbers = invoices.map((i) => Number(i.invoice_number.slice(-8))).sort((a, b) => a - b);
  expect(numbers, 'invoice numbers are 1..N, each once').toEqual(numbers.map((_, i) => i + 1));
  return shared;
}

const sum = (xs: ReadonlyArray<string | number>): Decimal => xs.reduce<Decimal>((a, x) => a.plus(x), new D(0));

/**
 * Credit (docs/credit.md "The invariant"), per customer of the tenant, to the yen:
 * issued − credited − paid − credit applied = outstanding.
 */
export async function checkCredit(db: Db, tenantId: string, where: string): Promise<void> {
  const invoices = await db.selectFrom('invoice').selectAll().where('tenant_id', '=', tenantId).execute();
  const notes = await db.selectFrom('credit_note').selectAll().where('tenant_id', '=', tenantId).execute();
  const ledger = await db.selectFrom('customer_credit').selectAll().where('tenant_id', '=', tenantId).execute();
  const payments = await db
    .selectFrom('payment as p')
    .innerJoin('billing as b', (j) => j.onRef('b.tenant_id', '=', 'p.tenant_id').onRef('b.id', '=', 'p.billing_id'))
    .innerJoin('invoice as i', (j) => j.onRef('i.tenant_id', '=', 'b.tenant_id').onRef('i.id', '=', 'b.invoice_id'))
    .select(['i.customer_id', 'i.status', 'p.amount', 'p.type', 'p.source'])
    .where('p.tenant_id', '=', tenantId)
    .execute();
  const customers = new Set([...invoices.map((i) => i.customer_id), ...ledger.map((l) => l.customer_id)]);
  for (const cu of customers) {
    const live = invoices.filter((i) => i.customer_id === cu && i.status !== 'VOID');
    const mine = payments.filter((p) => p.customer_id === cu && p.status !== 'VOID');
    const signed = (p: (typeof mine)[number]) => (p.type === 'REFUND' ? new D(p.amount).negated() : new D(p.amount));
    const moves = ledger.filter((l) => l.customer_id === cu);
    const kind = (k: string) => sum(moves.filter((l) => l.kind === k).map((l) => l.amount));
    const myNotes = notes.filter((n) => n.customer_id === cu);
    const issued = sum(live.map((i) => i.total));
    const credited = sum(myNotes.map((n) => n.total));
    const paid = sum(
      mine
        .filter((p) => p.source !== 'CREDIT')
        .map(signed)
        .map(String),
    )
      .plus(kind('OVERPAYMENT'))
      .plus(kind('REFUND_OUTSIDE'))
      .minus(sum(myNotes.filter((n) => n.refund === 'OUTSIDE').map((n) => n.total)));
    const applied = sum(
      mine
        .filter((p) => p.source === 'CREDIT')
        .map(signed)
        .map(String),
    ).plus(kind('APPLIED'));
    const balance = sum(moves.map((l) => l.amount));
    expect(balance.isNegative(), `${where}: customer ${cu}'s credit is never below zero`).toBe(false);
    const open = sum(live.filter((i) => i.status !== 'CREDIT').map((i) => new D(i.total).minus(i.paid_amount).toFixed()));
    const outstanding = open.minus(balance);
    expect(
      issued.minus(credited).minus(paid).minus(applied).toFixed(),
      `${where}: customer ${cu}: issued ${issued} − credited ${credited} − paid ${paid} − applied ${applied} = outstanding (${open} open − ${balance} credit)`,
    ).toBe(outstanding.toFixed());
    expect(applied.toFixed(), `${where}: every application of credit is written on both sides`).toBe('0');
  }
}
