/**
 * The accounts and tax categories of the journal (docs/accounting.md "Accounts"): each provider names
 * them as its accounting product does; what it leaves unset takes the Japanese defaults below.
 */
import { dec } from '../money';

export type AccountKey =
  'RECEIVABLE' | 'SALES' | 'DEFERRED_REVENUE' | 'TAX_RECEIVED' | 'BANK' | 'FEE_EXPENSE' | 'SALES_DISCOUNT' | 'ADVANCES' | 'TAX_PAID';

export const ACCOUNT_KEYS: readonly AccountKey[] = [
  'RECEIVABLE',
  'SALES',
  'DEFERRED_REVENUE',
  'TAX_RECEIVED',
  'BANK',
  'FEE_EXPENSE',
  'SALES_DISCOUNT',
  'ADVANCES',
  'TAX_PAID',
];

export type AccountNames = Record<AccountKey, string>;

export const DEFAULT_ACCOUNTS: AccountNames = {
  RECEIVABLE: '売掛金',
  SALES: '売上高',
  DEFERRED_REVENUE: '前受収益',
  TAX_RECEIVED: '仮受消費税',
  BANK: '普通預金',
  FEE_EXPENSE: '支払手数料',
  SALES_DISCOUNT: '売上値引',
  ADVANCES: '前受金',
  TAX_PAID: '仮払消費税',
};

/** Tax categories (税区分): per sales rate (percent as written, "10", "8"), the fee's, and "none". */
export interface TaxCategories {
  sales: Record<string, string>;
  fee: string;
  none: string;
}

export const DEFAULT_TAX_CATEGORIES: TaxCategories = {
  sales: { '10': '課税売上10%', '8': '課税売上8%(軽)', '0': '非課税売上' },
  fee: '課対仕入10%',
  none: '対象外',
};

/** The provider's book: account names and tax categories, the defaults filled in. */
export interface AccountBook {
  accounts: AccountNames;
  tax: TaxCategories;
}

export interface BookOverrides {
  accounts?: Partial<AccountNames>;
  tax?: { sales?: Record<string, string>; fee?: string; none?: string };
}

/** The provider's overrides over the defaults (an empty name keeps the default). */
export function accountBook(overrides: BookOverrides = {}): AccountBook {
  const accounts = { ...DEFAULT_ACCOUNTS };
  for (const key of ACCOUNT_KEYS) {
    const name = overrides.accounts?.[key];
    if (name) accounts[key] = name;
  }
  const sales = { ...DEFAULT_TAX_CATEGORIES.sales };
  for (const [rate, name] of Object.entries(byRateKey(overrides.tax?.sales ?? {}))) if (name) sales[rate] = name;
  return {
    accounts,
    tax: {
      sales,
      fee: overrides.tax?.fee || DEFAULT_TAX_CATEGORIES.fee,
      none: overrides.tax?.none || DEFAULT_TAX_CATEGORIES.none,
    },
  };
}

/**
 * A rate as the journal looks it up: its decimal's canonical text ("10.0" → "10", "8.00" → "8"),
 * the form the entries name their rates in (docs/accounting.md "Accounts").
 */
export function rateKey(taxPercentage: string): string {
  return dec(taxPercentage).toString();
}

/** Sales categories keyed by `rateKey` (a book stored before keys were normalised may hold "10.0"). */
export function byRateKey(sales: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(sales).map(([rate, name]) => [rateKey(rate), name]));
}

/** The sales category of a rate ("10" → 課税売上10%); an unnamed rate reads "課税売上{rate}%". */
export function salesCategory(book: AccountBook, taxPercentage: string): string {
  return book.tax.sales[taxPercentage] ?? `課税売上${taxPercentage}%`;
}
