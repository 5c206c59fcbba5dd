/**
 * The actions of a random scenario through the HTTP API: every amendment type (changequantity,
 * changemainitem, changeoptionitem, addoptionitem, customizeoptionitem (prices, tiers, timings,
 * names), bursts of quantity changes and customizations effective before and after each other, canceloption,
 * cancelcontract, v2 cancelcontractservice and service/add, renewcontractitem, cancelamendment),
 * daily usage (late usage included), early billing, invalidation, payments and status changes. An
 * amendment the API accepts is kept as a replayable step for the twin tenant.
 */
import Decimal from 'decimal.js';
import { expect } from 'vitest';
import type { Client } from '../../helpers/app';
import type { Db } from '../../../src/db/db';
import { type Action, type ScenarioGen, type World, addDaysIso, chargesOf, customization, isUsage, refreshWorld } from './scenario';
import { type WireBilling, allBillings } from './wire';

export interface Tenant {
  c: Client;
  providerId: string;
  tenantId: string;
}
/** A replayable amendment: its body is built from the world at replay time (ids by position). */
export interface Step {
  path: string;
  body: (c: Client, w: World) => Promise<Record<string, unknown>>;
}
export interface Played {
  tn: Tenant;
  w: World;
  steps: Step[];
  usage: Map<string, { chargeId: string; day: string; quantity: number }>;
  early: Set<string>;
  finalDay: string;
  /** Billings that received a payment (never invalidated afterwards). */
  paid: Set<string>;
}

const at = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** The latest amendment still in force (the only one cancelamendment accepts), or null. */
async function latestLiveAmendment(c: Client, contractId: string): Promise<string | null> {
  const res = await c.post<{ amendments: Array<{ id: string; version: number; canceled: boolean }> }>('/v1/amendment/listbycontract', {
    id: contractId,
    pageSize: 100,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const live = res.body.amendments.filter((a) => !a.canceled).sort((a, b) => b.version - a.version);
  return live[0]?.id ?? null;
}

/** The charge item a changequantity names: one of the option item it picks, else one of the contract. */
function quantityTarget(x: World, a: Extract<Action, { kind: 'changequantity' }>) {
  const option = a.onOption ? at(x.options, a.onOption.pick) : undefined;
  const own = option ? x.charges.filter((ch) => ch.itemId === option) : [];
  return at(own.length ? own : x.charges, a.charge);
}

/** The body of an amendment action, or null when the world has nothing it applies to. */
function amendment(g: ScenarioGen, a: Action, today: string, w: World): Step | null {
  const e = (offset: number) => addDaysIso(today, offset);
  switch (a.kind) {
    case 'changequantity':
      return {
        path: '/v1/amendment/changequantity',
        body: async (_c, x) => ({
          contractId: x.contractId,
          contractChargeItemId: quantityTarget(x, a)!.id,
          quantity: a.quantity,
          effectiveStartDate: e(a.effOffset),
          changeQuantityDailyRate: a.rate,
        }),
      };
    case 'cancelcontract':
      return {
        path: '/v1/amendment/cancelcontract',
        body: async (_c, x) => ({ contractId: x.contractId, cancellationDate: e(a.dateOffset) }),
      };
    case 'canceloption':
      return w.options.length
        ? {
            path: '/v1/amendment/canceloption',
            body: async (_c, x) => ({ contractId: x.contractId, contractItemId: at(x.options, a.pick), cancellationDate: e(a.dateOffset) }),
          }
        : null;
    case 'cancelservice':
      return g.api === 'v2'
        ? {
            path: '/v2/amendment/cancelcontractservice',
            body: async (_c, x) => ({
              contract: { contractId: x.contractId },
              mainItemId: at(x.mains, a.pick),
              cancellationDate: e(a.dateOffset),
            }),
          }
        : null;
    case 'renew':
      return {
        path: '/v1/amendment/renewcontractitem',
        body: async (_c, x) => ({ contractId: x.contractId, contractItemId: at(x.mains, a.pick) }),
      };
    case 'changemainitem':
      return {
        path: '/v1/amendment/changemainitem',
        body: async (_c, x) => ({
          contractId: x.contractId,
          mainItemId: at(x.mains, a.pick),
          item: {
            catalogItemId: x.catalog.alt.id,
            chargeItems: chargesOf(x.catalog.alt),
            ...(a.effOffset === null ? {} : { effectiveStartDate: e(a.effOffset) }),
          },
        }),
      };
    case 'changeoptionitem':
      return w.options.length
        ? {
            path: '/v1/amendment/changeoptionitem',
            body: async (_c, x) => ({
              contractId: x.contractId,
              contractItemId: at(x.options, a.pick),
              effectiveStartDate: e(a.effOffset),
              item: { catalogItemId: x.catalog.option.id, chargeItems: chargesOf(x.catalog.option) },
            }),
          }
        : null;
    case 'addoptionitem':
      return {
        path: '/v1/amendment/addoptionitem',
        body: async (_c, x) => ({
          contractId: x.contractId,
          contractItemId: at(x.mains, a.pick),
          effectiveStartDate: e(a.effOffset),
          item: { catalogItemId: x.catalog.option.id, chargeItems: chargesOf(x.catalog.option) },
        }),
      };
    case 'customizeoptionitem': {
      if (!w.options.length) return null;
      return {
        path: '/v1/amendment/customizeoptionitem',
        body: async (_c, x) => {
          const itemId = at(x.options, a.pick)!;
          const chargeItems = x.charges
            .filter((ch) => ch.itemId === itemId)
            .map((ch) => ({ contractChargeItemId: ch.id, ...customization(ch.gen, a) }));
          return {
            contractId: x.contractId,
            contractItemId: itemId,
            effectiveStartDate: e(a.effOffset),
            item: { chargeItems, ...(a.itemName ? { name: a.itemName } : {}) },
          };
        },
      };
    }
    case 'cancelamendment':
      return {
        path: '/v1/amendment/cancelamendment',
        body: async (c, x) => ({ id: (await latestLiveAmendment(c, x.contractId)) ?? 'none' }),
      };
    case 'addservice':
      return g.api === 'v2'
        ? {
            path: '/v2/contract/service/add',
            body: async (_c, x) => ({
              contract: { contractId: x.contractId },
              mainItem: {
                catalogItemIdentifier: { catalogItemId: x.catalog.alt.id },
                startDate: e(a.startOffset),
                chargeItems: chargesOf(x.catalog.alt),
              },
            }),
          }
        : null;
    default:
      return null;
  }
}

/** Runs an amendment step; 200 or a 4xx refusal (never a 500). Returns whether it was applied. */
export async function runStep(db: Db, tn: Tenant, played: { w: World }, step: Step, mustApply: boolean): Promise<boolean> {
  const res = await tn.c.post(step.path, await step.body(tn.c, played.w));
  expect(res.status, `${step.path} ${JSON.stringify(res.body)}`).toBeLessThan(500);
  if (mustApply) expect(res.status, `twin replay ${step.path} ${JSON.stringify(res.body)}`).toBe(200);
  if (res.status !== 200) {
    expect(res.status, `${step.path} ${JSON.stringify(res.body)}`).toBe(400);
    return false;
  }
  played.w = await refreshWorld(db, played.w);
  return true;
}

async function openBillings(c: Client, contractId: string, keep: (b: WireBilling) => boolean): Promise<WireBilling[]> {
  return (await allBillings(c, contractId)).filter((b) => b.status !== 'STATUS_INVALIDATED' && keep(b));
}

export async function doAction(db: Db, g: ScenarioGen, a: Action, today: string, played: Played): Promise<void> {
  const { tn, w } = played;
  const { c } = tn;
  if (a.kind === 'reordered') {
    for (const change of a.changes) await doAction(db, g, change, today, played);
    return;
  }
  const step = amendment(g, a, today, w);
  if (step) {
    if (await runStep(db, tn, played, step, false)) played.steps.push(step);
    return;
  }
  switch (a.kind) {
    case 'usage': {
      const ch = at(
        w.charges.filter((x) => isUsage(x.gen)),
        a.charge,
      );
      if (!ch) return;
      const day = addDaysIso(today, -a.back);
      const res = await c.post('/v1/usage/daily/upsert', {
        contractChargeItemId: ch.id,
        usageUnitId: ch.usageUnitId,
        targetDate: day,
        quantity: String(a.quantity),
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      if (res.status === 200) played.usage.set(`${ch.id}|${day}`, { chargeId: ch.id, day, quantity: a.quantity });
      return;
    }
    case 'early': {
      const res = await c.post<{ billings: WireBilling[] }>('/v1/billing/create', { contractIds: [w.contractId] });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      if (res.status === 200) for (const b of res.body.billings) played.early.add(b.id);
      return;
    }
    case 'invalidate': {
      const open = await openBillings(c, w.contractId, (b) => new Decimal(b.paidAmount || '0').isZero() && !played.paid.has(b.id));
      const target = at(open, a.pick);
      if (!target) return;
      const res = await c.post<{ detail?: { reason?: string } }>('/v1/billing/invalidate', { id: target.id });
      // a return invoice whose credit has been used stays as issued (docs/invoices.md "Void and reissue")
      if (res.status === 400 && res.body.detail?.reason === 'CREDIT_ALREADY_USED') return;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return;
    }
    case 'pay': {
      const open = await openBillings(
        c,
        w.contractId,
        (b) =>
          new Decimal(b.total).gt(new Decimal(b.paidAmount || '0')) &&
          b.status !== 'STATUS_HOLD_INVOICE_CREATION' &&
          b.status !== 'STATUS_INVOICE_DELETED' &&
          // a billing waiting for its monthly closing takes no payment (docs/invoices.md "Payments")
          !(b.invoiceId === '' && b.status === 'STATUS_UNBILLED'),
      );
      const target = at(open, a.pick);
      if (!target) return;
      const remaining = new Decimal(target.total).minus(target.paidAmount || '0');
      // no more than its invoice's balance (a cancellation on the same invoice lowers it: docs/invoices.md "Payments")
      const balance = target.invoiceId
        ? new Decimal((await c.post<{ invoice: { balance: string } }>('/v1/invoice/get', { id: target.invoiceId })).body.invoice.balance)
        : remaining;
      const room = Decimal.min(remaining, balance);
      if (!room.gt(0)) return;
      const amount = a.partial && room.gt(1) ? room.dividedToIntegerBy(2) : room;
      const res = await c.post<{ errors: unknown[] }>('/v1/billing/batchrecordpayments', {
        payments: [{ billingId: target.id, amount: amount.toFixed(), paymentDate: today }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.errors, `payment of ${amount.toFixed()} on ${target.id} (${target.status})`).toEqual([]);
      played.paid.add(target.id);
      const after = (await allBillings(c, w.contractId)).find((b) => b.id === target.id)!;
      expect(after.paidAmount).toBe(new Decimal(target.paidAmount || '0').plus(amount).toFixed());
      expect(amount.equals(remaining) ? ['STATUS_PAID', 'STATUS_PAID_WITH_CARD'] : ['STATUS_PARTIALLY_PAID']).toContain(after.status);
      return;
    }
    case 'creditnote': {
      // One of the customer's invoices (void ones too: refused); up to 110 % of what it holds at its first rate (beyond: refused).
      const customerId = (await c.post<{ contract: { customerId: string } }>('/v1/contract/get', { id: w.contractId })).body.contract
        .customerId;
      const list = await c.post<{
        invoices: Array<{ id: string; status: string; taxes: Array<{ taxPercentage: string; subtotal: string }> }>;
      }>('/v1/invoice/list', { customerId, pageSize: 100 });
      const target = at(list.body.invoices, a.pick);
      const rate = target?.taxes[0];
      if (!target || !rate) return;
      const amount = new Decimal(rate.subtotal).abs().times(a.share).dividedToIntegerBy(1000).plus(1);
      const res = await c.post<{ creditNote?: { total: string }; detail?: { reason?: string } }>('/v1/creditnote/create', {
        invoiceId: target.id,
        lines: [{ description: 'random', amount: amount.toFixed(), taxPercentage: rate.taxPercentage }],
        reason: 'random',
        refund: a.outside ? 'REFUND_OUTSIDE' : 'REFUND_TO_CREDIT',
      });
      // refused only for what the documentation says: void, a return, more than it holds
      if (res.status !== 200)
        expect([res.status, res.body.detail?.reason], JSON.stringify(res.body)).toSatisfy(
          ([status, reason]: [number, string]) => status === 400 && ['INVOICE_VOID', 'CREDIT_NOTE_EXCEEDS_INVOICE'].includes(reason),
        );
      return;
    }
    case 'status': {
      const target = at(await openBillings(c, w.contractId, () => true), a.pick);
      if (!target) return;
      const res = await c.post<{ summary: { succeeded: number; failed: number }; errors: Array<{ code: number }> }>(
        '/v1/billing/batchupdatestatuses',
        { byIds: { ids: [target.id] }, status: a.status },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // a move the lifecycle does not allow is a per-row FAILED_PRECONDITION; the billing stays as it was
      for (const err of res.body.errors) expect(err.code).toBe(9);
      const after = (await allBillings(c, w.contractId)).find((b) => b.id === target.id)!;
      // a per-billing customer's billing released from hold is issued at once (docs/invoices.md)
      const issuedAtOnce =
        a.status === 'STATUS_UNBILLED' && target.invoiceId === '' && g.billingProfile.invoicing === 'INVOICING_PER_BILLING';
      expect(after.status).toBe(res.body.summary.succeeded === 1 ? (issuedAtOnce ? 'STATUS_INVOICE_CREATED' : a.status) : target.status);
      return;
    }
    default:
      return;
  }
}
