/**
 * A customer's collection details (docs/collections.md "Customers"): the payer names its transfers
 * arrive under (kept normalised as the matching keys), its virtual account number (7 digits, unique
 * per tenant) and its 口座振替 mandate.
 */
import type { Updateable } from 'kysely';
import { normalizePayerName } from '../../domain/collections';
import type { Queryable } from '../../db/db';
import { replacePayerNames } from '../../db/repos/collections.repo';
import type { CustomerTable, MandateJson } from '../../db/schema/customers';
import { invalidField } from '../../lib/errors';
import iconv from 'iconv-lite';

export interface CollectionPatch {
  payerNames?: string[];
  /** '' clears it. */
  virtualAccountNumber?: string;
  /** null clears it. */
  directDebitMandate?: MandateJson | null;
}

/** Half-width text a bank file can carry: Shift_JIS, one byte per character. */
const fitsBankField = (s: string, bytes: number): boolean => {
  const b = iconv.encode(s, 'Shift_JIS');
  return b.length === s.length && b.length <= bytes && iconv.decode(b, 'Shift_JIS') === s;
};

export function collectionColumns(patch: CollectionPatch): Updateable<CustomerTable> {
  const out: Updateable<CustomerTable> = {};
  if (patch.payerNames !== undefined) {
    patch.payerNames.forEach((n, i) => {
      if (normalizePayerName(n) === '') throw invalidField(`payerNames[${i}]`, 'has nothing left to match once normalised');
    });
    out.payer_names = [...new Set(patch.payerNames)];
  }
  if (patch.virtualAccountNumber !== undefined) out.virtual_account_number = patch.virtualAccountNumber || null;
  if (patch.directDebitMandate !== undefined) {
    const m = patch.directDebitMandate;
    if (m && !fitsBankField(m.holderName, 30))
      throw invalidField(
        'directDebitMandate.holderName',
        'must be at most 30 half-width characters (カナ, A-Z, 0-9) a bank file can carry',
      );
    if (m && !fitsBankField(m.customerNumber, 20))
      throw invalidField('directDebitMandate.customerNumber', 'must be at most 20 half-width characters');
    // The result file gives it back space-padded (docs/collections.md "Customers").
    if (m && m.customerNumber !== m.customerNumber.trim())
      throw invalidField('directDebitMandate.customerNumber', 'must not begin or end with a space');
    out.direct_debit_mandate = m ? JSON.stringify(m) : null;
  }
  return out;
}

/** Keeps the matching keys in step with the payer names written. */
export async function syncPayerNames(
  db: Queryable,
  tenantId: string,
  customerId: string,
  names: readonly string[] | undefined,
): Promise<void> {
  if (names !== undefined) await replacePayerNames(db, tenantId, customerId, names.map(normalizePayerName));
}
