import type { Db } from '../../src/db/db';
import { defaultEndDate, type ContractDoc } from '../../src/domain';
import { chargeItem, contract, contractItem, d, perUnit, term, flat } from '../../src/domain/testing/fixtures';
import { newId } from '../../src/lib/ids';

/**
 * Many monthly contracts at once (crash test and bench): `months` (12) months from `start`, three
 * charge items (1,000 × 3 per unit, a 5,000 flat fee, 800 at 8 %). Only the head rows the bill run
 * reads are written, in batches of 1,000.
 */
export function monthlyDoc(start: string, paymentMethodId: string, customerId: string, months = 12): ContractDoc {
  const itemId = newId();
  return contract(
    [
      contractItem({
        id: itemId,
        startDate: d(start),
        endDate: defaultEndDate(d(start), { value: months, unit: 'UNIT_MONTHLY' }),
        chargeItems: [
          chargeItem({ id: newId(), terms: [term(start, '3', perUnit('1000'))] }),
          chargeItem({ id: newId(), terms: [term(start, '1', flat('5000'))] }),
          chargeItem({ id: newId(), taxPercentage: '8', terms: [term(start, '1', perUnit('800'))] }),
        ],
      }),
    ],
    { id: newId(), paymentMethodId, customerId, customerStaffId: '' },
  );
}

export async function bulkInsertContracts(
  db: Db,
  tenantId: string,
  count: number,
  opts: {
    start: string;
    knownOn: string;
    paymentMethodId: string;
    customerId: string | ((n: number) => string);
    months?: number;
  },
): Promise<number> {
  const customerOf = typeof opts.customerId === 'string' ? () => opts.customerId as string : opts.customerId;
  for (let done = 0; done < count; done += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - done) }, (_, k) => {
      const customerId = customerOf(done + k);
      const doc = monthlyDoc(opts.start, opts.paymentMethodId, customerId, opts.months);
      return {
        tenant_id: tenantId,
        id: doc.id,
        optional_id: null,
        customer_id: customerId,
        customer_staff_id: null,
        payment_method_id: opts.paymentMethodId,
        is_draft: false,
        version: 1,
        start_date: opts.start,
        end_date: doc.items[0]!.endDate,
        doc: JSON.stringify(doc),
        confirm_time: new Date(),
        known_on: opts.knownOn,
      };
    });
    await db.insertInto('contract').values(rows).execute();
  }
  return count;
}

/** The customer and payment method that bulk contracts point to (inserted straight, for the benches). */
export async function bulkCustomer(db: Db, tenantId: string): Promise<{ customerId: string; paymentMethodId: string }> {
  const customerId = newId();
  const paymentMethodId = newId();
  await db
    .insertInto('customer')
    .values({ tenant_id: tenantId, id: customerId, optional_id: null, name: 'bench', crm_account_id: null } as never)
    .execute();
  await db
    .insertInto('payment_method')
    .values({ tenant_id: tenantId, id: paymentMethodId, optional_id: null, name: 'bank', type: 'TYPE_BANK_TRANSFER' })
    .execute();
  return { customerId, paymentMethodId };
}

/** `count` customers with one billing profile (inserted straight, for the benches), in id order. */
export async function bulkCustomers(
  db: Db,
  tenantId: string,
  count: number,
  profile: { invoicing: string; closing_day: number },
): Promise<string[]> {
  const ids: string[] = [];
  for (let done = 0; done < count; done += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - done) }, (_, k) => {
      const id = newId();
      ids.push(id);
      return { tenant_id: tenantId, id, optional_id: null, name: `bench customer ${done + k}`, crm_account_id: null, ...profile };
    });
    await db.insertInto('customer').values(rows).execute();
  }
  return ids;
}
