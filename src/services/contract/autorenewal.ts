/**
 * Daily auto-renewals (docs/contracts.md): each item whose auto-renewal date has come is renewed by
 * a renewItem amendment through the one amendment path (recordAmendment: contract locked, amendment
 * recorded with the new term's first day as its effective start date, version N+1 saved), one
 * transaction per contract. Missed terms are caught up one by one.
 */
import { applyAmendment, itemsDueForAutoRenewal, type LocalDate } from '../../domain';
import { inTransaction } from '../../db/db';
import { listRenewableContracts, lockContract } from '../../db/repos/contract.repo';
import { recordAmendment, renewalPlan } from './amend';
import type { Caller } from '../kernel';
import type { SystemCtx } from '../context';

const MAX_RENEWALS_PER_CONTRACT = 120;

async function renewContract(sys: SystemCtx, caller: Caller, contractId: string, today: LocalDate): Promise<number> {
  return inTransaction(sys.db, async (trx) => {
    const ctx = { caller, db: trx, ports: sys.ports };
    let row = await lockContract(trx, caller.tenantId, contractId);
    if (!row || row.is_draft) return 0;
    let renewed = 0;
    // An item the domain refuses to renew (an option that already ends with its main item) is
    // skipped; the others due are still renewed.
    const refused = new Set<string>();
    for (let guard = 0; guard < MAX_RENEWALS_PER_CONTRACT; guard++) {
      const due = itemsDueForAutoRenewal({ doc: row.doc, today }).find((i) => !refused.has(i.id));
      if (!due) break;
      const plan = renewalPlan(due.id);
      if (!applyAmendment(row.doc, plan.command).ok) {
        refused.add(due.id);
        continue;
      }
      row = (await recordAmendment(ctx, row, plan, { memo: 'auto-renewal', knownOn: today })).record.row;
      renewed += 1;
    }
    return renewed;
  });
}

/**
 * Renews what is due on `today` for the caller's tenant; returns the number of renewals made. Only
 * contracts whose stored next-due day has come and that have an item with auto-renewal enabled are
 * read: an auto-renewal date is part of that day (docs/billing-lifecycle.md "The next-due day").
 */
export async function runAutoRenewals(sys: SystemCtx, caller: Caller, today: LocalDate): Promise<number> {
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const page = await listRenewableContracts(sys.db, caller.tenantId, after, 500, today);
    if (page.length === 0) return total;
    for (const row of page) {
      if (itemsDueForAutoRenewal({ doc: row.doc, today }).length > 0) total += await renewContract(sys, caller, row.id, today);
    }
    after = page[page.length - 1]!.id;
  }
}
