import { expect } from 'vitest';
import type { Client } from '../app';
import type { Contract } from '../../../src/api/contract/contract.schema';
import type { ContractV2 } from '../../../src/api/v2/contract/contract.schema';
import { buildCatalogItem, buildPaymentMethod, type CatalogItem, type PaymentMethod } from './catalog';
import { createCustomer, type CustomerBody } from './customer';
import { createStaff, type StaffBody } from './staff';

export type { Contract, ContractV2 };

export interface BuiltContract {
  contract: Contract;
  customer: CustomerBody;
  staff: StaffBody;
  paymentMethod: PaymentMethod;
  catalogItem: CatalogItem;
}

export interface ContractOverrides extends Record<string, unknown> {
  /** Reuse these instead of creating new ones. */
  customer?: CustomerBody;
  staff?: StaffBody;
  paymentMethod?: PaymentMethod;
  catalogItem?: CatalogItem;
  /** Fields merged into the single default main item (ignored when mainItems is given). */
  mainItem?: Record<string, unknown>;
}

/**
 * A contract made through /v1/contract/create. Defaults: a new customer with one staff member (the
 * billing recipient), a bank-transfer payment method, the default catalog item (12 months, one
 * 10,000-yen monthly flat fee) and one main item starting 2024-04-01 with every other field from
 * the catalog. Any create-request field can be overridden (isDraft, optionalId, mainItems, …).
 *
 *   const { contract } = await buildContract(c, { mainItem: { startDate: '2024-05-15' } })
 */
export async function buildContract(c: Client, overrides: ContractOverrides = {}): Promise<BuiltContract> {
  const { customer: givenCustomer, staff: givenStaff, paymentMethod: givenPm, catalogItem: givenItem, mainItem, ...request } = overrides;
  const customer = givenCustomer ?? (await createCustomer(c));
  const staff = givenStaff ?? (await createStaff(c, customer.id));
  const paymentMethod = givenPm ?? (await buildPaymentMethod(c));
  const catalogItem = givenItem ?? (await buildCatalogItem(c));
  const body = {
    customer: { id: customer.id, customerStaffId: staff.id },
    paymentMethodId: paymentMethod.id,
    mainItems: [{ catalogItemId: catalogItem.id, startDate: '2024-04-01', ...mainItem }],
    ...request,
  };
  const res = await c.post<{ contract: Contract }>('/v1/contract/create', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { contract: res.body.contract, customer, staff, paymentMethod, catalogItem };
}

/** The same contract in its v2 shape (optionally on a day of the service timeline). */
export async function getContractV2(c: Client, id: string, atPointInServiceTimeline?: string): Promise<ContractV2> {
  const res = await c.post<{ contract: ContractV2 }>('/v2/contract/get', {
    id,
    ...(atPointInServiceTimeline ? { atPointInServiceTimeline } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.contract;
}
