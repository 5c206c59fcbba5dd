import { expect } from 'vitest';
import { buildTestApp, client, newTenant, type Client, type TestApp } from '../../helpers/app';
import { buildCatalogItem, buildPaymentMethod } from '../../helpers/factories/catalog';
import { buildContract, type Contract } from '../../helpers/factories/contract';
import { listTenantSettings } from '../../../src/db/repos/billrun.repo';
import { settingsOf, runBillRun, type BillRunResult } from '../../../src/services/billrun';
import type { LocalDate } from '../../../src/domain';

/**
 * Golden billing scenarios through the public HTTP API only: one app per file, a sandbox tenant per
 * scenario; catalog items, usage units, payment methods, contracts, amendments, usage and billings
 * are all made with the API, and time moves with /v1/testclock/advance.
 */
export interface Scenario {
  c: Client;
  providerId: string;
}

export async function scenario(t: TestApp): Promise<Scenario> {
  const tenant = await newTenant(t.db);
  return { c: client(t.app, tenant.sandboxKey), providerId: tenant.providerId };
}

/** One catalog charge item (wire fields of /v1/catalogitem/create) plus the contract quantity. */
export interface ChargeSpec extends Record<string, unknown> {
  /** Contract quantity (omit for usage-fed charge items: their quantity comes from usage). */
  quantity?: number;
}

export interface PlanSpec {
  /** The main item's start date. */
  start: string;
  /** Catalog charge items; default one: per unit 1,000 yen a month, quantity 1. Every other field at the catalog default (billed on the 1st of the period's month, due at the end of the next month, 10 %, round down, daily rate). */
  charges?: ChargeSpec[];
  /** The catalog item's term in months (default 12). */
  termMonths?: number;
  /** The catalog item's auto-renewal (wire shape). */
  autoRenewal?: Record<string, unknown>;
  /** Contract management id. */
  optionalId?: string;
  /** Create the contract as a draft (confirmed later with /v1/contract/confirmdraft). */
  isDraft?: boolean;
  /** Payment method create overrides (e.g. holdInvoiceCreation). */
  paymentMethod?: Record<string, unknown>;
}

export interface Plan {
  contract: Contract;
  /** The main item's id. */
  itemId: string;
  /** Contract charge item ids, in the order of `charges`. */
  chargeIds: string[];
}

/**
 * A catalog item (POST /v1/catalogitem/create) and a contract on it (POST /v1/contract/create,
 * which makes the customer, its staff member and the payment method through their create paths).
 * The contract becomes known on the tenant clock's day.
 */
export async function planContract(c: Client, spec: PlanSpec): Promise<Plan> {
  const charges = spec.charges ?? [{}];
  const catalogItem = await buildCatalogItem(c, {
    defaultContractTerm: { value: spec.termMonths ?? 12, unit: 'UNIT_MONTHLY' },
    ...(spec.autoRenewal ? { autoRenewal: spec.autoRenewal } : {}),
    catalogChargeItems: charges.map(({ quantity: _q, ...wire }, i) => ({
      name: `Charge ${i + 1}`,
      type: 'TYPE_RECURRING',
      pricingModel: { type: 'TYPE_PER_UNIT', price: '1000' },
      ...wire,
    })),
  });
  const paymentMethod = await buildPaymentMethod(c, spec.paymentMethod ?? {});
  const { contract } = await buildContract(c, {
    catalogItem,
    paymentMethod,
    ...(spec.optionalId ? { optionalId: spec.optionalId } : {}),
    ...(spec.isDraft ? { isDraft: true } : {}),
    mainItem: {
      startDate: spec.start,
      chargeItems: catalogItem.catalogChargeItems.map((ci, i) => ({
        catalogChargeItemId: ci.id,
        ...(charges[i]!.quantity !== undefined ? { quantity: charges[i]!.quantity } : {}),
      })),
    },
  });
  const item = contract.mainItems[0]!;
  return { contract, itemId: item.id, chargeIds: item.chargeItems.map((ci) => ci.id) };
}

/** POST to an API path, expecting 200; returns the body. */
export async function ok<T = Record<string, unknown>>(c: Client, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await c.post<T>(path, body);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/**
 * The on-demand bill run as `billing bill-run --as-of DAY --provider ID` runs it (the CLI's service
 * function), for the scenario's sandbox tenant. Used only to re-run a day the clock has already run.
 */
export async function cliBillRun(t: TestApp, providerId: string, day: string): Promise<BillRunResult> {
  const tenants = (await listTenantSettings(t.db, { providerId })).filter((x) => x.environment === 'sandbox');
  expect(tenants).toHaveLength(1);
  return runBillRun(t.sys, { settings: settingsOf(tenants[0]!), asOf: day as LocalDate, trigger: 'CLI' });
}

export const dailyRate = { type: 'TYPE_DAILY_RATE' };
export const fullPrice = { type: 'TYPE_FULL_PRICE' };
export const fixedRate = (v: string) => ({ type: 'TYPE_FIXED_RATE', fixedRateValue: v });

export { buildTestApp };
