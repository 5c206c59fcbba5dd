import { expect } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../../src/db/db';
import { insertContract } from '../../../src/db/repos/contract.repo';
import { createContract, contractEndDate, jstDateOfInstant, type NewChargeItem, type NewItem, type LocalDate, asLocalDate, type ContractDoc } from '../../../src/domain';
import { DAILY } from '../../../src/domain/testing/fixtures';
import { newId } from '../../../src/lib/ids';
import type { Client } from '../app';
import { buildPaymentMethod } from './catalog';
import { createCustomer } from './customer';

/**
 * Contracts for billing tests, built with the domain (createContract) and stored with
 * insertContract, as the contract API would (until tests switch to /v1/contract/create). The
 * contract becomes known on the tenant clock's JST day (the "became known" rule).
 */
export async function tenantIdOf(db: Db, providerId: string, environment: 'sandbox' | 'production' = 'sandbox'): Promise<string> {
  const row = await db.selectFrom('tenant').select('id').where('provider_id', '=', providerId).where('environment', '=', environment).executeTakeFirstOrThrow();
  return row.id;
}

export async function clockDay(db: Db, tenantId: string): Promise<LocalDate> {
  const row = await db.selectFrom('test_clock').select('now').where('tenant_id', '=', tenantId).executeTakeFirst();
  return jstDateOfInstant((row?.now ?? new Date()).getTime());
}

export type ChargeSpec = Partial<Omit<NewChargeItem, 'id'>> & { id?: string };

export function charge(spec: ChargeSpec = {}): NewChargeItem {
  return {
    id: spec.id ?? newId(),
    optionalId: null,
    catalogChargeItemId: newId(),
    name: 'Plan fee',
    type: 'RECURRING',
    usageUnitId: null,
    billingCycle: { value: 1, unit: 'UNIT_MONTHLY' },
    billingTiming: { value: 0, unit: 'UNIT_MONTHLY', monthlyOption: 'FIRST_DAY' },
    billingDueTiming: { value: 1, unit: 'UNIT_MONTHLY', monthlyOption: 'LAST_DAY' },
    billAllAtOnce: false,
    startDailyRate: DAILY,
    endDailyRate: DAILY,
    taxPercentage: '10',
    rounding: 'ROUND_DOWN',
    quantity: '1',
    pricing: { model: 'PER_UNIT', price: '1000', tiers: [] },
    ...spec,
  } as NewChargeItem;
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

function item(start: string | null, end: string | undefined, termMonths: number, charges: ChargeSpec[], autoRenewal: NewItem['autoRenewal']): NewItem {
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
    services: [{
      mainItem: item(spec.start, spec.end, spec.termMonths ?? 12, spec.charges ?? [{}], autoRenewal),
      optionItems: (spec.options ?? []).map((o) => item(o.start ?? null, o.end, spec.termMonths ?? 12, o.charges, { type: 'DISABLED', term: null })),
    }],
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

/** Moves a tenant's test clock directly (without running jobs): for tests that only need "today". */
export async function setClock(db: Db, tenantId: string, at: Date): Promise<void> {
  await sql`INSERT INTO test_clock (tenant_id, now) VALUES (${tenantId}, ${at}) ON CONFLICT (tenant_id) DO UPDATE SET now = excluded.now`.execute(db);
}
