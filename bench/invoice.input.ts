/** A made-up billing for the invoice bench and the docs sample: `lines` lines, every third one at the reduced 8 % rate. */
import type { InvoiceInput, InvoiceLineInput } from '../src/domain/invoice/document';

function line(i: number): InvoiceLineInput {
  const reduced = i % 3 === 2;
  return {
    name: reduced ? `食品セット ${i + 1}` : `クラウド利用料 プラン ${i + 1}`,
    kind: 'RECURRING',
    periodStart: '2031-04-01',
    periodEnd: '2031-04-30',
    quantity: String((i % 7) + 1),
    unitPrice: reduced ? '500' : '1000',
    subtotal: String(((i % 7) + 1) * (reduced ? 500 : 1000)),
    taxPercentage: reduced ? '8' : '10',
  };
}

export function sampleInput(lines: number): InvoiceInput {
  const items = Array.from({ length: lines }, (_, i) => line(i));
  const sum = (rate: string) => items.filter((i) => i.taxPercentage === rate).reduce((s, i) => s + Number(i.subtotal), 0);
  const [s10, s8] = [sum('10'), sum('8')];
  const [t10, t8] = [Math.floor(s10 * 0.1), Math.floor(s8 * 0.08)];
  return {
    invoiceNumber: 'INV-00000123',
    issueDate: '2031-04-01',
    dueDate: '2031-05-31',
    subtotal: String(s10 + s8),
    tax: String(t10 + t8),
    total: String(s10 + s8 + t10 + t8),
    taxes: [
      { taxPercentage: '10', subtotal: String(s10), tax: String(t10) },
      ...(s8 ? [{ taxPercentage: '8', subtotal: String(s8), tax: String(t8) }] : []),
    ],
    items,
    issuer: {
      name: 'Sample',
      legalName: '株式会社サンプル請求',
      registrationNumber: 'T1234567890123',
      address: '東京都千代田区丸の内1-1-1',
      phoneNumber: '03-1234-5678',
      bankAccount: 'みずほ銀行 本店 普通 1234567',
      invoiceNote: 'お振込手数料はご負担ください。',
    },
    issued: true,
    customerName: '株式会社お客様',
    staffName: '佐藤 花子',
    staffDepartment: '経理部',
    paymentMethod: '銀行振込',
  };
}
