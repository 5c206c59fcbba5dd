import { expect } from 'vitest';
import type { Client } from '../app';

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
  return create(c, '/v1/product/create', { optionalId: uniqueId('prod'), name: 'Standard plan', description: 'The plan', ...overrides }, 'product');
}

export async function buildUsageUnit(c: Client, overrides: Record<string, unknown> = {}): Promise<UsageUnit> {
  return create(c, '/v1/usageunit/create', { optionalId: uniqueId('unit'), name: 'API calls', description: 'calls per day', ...overrides }, 'usageUnit');
}

export async function buildPaymentMethod(c: Client, overrides: Record<string, unknown> = {}): Promise<PaymentMethod> {
  return create(c, '/v1/paymentmethod/create', { optionalId: uniqueId('pm'), name: 'Bank transfer', type: 'TYPE_BANK_TRANSFER', ...overrides }, 'paymentMethod');
}
