import { expect } from 'vitest';
import type { Client } from '../app';
import type { CatalogItem } from '../../../src/api/catalogitem/catalogitem.schema';

/** The catalog item wire message (see src/api/catalogitem/catalogitem.schema.ts). */
export type { CatalogItem, CatalogChargeItem } from '../../../src/api/catalogitem/catalogitem.schema';

/**
 * Catalog test data through the public API (so every record is what a client would have made).
 * Each builder takes overrides of the create request and returns the created wire message; it fails
 * the test when creation fails. Management ids default to unique values.
 */
let seq = 0;
export const uniqueId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}`;

async function create<T>(c: Client, path: string, body: Record<string, unknown>, key: string): Promise<T> {
  const res = await c.post<Record<string, T>>(path, body);
  if (res.status !== 200) expect.fail(`${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body[key]!;
}

export interface Product {
  id: string;
  optionalId: string;
  name: string;
  description: string;
  createTime: string;
  updateTime: string;
}
export type UsageUnit = Product;

export interface PaymentMethod {
  id: string;
  optionalId: string;
  name: string;
  type: string;
  holdInvoiceCreation: boolean;
  createTime: string;
  updateTime: string;
}

export async function buildProduct(c: Client, overrides: Record<string, unknown> = {}): Promise<Product> {
  return create(
    c,
    '/v1/product/create',
    { optionalId: uniqueId('prod'), name: 'Standard plan', description: 'The plan', ...overrides },
    'product',
  );
}

export async function buildUsageUnit(c: Client, overrides: Record<string, unknown> = {}): Promise<UsageUnit> {
  return create(
    c,
    '/v1/usageunit/create',
    { optionalId: uniqueId('unit'), name: 'API calls', description: 'calls per day', ...overrides },
    'usageUnit',
  );
}

export async function buildPaymentMethod(c: Client, overrides: Record<string, unknown> = {}): Promise<PaymentMethod> {
  return create(
    c,
    '/v1/paymentmethod/create',
    { optionalId: uniqueId('pm'), name: 'Bank transfer', type: 'TYPE_BANK_TRANSFER', ...overrides },
    'paymentMethod',
  );
}

export interface CatalogItemOverrides extends Record<string, unknown> {
  /** The pricingModel of the single default charge item, e.g. `{ type: 'TYPE_PER_UNIT', price: '500' }`. */
  pricing?: Record<string, unknown>;
  /** Fields merged into the single default charge item (ignored when catalogChargeItems is given). */
  chargeItem?: Record<string, unknown>;
  catalogChargeItems?: Record<string, unknown>[];
}

/**
 * A catalog item, by default: an ON_SALE item of a new product, 12-month term, one recurring
 * flat-fee charge item of 10,000 yen a month, every other field at its default.
 * `pricing` and `chargeItem` adjust the single charge item; a usage-priced (TYPE_USAGE) charge item
 * without a usage unit gets a new one. Any create-request field can be overridden directly.
 *
 *   await buildCatalogItem(c, { pricing: { type: 'TYPE_PER_UNIT', price: '1000' } })
 *   await buildCatalogItem(c, { usage: 'USAGE_OPTION', chargeItem: { billAllAtOnce: true } })
 */
export async function buildCatalogItem(c: Client, overrides: CatalogItemOverrides = {}): Promise<CatalogItem> {
  const { pricing, chargeItem, ...request } = overrides;
  if (request.productId === undefined && request.productOptionalId === undefined) request.productId = (await buildProduct(c)).id;
  if (!request.catalogChargeItems) {
    const item: Record<string, unknown> = {
      name: 'Monthly fee',
      type: 'TYPE_RECURRING',
      pricingModel: pricing ?? { type: 'TYPE_FLAT_FEE', price: '10000' },
      ...chargeItem,
    };
    const model = (item.pricingModel as { type?: string }).type;
    if (model === 'TYPE_USAGE' && item.usageUnitId === undefined && item.usageUnitOptionalId === undefined)
      item.usageUnitId = (await buildUsageUnit(c)).id;
    request.catalogChargeItems = [item];
  }
  return create(c, '/v1/catalogitem/create', { optionalId: uniqueId('item'), name: 'Standard plan', ...request }, 'catalogItem');
}
