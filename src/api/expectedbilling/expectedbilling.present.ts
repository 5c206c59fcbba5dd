import { formatDecimal, type BillingDraft } from '../../domain';
import { businessDateOut } from '../datetime';
import type { ExpectedBilling } from './expectedbilling.schema';

/** A domain billing draft → the ExpectedBilling message; null → the empty message. */
export function presentExpectedBilling(d: BillingDraft | null): ExpectedBilling {
  if (!d)
    return { billingDate: '', dueDate: '', paymentMethodId: '', subtotal: '0', totalTaxAmount: '0', total: '0', taxes: [], items: [] };
  return {
    billingDate: businessDateOut(d.billingDate),
    dueDate: businessDateOut(d.dueDate),
    paymentMethodId: d.paymentMethodId,
    subtotal: formatDecimal(d.subtotal),
    totalTaxAmount: formatDecimal(d.tax),
    total: formatDecimal(d.total),
    taxes: d.taxes.map((t) => ({
      taxPercentage: formatDecimal(t.taxPercentage),
      subtotal: formatDecimal(t.taxableAmount),
      tax: formatDecimal(t.tax),
    })),
    items: d.lines.map((l) => ({
      contractItemId: l.contractItemId,
      contractChargeItemId: l.chargeItemId,
      name: l.name,
      kind: `KIND_${l.kind}` as ExpectedBilling['items'][number]['kind'],
      periodStart: businessDateOut(l.periodStart),
      periodEnd: businessDateOut(l.periodEnd),
      quantity: formatDecimal(l.quantity),
      unitPrice: formatDecimal(l.unitPrice),
      subtotal: formatDecimal(l.subtotal),
      taxPercentage: formatDecimal(l.taxPercentage),
    })),
  };
}
