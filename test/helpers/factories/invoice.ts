import { expect } from 'vitest';
import type { Client } from '../app';
import { advance } from './billing';
import { buildCatalogItem, buildPaymentMethod } from './catalog';
import { buildContract } from './contract';
import { createCustomer, type CustomerBody } from './customer';
import { createStaff } from './staff';

/** The Invoice message as the API answers it (docs/invoices.md). */
export interface InvoiceBody {
  id: string;
  invoiceNumber: string;
  customerId: string;
  paymentMethodId: string;
  status: string;
  invoicing: string;
  issueDate: string;
  dueDate: string;
  closingDate: string;
  billingIds: string[];
  subtotal: string;
  tax: string;
  total: string;
  taxes: Array<{ taxPercentage: string; subtotal: string; tax: string }>;
  paidAmount: string;
  balance: string;
  replacesInvoiceId: string;
  voidReason: string;
  createTime: string;
  updateTime: string;
}

export interface Invoiced {
  customer: CustomerBody;
  contractIds: string[];
  invoices: InvoiceBody[];
}

/**
 * A customer with `contracts` monthly contracts (10,000 yen + 10 % a month from 2031-04-01), on the
 * sandbox clock: per billing (the default) each April billing is its own invoice on 1 April; with
 * `closing`, the billings wait and the 30 April (month-end) closing makes one invoice.
 */
export async function invoicedCustomer(c: Client, opts: { contracts?: number; closing?: boolean; name?: string } = {}): Promise<Invoiced> {
  await advance(c, '2031-03-20');
  const customer = await createCustomer(c, {
    ...(opts.closing ? { billingProfile: { invoicing: 'INVOICING_MONTHLY_CLOSING', closingDay: 0 } } : {}),
    ...(opts.name ? { name: opts.name } : {}),
  });
  const staff = await createStaff(c, customer.id);
  const catalogItem = await buildCatalogItem(c);
  const paymentMethod = await buildPaymentMethod(c);
  const contractIds: string[] = [];
  for (let i = 0; i < (opts.contracts ?? 1); i++) {
    const built = await buildContract(c, { customer, staff, catalogItem, paymentMethod, mainItem: { startDate: '2031-04-01' } });
    contractIds.push(built.contract.id);
  }
  await advance(c, opts.closing ? '2031-04-30T23:00:00+09:00' : '2031-04-01T23:00:00+09:00');
  const res = await c.post<{ invoices: InvoiceBody[] }>('/v1/invoice/list', { customerId: customer.id, pageSize: 100 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { customer, contractIds, invoices: res.body.invoices };
}
