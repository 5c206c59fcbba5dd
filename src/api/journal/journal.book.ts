import { Message, Named, Type } from '../schema';
import { rateKey, type AccountBook, type AccountKey, type BookOverrides } from '../../domain/accounting/accounts';
import { invalidField } from '../../lib/errors';

const name = (description: string) => Type.String({ maxLength: 40, description });
const optName = (description: string) => Type.Optional(name(description));

const FIELDS: Record<AccountKey, string> = {
  RECEIVABLE: 'receivable',
  SALES: 'sales',
  DEFERRED_REVENUE: 'deferredRevenue',
  TAX_RECEIVED: 'taxReceived',
  TAX_PAID: 'taxPaid',
  BANK: 'bank',
  FEE_EXPENSE: 'feeExpense',
  SALES_DISCOUNT: 'salesDiscount',
  ADVANCES: 'advances',
};

export const AccountNames = Named('AccountNames', {
  receivable: name('売掛金'),
  sales: name('売上高'),
  deferredRevenue: name('前受収益'),
  taxReceived: name('仮受消費税'),
  taxPaid: name('仮払消費税 (the tax in a transfer fee booked as expense)'),
  bank: name('普通預金'),
  feeExpense: name('支払手数料'),
  salesDiscount: name('売上値引'),
  advances: name('前受金 (customer credit)'),
});

export const AccountNamesIn = Message({
  receivable: optName('売掛金'),
  sales: optName('売上高'),
  deferredRevenue: optName('前受収益'),
  taxReceived: optName('仮受消費税'),
  taxPaid: optName('仮払消費税 (the tax in a transfer fee booked as expense)'),
  bank: optName('普通預金'),
  feeExpense: optName('支払手数料'),
  salesDiscount: optName('売上値引'),
  advances: optName('前受金 (customer credit)'),
});

export const SalesTaxCategory = Named('SalesTaxCategory', {
  taxPercentage: Type.String({ pattern: '^(0|[1-9][0-9]?)(\\.[0-9]{1,2})?$', description: 'the rate in percent: "10", "8"' }),
  name: name('the 税区分 of sales at this rate'),
});

export const AccountBookMessage = Named('AccountBook', {
  accounts: AccountNames,
  salesTaxCategories: Type.Array(SalesTaxCategory),
  feeTaxCategory: name('the 税区分 of a transfer fee booked as expense'),
  noTaxCategory: name('the 税区分 of lines outside consumption tax (対象外)'),
});

export function presentBook(book: AccountBook) {
  const a = book.accounts;
  return {
    accounts: {
      receivable: a.RECEIVABLE,
      sales: a.SALES,
      deferredRevenue: a.DEFERRED_REVENUE,
      taxReceived: a.TAX_RECEIVED,
      taxPaid: a.TAX_PAID,
      bank: a.BANK,
      feeExpense: a.FEE_EXPENSE,
      salesDiscount: a.SALES_DISCOUNT,
      advances: a.ADVANCES,
    },
    salesTaxCategories: Object.entries(book.tax.sales)
      .sort(([a], [b]) => Number(b) - Number(a))
      .map(([taxPercentage, n]) => ({ taxPercentage, name: n })),
    feeTaxCategory: book.tax.fee,
    noTaxCategory: book.tax.none,
  };
}

export function overridesIn(input: {
  accounts?: Partial<Record<string, string>>;
  salesTaxCategories?: ReadonlyArray<{ taxPercentage: string; name: string }>;
  feeTaxCategory?: string;
  noTaxCategory?: string;
}): BookOverrides {
  const accounts: Partial<Record<AccountKey, string>> = {};
  for (const [key, field] of Object.entries(FIELDS)) {
    const v = input.accounts?.[field];
    if (v !== undefined) accounts[key as AccountKey] = v;
  }
  return {
    accounts,
    tax: {
      ...(input.salesTaxCategories ? { sales: salesIn(input.salesTaxCategories) } : {}),
      ...(input.feeTaxCategory !== undefined ? { fee: input.feeTaxCategory } : {}),
      ...(input.noTaxCategory !== undefined ? { none: input.noTaxCategory } : {}),
    },
  };
}

/** The sales categories by rate, keyed as the journal looks them up ("10.0" → "10"); one rate named twice is refused. */
function salesIn(categories: ReadonlyArray<{ taxPercentage: string; name: string }>): Record<string, string> {
  const sales: Record<string, string> = {};
  categories.forEach((c, i) => {
    const rate = rateKey(c.taxPercentage);
    if (rate in sales) throw invalidField(`salesTaxCategories[${i}].taxPercentage`, `the rate ${rate} is named twice`);
    sales[rate] = c.name;
  });
  return sales;
}
