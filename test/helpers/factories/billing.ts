import { expect } from 'vitest';
import type { Db } from '../../../src/db/db';
import { insertContract } from '../../../src/db/repos/contract.repo';
import {
  createContract,
  contractEndDate,
  jstDateOfInstant,
  type NewChargeItem,
  type NewItem,
  type LocalDate,
  asLocalDate,
  type ContractDoc,
  jstEndOfDay,
} from '../../../src/domain';
import { chargeItem } from '../../../src/domain/testing/fixtures';
import { newId } from '../../../src/lib/ids';
import { advanceTestClock } from '../../../src/services/billrun';
import { createPaymentMethod } from '../../../src/services/catalog';
import type { Caller } from '../../../src/services/kernel';
import type { ServiceCtx, SystemCtx } from '../../../src/services/context';
import { createCustomer as createCustomerRow } from '../../../src/services/customer';
import type { Client } from '../app';
import { buildPaymentMethod } from './catalog';
import { createCustomer } from './customer';

/**
 * Billing test helpers. advance, billingsOf, summarize and jstDay work through the HTTP API (the
 * golden scenarios in test/golden/billing use only those). billingWorld and storeContract build
 * contracts with the domain (createContract) and store them with insertContract, for the unit and
 * job tests under src/ that need a contract without the contract API; such a contract becomes known
 * on the tenant clock's JST day (the "became known" rule). serviceWorld and advanceClock do the same
 * as billingWorld and advance through the services, for the service tier (no HTTP).
 */
export async function tenantIdOf(db: Db, providerId: string, environment: 'sandbox' | 'production' = 'sandbox'): Promise<string> {
  const row = await db
    .selectFrom('tenant')
    .select('id')
    .where('provider_id', '=', providerId)
    .where('environment', '=', environment)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function clockDay(db: Db, tenantId: string): Promise<LocalDate> {
  const row = await db.selectFrom('test_clock').select('now').where('tenant_id', '=', tenantId).executeTakeFirst();
  return jstDateOfInstant((row?.now ?? new Date()).getTime());
}

export type ChargeSpec = Partial<Omit<NewChargeItem, 'id'>> & { id?: string };

export function charge(spec: ChargeSpec = {}): NewChargeItem {
  // The domain fixture's charge item (monthly, billed on the 1st, due end of next month, 10 %),
  // without its terms: a new charge item carries its quantity and pricing instead.
  const { terms: _terms, ...base } = chargeItem({ id: spec.id ?? newId(), catalogChargeItemId: newId(), name: 'Plan fee', terms: [] });
  return { ...base, quantity: '1', pricing: { model: 'PER_UNIT', price: '1000', tiers: [] }, ...spec } as NewChargeItem;
}

export interface ContractSpec {
  start: string;
  end?: string;
  termMonths?: number;
  charges?: ChargeSpec[];
  autoRenewal?: NewItem['autoRenewal'];
  options?: Array<{ start?: string; end?: string; charges: ChargeSpec[] }>;
  isDraft?: boolean;
  optionalId?: string;
}

export interface BillingWorld {
  tenantId: string;
  customerId: string;
  paymentMethodId: string;
}

/** A customer and a payment method through the API. */
export async function billingWorld(db: Db, c: Client, providerId: string, pm: Record<string, unknown> = {}): Promise<BillingWorld> {
  const tenantId = await tenantIdOf(db, providerId);
  const customer = await createCustomer(c);
  const method = await buildPaymentMethod(c, pm);
  return { tenantId, customerId: customer.id, paymentMethodId: method.id };
}

/** A customer and a payment method through the services (the service tier). */
export async function serviceWorld(ctx: ServiceCtx, pm: Partial<Parameters<typeof createPaymentMethod>[1]> = {}): Promise<BillingWorld> {
  const customer = await createCustomerRow(ctx, { name: 'Test customer' });
  const method = await createPaymentMethod(ctx, { name: 'Bank transfer', type: 'TYPE_BANK_TRANSFER', ...pm });
  return { tenantId: ctx.caller.tenantId, customerId: customer.id, paymentMethodId: method.id };
}

/** Moves a sandbox tenant's test clock to the end of JST day `to`, as /v1/testclock/advance does; the billings created. */
export async function advanceClock(sys: SystemCtx, caller: Caller, to: string): Promise<number> {
  return (await advanceTestClock(sys, caller, new Date(jstEndOfDay(asLocalDate(to))))).billingsCreated;
}

function item(
  start: string | null,
  end: string | undefined,
  termMonths: number,
  charges: ChargeSpec[],
  autoRenewal: NewItem['autoRenewal'],
): NewItem {
  return {
    id: newId(),
    catalogItemId: newId(),
    name: 'Standard plan',
    startDate: start ? asLocalDate(start) : null,
    endDate: end ? asLocalDate(end) : null,
    defaultContractTerm: { value: termMonths, unit: 'UNIT_MONTHLY' },
    autoRenewal,
    chargeItems: charges.map(charge),
  };
}

export async function storeContract(db: Db, world: BillingWorld, spec: ContractSpec): Promise<ContractDoc> {
  const autoRenewal = spec.autoRenewal ?? { type: 'DISABLED' as const, term: null };
  const built = createContract({
    id: newId(),
    isDraft: spec.isDraft ?? false,
    paymentMethodId: world.paymentMethodId,
    customerId: world.customerId,
    customerStaffId: '',
    services: [
      {
        mainItem: item(spec.start, spec.end, spec.termMonths ?? 12, spec.charges ?? [{}], autoRenewal),
        optionItems: (spec.options ?? []).map((o) =>
          item(o.start ?? null, o.end, spec.termMonths ?? 12, o.charges, { type: 'DISABLED', term: null }),
        ),
      },
    ],
  });
  if (!built.ok) expect.fail(`createContract refused: ${built.reason}`);
  const doc = built.value;
  const today = await clockDay(db, world.tenantId);
  await insertContract(db, world.tenantId, doc, {
    optionalId: spec.optionalId ?? null,
    knownOn: today,
    confirmTime: spec.isDraft ? null : new Date(),
    startDate: spec.start,
    endDate: contractEndDate(doc) ?? spec.start,
  });
  return doc;
}

export interface LineView {
  kind: string;
  period: string;
  quantity: string;
  unitPrice: string;
  subtotal: string;
  taxPercentage: string;
}
export interface BillingSummary {
  billingDate: string;
  dueDate: string;
  issueDate: string;
  status: string;
  subtotal: string;
  tax: string;
  total: string;
  taxes: string[];
  lines: LineView[];
}

/** A wire business date (JST midnight in UTC) back to its JST day. */
export const jstDay = (wire: string): string => new Date(Date.parse(wire) + 9 * 3_600_000).toISOString().slice(0, 10);

interface WireBilling {
  billingDate: string;
  billingDueDate: string;
  billingIssueDate: string;
  status: string;
  subtotal: string;
  tax: string;
  total: string;
  taxes: Array<{ taxPercentage: string; subtotal: string; tax: string }>;
  billingItems: Array<{
    kind: string;
    periodStart: string;
    periodEnd: string;
    quantity: string;
    unitPrice: string;
    subtotal: string;
    taxPercentage: string;
  }>;
}

/** A billing in a compact, readable form for exact golden assertions. */
export function summarize(b: WireBilling): BillingSummary {
  return {
    billingDate: jstDay(b.billingDate),
    dueDate: jstDay(b.billingDueDate),
    issueDate: jstDay(b.billingIssueDate),
    status: b.status.replace('STATUS_', ''),
    subtotal: b.subtotal,
    tax: b.tax,
    total: b.total,
    taxes: b.taxes.map((t) => `${t.taxPercentage}%: ${t.subtotal} -> ${t.tax}`),
    lines: b.billingItems.map((i) => ({
      kind: i.kind.replace('KIND_', ''),
      period: `${jstDay(i.periodStart)}..${jstDay(i.periodEnd)}`,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      subtotal: i.subtotal,
      taxPercentage: i.taxPercentage,
    })),
  };
}

/** Every billing of a contract, by billing date then creation, summarized. */
export async function billingsOf(c: Client, contractId: string): Promise<BillingSummary[]> {
  const out: BillingSummary[] = [];
  let pageToken = '';
  for (;;) {
    const res = await c.post<{ billings: WireBilling[]; nextPageToken: string }>('/v1/billing/listbycontract', {
      id: contractId,
      pageSize: 100,
      orderBy: { field: 'FIELD_BILLING_DATE' },
      ...(pageToken ? { pageToken } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.billings.map(summarize));
    pageToken = res.body.nextPageToken;
    if (!pageToken) return out;
  }
}

/**
 * Moves the sandbox clock to `to`; returns the billings created. An advance stopped by its time budget
 * (504 TEST_CLOCK_STOPPED, on a slow or busy machine) is continued, as docs/billing-lifecycle.md says a
 * client should; the billings the stopped part created are counted from its answer.
 */
export async function advance(c: Client, to: string): Promise<number> {
  let created = 0;
  for (;;) {
    const res = await c.post<{ now: string; billingsCreated: number; detail?: { reason?: string; billingsCreated?: number } }>(
      '/v1/testclock/advance',
      { to },
    );
    if (res.status === 504 && res.body.detail?.reason === 'TEST_CLOCK_STOPPED') {
      created += res.body.detail.billingsCreated ?? 0;
      continue;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return created + res.body.billingsCreated;
  }
}
