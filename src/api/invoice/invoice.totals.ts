import { defineRpc } from '../rpc';
import { DateTimeInput, Enum, Id, ManagementId, Message, Named, Type } from '../schema';
import { businessDateIn } from '../datetime';
import { dec, formatDecimal } from '../../domain';
import { invoiceTotals, TOTALS_MAX_DAYS, type InvoiceTotals } from '../../services/invoice';
import { resolveCustomer } from '../../services/customer';
import { INVOICE_STATUSES, type InvoiceStatusWire } from './invoice.schema';

export const InvoiceTotalsRequest = Message({
  issueDateFrom: DateTimeInput,
  issueDateTo: DateTimeInput,
  customerId: Type.Optional(Id),
  customerOptionalId: Type.Optional(ManagementId),
});

const money = (description: string) => Type.String({ description });

export const InvoiceStatusTotals = Named('InvoiceStatusTotals', {
  status: Enum(INVOICE_STATUSES, 'the invoices’ status'),
  count: Type.Integer({ description: 'invoices in this status' }),
  total: money('the sum of their totals'),
  balance: money('the sum of their balances (total − paidAmount)'),
});

export const InvoiceTotalsResponse = Message({
  count: Type.Integer({ description: 'invoices issued in the range, void ones not counted' }),
  subtotal: money('the sum of their subtotals'),
  tax: money('the sum of their tax'),
  total: money('the sum of their totals'),
  paidAmount: money('the sum of what was paid on them'),
  balance: money('the sum of their balances (total − paidAmount)'),
  byStatus: Type.Array(InvoiceStatusTotals, {
    description: 'per status present in the range, void included, in the order of the status enum',
  }),
});

const exact = (s: string): string => formatDecimal(dec(s));
const order = (status: string): number => INVOICE_STATUSES.indexOf(`STATUS_${status}` as InvoiceStatusWire);

function presentTotals(t: InvoiceTotals) {
  return {
    count: t.count,
    subtotal: exact(t.subtotal),
    tax: exact(t.tax),
    total: exact(t.total),
    paidAmount: exact(t.paidAmount),
    balance: exact(t.balance),
    byStatus: [...t.byStatus]
      .sort((a, b) => order(a.status) - order(b.status))
      .map((s) => ({
        status: `STATUS_${s.status}` as InvoiceStatusWire,
        count: s.count,
        total: exact(s.total),
        balance: exact(s.balance),
      })),
  };
}

export default defineRpc({
  path: '/v1/invoice/totals',
  method: 'G+P',
  summary: 'What the invoices issued in a range of days add up to (extension)',
  description: `Sums of the invoices issued from issueDateFrom to issueDateTo (JST days, both included, at most ${TOTALS_MAX_DAYS} days), optionally of one customer: count, subtotal, tax, total, paid and balance of the invoices not void, and per status (void included) their count, total and balance. Exact decimals.`,
  tags: ['invoice'],
  input: InvoiceTotalsRequest,
  output: InvoiceTotalsResponse,
  handler: async (ctx, input) => {
    const customer =
      input.customerId || input.customerOptionalId
        ? await resolveCustomer(ctx, { id: input.customerId, optionalId: input.customerOptionalId }, ['customerId', 'customerOptionalId'])
        : undefined;
    const totals = await invoiceTotals(ctx, {
      issueDateFrom: businessDateIn('issueDateFrom', input.issueDateFrom),
      issueDateTo: businessDateIn('issueDateTo', input.issueDateTo),
      ...(customer ? { customerId: customer.id } : {}),
    });
    return presentTotals(totals);
  },
});
