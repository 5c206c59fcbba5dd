import { expect } from 'vitest';
import type { Client } from '../app';

export interface CustomerBody {
  id: string;
  optionalId: string;
  name: string;
  crmAccountId: string;
  billingProfile: {
    invoicing: string;
    closingDay: number;
    holidayRule: string;
    sendMethod: string;
    recipientStaffIds: string[];
  };
  createTime: string;
  updateTime: string;
}

let seq = 0;
/** A unique suffix for management ids within one test run. */
export function uniq(prefix = 'x'): string {
  seq += 1;
  return `${prefix}-${process.pid}-${seq}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Creates a customer through the API (defaults: a name only) and returns it. */
export async function createCustomer(c: Client, overrides: Record<string, unknown> = {}): Promise<CustomerBody> {
  const res = await c.post<{ customer: CustomerBody }>('/v1/customer/create', { name: 'Acme Corp', ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.customer;
}
