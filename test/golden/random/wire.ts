/** Reading billings, expected billings and the clock of a random scenario through the HTTP API. */
import { expect } from 'vitest';
import type { Client } from '../../helpers/app';
import { jstDay } from '../../helpers/factories/billing';

export interface WireLine {
  id: string;
  contractChargeItemId: string;
  kind: string;
  periodStart: string;
  periodEnd: string;
  quantity: string;
  unitPrice: string;
  subtotal: string;
  taxPercentage: string;
}
export interface WireBilling {
  id: string;
  invoiceId: string;
  status: string;
  billingDate: string;
  billingDueDate: string;
  billingIssueDate: string;
  subtotal: string;
  tax: string;
  total: string;
  paidAmount: string;
  taxes: Array<{ taxPercentage: string; subtotal: string; tax: string }>;
  billingItems: WireLine[];
}

export async function allBillings(c: Client, contractId: string): Promise<WireBilling[]> {
  const out: WireBilling[] = [];
  let pageToken = '';
  for (;;) {
    const res = await c.post<{ billings: WireBilling[]; nextPageToken: string }>('/v1/billing/listbycontract', {
      id: contractId,
      pageSize: 100,
      ...(pageToken ? { pageToken } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.billings);
    pageToken = res.body.nextPageToken;
    if (!pageToken) return out;
  }
}

export interface WireExpected {
  billingDate: string;
  dueDate: string;
  subtotal: string;
  totalTaxAmount: string;
  total: string;
  taxes: WireBilling['taxes'];
  items: Omit<WireLine, 'id'>[];
}
export async function expectedBillings(c: Client, contractId: string): Promise<WireExpected[]> {
  const out: WireExpected[] = [];
  let pageToken = '';
  for (;;) {
    const res = await c.post<{ expectedBillings: WireExpected[]; nextPageToken: string }>('/v1/expectedbilling/listbycontract', {
      id: contractId,
      pageSize: 100,
      ...(pageToken ? { pageToken } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.expectedBillings);
    pageToken = res.body.nextPageToken;
    if (!pageToken) return out;
  }
}

export async function clockDay(c: Client): Promise<string> {
  const res = await c.post<{ now: string }>('/v1/testclock/get', {});
  expect(res.status).toBe(200);
  return jstDay(res.body.now);
}

/** The latest end date of any item of the contract (v1 get). */
export async function contractEnd(c: Client, contractId: string): Promise<string> {
  const res = await c.post<{ contract: { mainItems: Array<{ endDate: string; optionItems: Array<{ endDate: string }> }> } }>(
    '/v1/contract/get',
    { id: contractId },
  );
  expect(res.status).toBe(200);
  const ends = res.body.contract.mainItems.flatMap((m) => [m.endDate, ...m.optionItems.map((o) => o.endDate)]).map(jstDay);
  return ends.sort().at(-1)!;
}
