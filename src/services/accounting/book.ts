/** The provider's accounts and tax categories (docs/accounting.md "Accounts"). */
import {
  accountBook,
  byRateKey,
  ACCOUNT_KEYS,
  type AccountBook,
  type AccountKey,
  type BookOverrides,
} from '../../domain/accounting/accounts';
import { getAccountingSetting, putAccountingSetting } from '../../db/repos/journal.repo';
import type { ServiceCtx } from '../context';

export async function bookOf(ctx: Pick<ServiceCtx, 'caller' | 'db'>): Promise<AccountBook> {
  const row = await getAccountingSetting(ctx.db, ctx.caller.tenantId);
  if (!row) return accountBook();
  const accounts: Partial<Record<AccountKey, string>> = {};
  for (const key of ACCOUNT_KEYS) if (row.accounts[key]) accounts[key] = row.accounts[key];
  return accountBook({ accounts, tax: row.tax_categories });
}

/** Sets the names given (an empty name goes back to the default); returns the book as it now is. */
export async function updateBook(ctx: ServiceCtx, overrides: BookOverrides): Promise<AccountBook> {
  const row = (await getAccountingSetting(ctx.db, ctx.caller.tenantId)) ?? { accounts: {}, tax_categories: {} };
  const accounts = { ...row.accounts, ...overrides.accounts };
  const tax = {
    ...row.tax_categories,
    ...(overrides.tax?.fee !== undefined ? { fee: overrides.tax.fee } : {}),
    ...(overrides.tax?.none !== undefined ? { none: overrides.tax.none } : {}),
    sales: { ...byRateKey(row.tax_categories.sales ?? {}), ...overrides.tax?.sales },
  };
  await putAccountingSetting(ctx.db, ctx.caller.tenantId, { accounts: accounts as Record<string, string>, tax_categories: tax });
  return bookOf(ctx);
}
