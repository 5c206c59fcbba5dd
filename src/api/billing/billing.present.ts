import type { BillingItemRow } from '../../db/repos/billing.repo';
import type { BillingView } from '../../services/billing';
import { businessDateOut, instantOut } from '../datetime';
import type { Billing, BillingItem, BillingStatusWire } from './billing.schema';

/** Rows → the Billing message (amounts as stored: exact decimal strings). */
export type { BillingView };

const num = (s: string): string => (s === '-0' ? '0' : s);

export function presentBillingItem(i: BillingItemRow): BillingItem {
  return {
    id: i.id,
    contractItemId: i.contract_item_id,
    contractChargeItemId: i.contract_charge_item_id,
    name: i.name,
    kind: `KIND_${i.kind}` as BillingItem['kind'],
    periodStart: businessDateOut(i.period_start),
    periodEnd: businessDateOut(i.period_end),
    quantity: num(i.quantity),
    unitPrice: num(i.unit_price),
    subtotal: num(i.subtotal),
    taxPercentage: num(i.tax_percentage),
  };
}

export function presentBilling(v: BillingView): Billing {
  const b = v.billing;
  return {
    id: b.id,
    invoiceNumber: b.invoice_number,
    invoiceId: b.invoice_id ?? '',
    status: `STATUS_${b.status}` as BillingStatusWire,
    contractId: b.contract_id,
    customerId: b.customer_id,
    paymentMethodId: b.payment_method_id ?? '',
    billingDate: businessDateOut(b.billing_date),
    billingDueDate: businessDateOut(b.billing_due_date),
    billingIssueDate: businessDateOut(b.billing_issue_date),
    subtotal: num(b.subtotal),
    tax: num(b.tax),
    total: num(b.total),
    paidAmount: num(b.paid_amount),
    taxes: b.taxes.map((t) => ({ taxPercentage: t.taxPercentage, subtotal: t.subtotal, tax: t.tax })),
    billingItems: v.items.map(presentBillingItem),
    billingCustomerStaffs: b.customer_staff_id ? [{ customerStaffId: b.customer_staff_id }] : [],
    payments: v.payments.map((p) => ({
      id: p.id,
      optionalId: p.optional_id ?? '',
      type: `TYPE_${p.type}` as 'TYPE_PAYMENT',
      amount: num(p.amount),
      paymentDate: businessDateOut(p.payment_date),
      memo: p.memo,
      source: `SOURCE_${p.source}` as Billing['payments'][number]['source'],
      createTime: instantOut(p.create_time),
    })),
    createTime: instantOut(b.create_time),
    updateTime: instantOut(b.update_time),
  };
}
