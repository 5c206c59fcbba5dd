/**
 * Checks of the randomized invariants that read one tenant's state: each billing's arithmetic, the
 * billed lines with their keys, and the billed amount per key against the independent model
 * (oracle.ts) and the engine's own proposal.
 */
import Decimal from 'decimal.js';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/db';
import { usageRecordsOf } from '../../../src/db/repos/usage.repo';
import type { UsageRecord } from '../../../src/domain';
import { proposeLines, type ContractDoc, type LocalDate } from '../../../src/domain';
import { jstDay } from '../../helpers/factories/billing';
import { type OracleDoc, oracleAmounts } from './oracle';
import type { World } from './scenario';
import type { WireBilling } from './wire';

export const D = Decimal.clone({ precision: 40 });
const roundMode = (r: string): Decimal.Rounding =>
  r === 'ROUNDING_ROUND_UP' ? D.ROUND_UP : r === 'ROUNDING_ROUND_HALF_UP' ? D.ROUND_HALF_UP : D.ROUND_DOWN;

export interface KeyedLine {
  key: string;
  posKey: string;
  kind: string;
  subtotal: Decimal;
  billing: string;
}

/** Lines of non-invalidated billings with their key (and the key with the charge item replaced by its position). */
export async function liveKeyedLines(db: Db, w: World, billings: WireBilling[]): Promise<KeyedLine[]> {
  const live = billings.filter((b) => b.status !== 'STATUS_INVALIDATED');
  const ids = live.flatMap((b) => b.billingItems.map((l) => l.id));
  const rows = ids.length
    ? await db.selectFrom('billing_item').select(['id', 'key']).where('tenant_id', '=', w.tenantId).where('id', 'in', ids).execute()
    : [];
  const keyOf = new Map(rows.map((r) => [r.id, r.key]));
  const pos = new Map(w.charges.map((ch, i) => [ch.id, `c${i}`]));
  return live.flatMap((b) =>
    b.billingItems.map((l) => {
      const key = keyOf.get(l.id);
      expect(key, `line ${l.id} has a key`).toBeDefined();
      const [charge, ...rest] = key!.split('|');
      return {
        key: key!,
        posKey: [pos.get(charge!) ?? charge, ...rest].join('|'),
        kind: l.kind,
        subtotal: new D(l.subtotal),
        billing: b.id,
      };
    }),
  );
}

export function totalsByKey(lines: ReadonlyArray<{ posKey: string; subtotal: Decimal }>): Record<string, string> {
  const sums = new Map<string, Decimal>();
  for (const l of lines) sums.set(l.posKey, (sums.get(l.posKey) ?? new D(0)).plus(l.subtotal));
  return Object.fromEntries(
    [...sums]
      .filter(([, v]) => !v.isZero())
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, v.toFixed()]),
  );
}

/**
 * Subtotal = Σ lines; tax per rate rounded by the provider's rounding (a billing sharing an invoice with
 * others holds its share of the invoice's tax instead: checked by checkInvoices); total; whole yen; dates.
 */
export function checkBilling(b: WireBilling, taxRounding: string, early: Set<string>, today: string, shared: ReadonlySet<string>): void {
  const where = `billing ${b.id} (${jstDay(b.billingDate)})`;
  const lines = b.billingItems.map((l) => new D(l.subtotal));
  for (const v of [...lines, new D(b.subtotal), new D(b.tax), new D(b.total)]) expect(v.isInteger(), `${where}: whole yen`).toBe(true);
  const subtotal = lines.reduce((a, x) => a.plus(x), new D(0));
  expect(b.subtotal, `${where}: subtotal = Σ lines`).toBe(subtotal.toFixed());
  const byRate = new Map<string, Decimal>();
  for (const l of b.billingItems) byRate.set(l.taxPercentage, (byRate.get(l.taxPercentage) ?? new D(0)).plus(l.subtotal));
  const taxes = [...byRate].map(([pct, sum]) => ({
    taxPercentage: pct,
    subtotal: sum.toFixed(),
    tax: sum.times(pct).dividedBy(100).toDecimalPlaces(0, roundMode(taxRounding)).toFixed(),
  }));
  const sortT = (x: Array<{ taxPercentage: string; subtotal: string; tax: string }>) =>
    [...x]
      .sort((p, q) => (p.taxPercentage < q.taxPercentage ? -1 : 1))
      .map((x1) => ({ taxPercentage: x1.taxPercentage, subtotal: x1.subtotal, tax: x1.tax }));
  if (!shared.has(b.id)) expect(sortT(b.taxes), `${where}: tax per rate`).toEqual(sortT(taxes));
  const tax = b.taxes.reduce((a, x) => a.plus(x.tax), new D(0));
  expect(b.tax, `${where}: tax = Σ per-rate taxes`).toBe(tax.toFixed());
  expect(b.total, `${where}: total = subtotal + tax`).toBe(subtotal.plus(tax).toFixed());
  if (new D(b.total).lte(0) && b.status !== 'STATUS_INVALIDATED')
    expect(b.status, `${where}: a credit needs no payment`).toBe('STATUS_PAYMENT_UNNECESSARY');
  expect(new D(b.paidAmount || '0').lte(D.max(b.total, 0)), `${where}: paid ≤ total`).toBe(true);
  expect(jstDay(b.billingDueDate) >= jstDay(b.billingDate), `${where}: due ${jstDay(b.billingDueDate)} ≥ billing date`).toBe(true);
  if (!early.has(b.id))
    expect(jstDay(b.billingDate) <= jstDay(b.billingIssueDate), `${where}: billing date ≤ issue date ${jstDay(b.billingIssueDate)}`).toBe(
      true,
    );
  expect(jstDay(b.billingIssueDate) <= today, `${where}: issued by today`).toBe(true);
}

export async function contractState(db: Db, w: World): Promise<{ doc: ContractDoc; usage: UsageRecord[] }> {
  const row = await db
    .selectFrom('contract')
    .select(['doc'])
    .where('tenant_id', '=', w.tenantId)
    .where('id', '=', w.contractId)
    .executeTakeFirstOrThrow();
  return { doc: row.doc, usage: await usageRecordsOf(db, w.tenantId, [w.contractId]) };
}

const FAR_BACK = '2000-01-01' as LocalDate;

/** The key of a line's period: a part of a period (a fifth field, its first day) counts toward its period. */
const periodKey = (key: string): string => key.split('|').slice(0, 4).join('|');

/**
 * Invariants 2c and 7: per period, what is billed (originals + adjustments of live billings, the parts
 * of a period billed in parts together) is the independent model's amount for the days in service
 * under the terms in force, rounded once; the engine proposes exactly the model's periods, and no
 * period of a charge item is billed under two overlapping keys. `dueBy`: only keys whose nominal billing date is on or before that day (every
 * action so far happened before that day's run); null: every key (after the last billing date).
 */
export async function checkAmounts(db: Db, w: World, lines: readonly KeyedLine[], dueBy: string | null, label: string): Promise<void> {
  const { doc, usage } = await contractState(db, w);
  const oracle = oracleAmounts(doc as unknown as OracleDoc, usage);
  const proposal = proposeLines({ contract: doc, knownOn: { contract: FAR_BACK }, usage });
  expect([...new Set(proposal.lines.map((l) => periodKey(l.key)))].sort(), `${label}: the engine's periods are the model's`).toEqual(
    [...oracle.keys()].sort(),
  );
  // a period billed in parts (a change of timing inside it) is complete once its last part is due
  const nominal = new Map<string, string>();
  for (const l of proposal.lines) {
    const key = periodKey(l.key);
    const prior = nominal.get(key);
    if (prior === undefined || l.billingDate > prior) nominal.set(key, l.billingDate);
  }
  const billed = new Map<string, Decimal>();
  for (const l of lines) billed.set(periodKey(l.key), (billed.get(periodKey(l.key)) ?? new D(0)).plus(l.subtotal));
  const wrong: string[] = [];
  for (const key of new Set([...oracle.keys(), ...billed.keys()])) {
    if (dueBy !== null && !(nominal.has(key) && nominal.get(key)! <= dueBy)) continue;
    const want = oracle.get(key) ?? new D(0);
    const got = billed.get(key) ?? new D(0);
    if (!got.equals(want)) wrong.push(`${key}: billed ${got.toFixed()}, model ${want.toFixed()}`);
  }
  expect(wrong, `${label}: invariant 2c, billed per key = the model's amount`).toEqual([]);
  const periods = [...billed]
    .filter(([, v]) => !v.isZero())
    .map(([k]) => k.split('|'))
    .sort((a, b) => (`${a[0]}${a[1]}` < `${b[0]}${b[1]}` ? -1 : 1));
  for (let i = 1; i < periods.length; i++) {
    const [prev, cur] = [periods[i - 1]!, periods[i]!];
    if (prev[0] === cur[0]) expect(cur[1]! > prev[2]!, `${label}: invariant 7, ${prev.join('|')} and ${cur.join('|')} overlap`).toBe(true);
  }
}
