import { describe, expect, it } from 'vitest';
import { buildInvoiceDocument, japaneseDate, yen, type InvoiceInput } from './document';
import { invoiceHtml } from './html';

const base: InvoiceInput = {
  invoiceNumber: 'INV-00000001',
  issueDate: '2031-04-01',
  dueDate: '2031-05-31',
  subtotal: '3500',
  tax: '320',
  total: '3820',
  taxes: [
    { taxPercentage: '8', subtotal: '1500', tax: '120' },
    { taxPercentage: '10', subtotal: '2000', tax: '200' },
  ],
  items: [
    {
      name: 'Licence',
      kind: 'RECURRING',
      periodStart: '2031-04-01',
      periodEnd: '2031-04-30',
      quantity: '2',
      unitPrice: '1000',
      subtotal: '2000',
      taxPercentage: '10',
    },
    {
      name: 'Coffee',
      kind: 'ONE_TIME',
      periodStart: '2031-04-05',
      periodEnd: '2031-04-05',
      quantity: '3',
      unitPrice: '500',
      subtotal: '1500',
      taxPercentage: '8.00',
    },
  ],
  issuer: {
    name: 'Acme',
    legalName: '',
    registrationNumber: 'T1234567890123',
    address: '',
    phoneNumber: '',
    bankAccount: '',
    invoiceNote: '',
  },
  issued: true,
  customerName: '顧客 <株>',
  staffName: '',
  staffDepartment: '',
  paymentMethod: '',
};

describe('invoice document', () => {
  it('formats yen exactly, grouped, with the sign before ¥', () => {
    expect(yen('1234567')).toBe('¥1,234,567');
    expect(yen('-5678')).toBe('-¥5,678');
    expect(yen('1000.50')).toBe('¥1,000.5');
    expect(yen('0')).toBe('¥0');
    expect(japaneseDate('2031-04-05')).toBe('2031年4月5日');
  });

  it('a qualified invoice: rates from 10 % down, reduced lines and rate marked, one-day periods as one date', () => {
    const doc = buildInvoiceDocument(base);
    expect(doc.title).toBe('適格請求書');
    expect(doc.notices).toEqual([]);
    expect(doc.issuerName).toBe('Acme');
    expect(doc.issuerDetails).toEqual(['登録番号 T1234567890123']);
    expect(doc.rates).toEqual([
      { label: '10%対象', subtotal: '¥2,000', tax: '¥200' },
      { label: '8%対象 ※', subtotal: '¥1,500', tax: '¥120' },
    ]);
    expect(doc.lines.map((l) => [l.description, l.period, l.rate])).toEqual([
      ['Licence', '2031年4月1日〜2031年4月30日', '10%'],
      ['Coffee ※', '2031年4月5日', '8%'],
    ]);
    expect(doc.notes[0]).toBe('※ 軽減税率対象');
    expect(doc.recipientStaff).toBe('');
    expect(doc.terms).toContainEqual(['お振込先', '—']);
  });

  it('below zero: a return invoice; without a registration number: marked as not qualified; before issue: a preview', () => {
    const credit = buildInvoiceDocument({
      ...base,
      total: '-5678',
      subtotal: '-5162',
      tax: '-516',
      taxes: [{ taxPercentage: '10', subtotal: '-5162', tax: '-516' }],
    });
    expect(credit.title).toBe('適格返還請求書');
    expect(credit.totalLabel).toBe('返還金額（税込）');
    expect(credit.rates).toEqual([{ label: '10%対象', subtotal: '-¥5,162', tax: '-¥516' }]);
    const unregistered = buildInvoiceDocument({
      ...base,
      issued: false,
      issuer: { ...base.issuer, registrationNumber: '', legalName: '商店' },
    });
    expect(unregistered.title).toBe('請求書');
    expect(unregistered.issuerName).toBe('商店');
    expect(unregistered.issuerDetails[0]).toContain('登録番号 なし');
    expect(unregistered.notices).toEqual([
      'この請求書は適格請求書ではありません（発行者の登録番号が設定されていません）。',
      '未発行（プレビュー）: この請求の発行前の内容です。',
    ]);
  });

  it('HTML escapes every text', () => {
    const html = invoiceHtml(buildInvoiceDocument(base));
    expect(html).toContain('顧客 &lt;株&gt; 御中');
    expect(html).not.toContain('<株>');
  });
});
