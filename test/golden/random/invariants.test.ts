/**
 * Randomized end-to-end billing invariants. fast-check generates a scenario (scenario.ts): a fresh
 * sandbox tenant with a random tax rounding and daily bill-run hour, catalog items with random
 * pricing/cycle/timing/rates/tax/rounding, a v1 contract or a v2 contract with one or two services,
 * created before or after its start, then random actions on later days at random times of day
 * (actions.ts: every amendment type, daily usage incl. late usage, early billing, invalidation,
 * payments, status changes; auto-renewal when enabled), and finally the clock moves past every
 * billing date. Everything is driven through the HTTP API and the test clock; the database is read
 * only for each line's key, the contract document (ids and the oracle's terms) and the usage.
 *
 * After every step (each move of the clock):
 *  6. the expected billings read before it, dated up to the last run it reaches, equal the billings
 *     those runs create;
 *  4. re-running the bill run for today (when today's run has happened) writes nothing;
 *  2c. per line key with a nominal billing date up to the last run, Σ billed (originals + adjustments
 *      of live billings) equals the independent model (oracle.ts): the price for the days in service
 *      under the terms in force, rounded once; the engine proposes exactly the model's periods;
 *  7. no period of a charge item is billed under two overlapping keys;
 * 10. per customer, issued − credited − paid − credit applied = outstanding, to the yen, and the
 *      credit never below zero (invoices.ts checkCredit; the actions include random credit notes);
 *  8. the contract's stored next-due day is stale or equals its full recomputation (nextdue.ts);
 *  9. the timeline does not depend on the recording order (timeline.ts): rebuilt from the charge
 *     items as first stored and their live quantity changes and customizations (price, tiers,
 *     timings, names) applied in effective-date order, the contract has the same terms, names and
 *     timings and bills the same lines. Effective dates are drawn around each action's day, so
 *     changes are recorded out of effective-date order.
 * At the end, also: 1. one live original line per key; 2a. per key, billed = the engine's final
 * proposal, and 2c for every key; 2b. a twin tenant that executes the same amendments up front ends
 * with the same per-key totals; 3/5. every billing: subtotal = Σ lines, tax = per-rate rounding,
 * total, whole yen, credits need no payment, paid ≤ total, due ≥ billing ≤ issue ≤ today.
 * Fixed seed; on failure fast-check prints the seed, the path and the counterexample.
 * INVARIANT_RUNS / INVARIANT_SEED choose the amount (INVARIANT_PATH replays one failure's path); INVARIANT_STATS_FILE collects one JSON line per
 * scenario (test/golden/random/long-run.sh sums them).
 */
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app';
import { advance, jstDay, tenantIdOf } from '../../helpers/factories/billing';
import { buildTestApp, cliBillRun, scenario } from '../billing/setup';
import { updateProviderSettings } from '../../../src/services/platform';
import { proposeLines, type LocalDate } from '../../../src/domain';
import { type Played, type Tenant, doAction, runStep } from './actions';
import { checkAmounts, checkBilling, contractState, liveKeyedLines, totalsByKey } from './checks';
import { type At, type ScenarioGen, type World, addDaysIso, addMonthsIso, createWorld, refreshWorld, scenarioArb } from './scenario';
import { allBillings, clockDay, contractEnd, expectedBillings } from './wire';
import { checkNextDue } from './nextdue';
import { checkCredit, checkInvoices } from './invoices';
import { checkRebuiltTimeline } from './timeline';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEED = Number(process.env.INVARIANT_SEED ?? 20_310_401);
const NUM_RUNS = Number(process.env.INVARIANT_RUNS ?? 24);

async function newTenant(g: ScenarioGen): Promise<Tenant> {
  const { c, providerId } = await scenario(t);
  await updateProviderSettings(t.db, providerId, { taxRounding: g.taxRounding, billRunHourJst: g.billRunHour });
  return { c, providerId, tenantId: await tenantIdOf(t.db, providerId) };
}

/** The clock target for `day` at `at` o'clock JST (24: the end of the day), and the last run day it reaches. */
function instant(g: ScenarioGen, day: string, at: At): { to: string; lastRun: string } {
  if (at === 24) return { to: day, lastRun: day };
  return { to: `${day}T${String(at).padStart(2, '0')}:00:00+09:00`, lastRun: at >= g.billRunHour ? day : addDaysIso(day, -1) };
}

const normLine = (l: {
  contractChargeItemId: string;
  kind: string;
  periodStart: string;
  periodEnd: string;
  quantity: string;
  subtotal: string;
  taxPercentage: string;
}) =>
  `${l.contractChargeItemId}|${l.kind}|${jstDay(l.periodStart)}..${jstDay(l.periodEnd)}|q=${l.quantity}|${l.subtotal}|${l.taxPercentage}%`;

/** Moves the clock with invariant 6, then checks 4, 9, 2c and 7 for the state it reaches. */
async function step(p: Played, g: ScenarioGen, day: string, at: At): Promise<void> {
  const { tn } = p;
  const w = p.w;
  const now = (await tn.c.post<{ now: string }>('/v1/testclock/get', {})).body.now;
  const today = jstDay(now);
  const { to, lastRun } = instant(g, day, at);
  if (day < today) return;
  // whether the last run this advance reaches comes after everything done so far
  const runAfterAll = Date.parse(`${lastRun}T${String(g.billRunHour).padStart(2, '0')}:00:00+09:00`) > Date.parse(now);
  // expected billings reach one auto-renewal of each item only (docs/billing-lifecycle.md): billings
  // with a line of a period after its item's horizon are not comparable, nor the expected billing of
  // the same date
  const ends = new Map(
    (await contractState(t.db, w)).doc.items.flatMap((i) => i.chargeItems.map((ch) => [ch.id, i.endDate as string] as const)),
  );
  // (a charge item no longer in the contract, e.g. its amendment was cancelled, has only credits left)
  const horizonOf = (chargeId: string) => {
    const end = ends.get(chargeId);
    return g.autoRenewal && end ? addDaysIso(addMonthsIso(addDaysIso(end, 1), g.termMonths), -1) : '9999-12-31';
  };
  const before = new Set((await allBillings(tn.c, w.contractId)).map((b) => b.id));
  const expected = await expectedBillings(tn.c, w.contractId);
  await checkNextDue(t.db, tn.tenantId, w.contractId, `before advancing to ${to}`);
  await advance(tn.c, to);
  await checkNextDue(t.db, tn.tenantId, w.contractId, `after advancing to ${to}`);
  const created = (await allBillings(tn.c, w.contractId)).filter((b) => !before.has(b.id) && !p.early.has(b.id));
  const shape = (b: { billingDate: string; due: string; subtotal: string; tax: string; total: string; lines: string[] }) => ({
    ...b,
    lines: [...b.lines].sort(),
  });
  const beyond = new Set([
    ...created
      .filter((b) => b.billingItems.some((l) => jstDay(l.periodEnd) > horizonOf(l.contractChargeItemId)))
      .map((b) => `${jstDay(b.billingDate)}|${jstDay(b.billingDueDate)}`),
    ...expected
      .filter((e) => e.items.some((l) => jstDay(l.periodEnd) >= horizonOf(l.contractChargeItemId)))
      .map((e) => `${jstDay(e.billingDate)}|${jstDay(e.dueDate)}`),
  ]);
  // A monthly closing shares the invoice's tax among its billings (docs/invoices.md "Tax"): their tax is
  // checked on the invoice (checkInvoices), not against the projection of each billing alone.
  const closing = g.billingProfile.invoicing === 'INVOICING_MONTHLY_CLOSING';
  const want = expected
    .filter((e) => jstDay(e.billingDate) <= lastRun && !beyond.has(`${jstDay(e.billingDate)}|${jstDay(e.dueDate)}`))
    .map((e) =>
      shape({
        billingDate: jstDay(e.billingDate),
        due: jstDay(e.dueDate),
        subtotal: e.subtotal,
        tax: closing ? '' : e.totalTaxAmount,
        total: closing ? '' : e.total,
        lines: e.items.map(normLine),
      }),
    );
  const got = created
    .filter((b) => jstDay(b.billingDate) > today && !beyond.has(`${jstDay(b.billingDate)}|${jstDay(b.billingDueDate)}`))
    .map((b) =>
      shape({
        billingDate: jstDay(b.billingDate),
        due: jstDay(b.billingDueDate),
        subtotal: b.subtotal,
        tax: closing ? '' : b.tax,
        total: closing ? '' : b.total,
        lines: b.billingItems.map(normLine),
      }),
    );
  const order = (a: { billingDate: string; due: string }, b: { billingDate: string; due: string }) =>
    `${a.billingDate}${a.due}` < `${b.billingDate}${b.due}` ? -1 : 1;
  expect(got.sort(order), `invariant 6: expected billings seen on ${today} vs billings created advancing to ${to}`).toEqual(
    want.sort(order),
  );
  if (lastRun === day) {
    const rerun = await cliBillRun(t, tn.providerId, day);
    expect(rerun.counts, `invariant 4: re-running the bill run of ${day} writes nothing`).toMatchObject({
      billings: 0,
      lines: 0,
      adjustments: 0,
      parked: 0,
    });
  }
  await checkInvoices(t.db, tn.tenantId, g.taxRounding, await allBillings(tn.c, w.contractId));
  await checkCredit(t.db, tn.tenantId, `after advancing to ${to}`);
  p.w = await refreshWorld(t.db, p.w);
  await checkRebuiltTimeline(t.db, p.w, (await contractState(t.db, p.w)).usage, `after advancing to ${to}`);
  if (runAfterAll)
    await checkAmounts(
      t.db,
      p.w,
      await liveKeyedLines(t.db, p.w, await allBillings(tn.c, w.contractId)),
      lastRun,
      `after advancing to ${to}`,
    );
}

async function play(g: ScenarioGen): Promise<Played> {
  const tn = await newTenant(g);
  await advance(tn.c, addDaysIso(g.start, g.clockOffset));
  const w = await createWorld(tn.c, t.db, tn.tenantId, g);
  const played: Played = { tn, w, steps: [], usage: new Map(), early: new Set(), finalDay: '', paid: new Set() };
  let day = addDaysIso(g.start, g.clockOffset);
  for (const a of g.actions) {
    day = addDaysIso(day, a.after);
    await step(played, g, day, a.at);
    await doAction(t.db, g, a, day, played);
  }
  // past every billing date: arrears (+1 month), usage (the day after the period), 12-month cycles
  const end = await contractEnd(tn.c, played.w.contractId);
  played.finalDay = [addMonthsIso(end, 14), addDaysIso(day, 1)].sort().at(-1)!;
  await step(played, g, played.finalDay, 24);
  return played;
}

/** The twin: same catalog and contract, the same amendments executed before the start, usage afterwards. */
async function playTwin(g: ScenarioGen, original: Played): Promise<{ tn: Tenant; w: World }> {
  const tn = await newTenant(g);
  await advance(tn.c, addDaysIso(g.start, -45));
  const twin = { w: await createWorld(tn.c, t.db, tn.tenantId, g) };
  for (const s of original.steps) await runStep(t.db, tn, twin, s, true);
  await advance(tn.c, original.finalDay);
  for (const u of original.usage.values()) {
    // the charge item at the same position of the (identical) final document
    const ch = twin.w.charges[original.w.charges.findIndex((x) => x.id === u.chargeId)];
    if (!ch) continue;
    const res = await tn.c.post('/v1/usage/daily/upsert', {
      contractChargeItemId: ch.id,
      usageUnitId: ch.usageUnitId,
      targetDate: u.day,
      quantity: String(u.quantity),
    });
    // a day that a later amendment put outside the item is refused; it counts for nothing either way
    expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
  }
  await advance(tn.c, addDaysIso(original.finalDay, 2));
  return { tn, w: twin.w };
}

/** Months of service of the contract's main items up to `until` (calendar months touched). */
function contractMonths(items: ReadonlyArray<{ role: string; startDate: string; endDate: string }>, until: string): number {
  const m = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return items
    .filter((i) => i.role === 'MAIN' && i.endDate >= i.startDate)
    .reduce((n, i) => n + Math.max(0, m(i.endDate < until ? i.endDate : until) - m(i.startDate) + 1), 0);
}

async function property(g: ScenarioGen): Promise<void> {
  const p = await play(g);
  const { tn, w } = p;
  const today = await clockDay(tn.c);
  if (!g.autoRenewal) {
    // (an auto-renewing contract never ends: its next term may be renewed and billed any day)
    expect(await advance(tn.c, addDaysIso(today, 1)), 'invariant 4: the next day writes nothing').toBe(0);
    expect(await expectedBillings(tn.c, w.contractId), 'invariant 4: nothing expected after the end').toEqual([]);
  }
  const billings = await allBillings(tn.c, w.contractId);
  const shared = await checkInvoices(t.db, tn.tenantId, g.taxRounding, billings);
  await checkCredit(t.db, tn.tenantId, 'at the end');
  for (const b of billings) checkBilling(b, g.taxRounding, p.early, addDaysIso(today, 1), shared);
  const lines = await liveKeyedLines(t.db, p.w, billings);
  const originals = new Map<string, number>();
  for (const l of lines) if (l.kind !== 'KIND_ADJUSTMENT') originals.set(l.key, (originals.get(l.key) ?? 0) + 1);
  expect(
    [...originals].filter(([, n]) => n > 1),
    'invariant 1: one live original line per key',
  ).toEqual([]);
  // 2a. the final proposal (each line at its nominal date) as the engine's own oracle; 2c every key
  const { doc, usage } = await contractState(t.db, p.w);
  const proposal = proposeLines({ contract: doc, knownOn: { contract: '2000-01-01' as LocalDate }, usage });
  const pos = new Map(p.w.charges.map((ch, i) => [ch.id, `c${i}`]));
  const oracle = totalsByKey(
    proposal.lines
      .filter((l) => l.billingDate <= today)
      .map((l) => {
        const [ch, ...rest] = l.key.split('|');
        return { posKey: [pos.get(ch!) ?? ch, ...rest].join('|'), subtotal: l.subtotal };
      }),
  );
  const billed = totalsByKey(lines);
  expect(billed, 'invariant 2a: per key, billed = the final proposal').toEqual(oracle);
  await checkAmounts(t.db, p.w, lines, g.autoRenewal ? today : null, 'at the end');
  await checkRebuiltTimeline(t.db, p.w, usage, 'at the end');
  // 2b. the twin that knew everything up front. Not for auto-renewing contracts: their renewals are
  // amendments the clock makes along the way, so an amendment replayed up front can meet other dates
  // (e.g. an effective date after the original end is refused before the renewal) — a rule, not a bug.
  if (!g.autoRenewal) {
    const twin = await playTwin(g, p);
    const twinLines = await liveKeyedLines(t.db, twin.w, await allBillings(twin.tn.c, twin.w.contractId));
    expect(billed, 'invariant 2b: per key, billed = what a twin that knew everything up front billed').toEqual(totalsByKey(twinLines));
  }
  if (process.env.INVARIANT_STATS_FILE) {
    const line = {
      seed: SEED,
      api: g.api,
      hour: g.billRunHour,
      steps: p.steps.map((x) => x.path.split('/').at(-1)),
      actions: g.actions.map((a) => a.kind),
      months: contractMonths(doc.items, today),
      billings: billings.length,
      lines: lines.length,
    };
    appendFileSync(process.env.INVARIANT_STATS_FILE, `${JSON.stringify(line)}\n`);
  }
}

describe('golden: randomized billing invariants', () => {
  it(`hold for ${NUM_RUNS} random scenarios (seed ${SEED})`, async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, property), {
      seed: SEED,
      numRuns: NUM_RUNS,
      ...(process.env.INVARIANT_PATH ? { path: process.env.INVARIANT_PATH } : {}),
      endOnFailure: process.env.INVARIANT_SHRINK !== '1',
      verbose: 1,
    });
  }, 3_600_000);
});
