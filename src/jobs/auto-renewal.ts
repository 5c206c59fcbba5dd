/**
 * Daily auto-renewals (DESIGN §6): each item whose auto-renewal date has come is renewed by a
 * renewItem amendment, recorded like any amendment (contract locked, new version saved, amendment
 * row written) in one transaction per contract. Missed terms are caught up one by one.
 */
import { applyAmendment, contractEndDate, itemsDueForAutoRenewal, type ContractDoc, type LocalDate } from '../domain';
import type { Db } from '../db/db';
import { listBillableContracts, lockContract, saveVersion } from '../db/repos/contract.repo';
import { insertAmendmentRow } from '../db/repos/renewal.repo';
import { newId } from '../lib/ids';

const MAX_RENEWALS_PER_CONTRACT = 120;

function startOf(doc: ContractDoc): string {
  return doc.items.reduce((min, i) => (i.startDate < min ? i.startDate : min), doc.items[0]?.startDate ?? '9999-12-31');
}

async function renewContract(db: Db, tenantId: string, contractId: string, today: LocalDate, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await lockContract(trx, tenantId, contractId);
    if (!row || row.is_draft) return 0;
    let doc = row.doc;
    let version = row.version;
    let renewed = 0;
    for (let guard = 0; guard < MAX_RENEWALS_PER_CONTRACT; guard++) {
      const due = itemsDueForAutoRenewal({ doc, today })[0];
      if (!due) break;
      const next = applyAmendment(doc, { type: 'renewItem', itemId: due.id });
      if (!next.ok) break;
      doc = next.value;
      version += 1;
      const amendmentId = newId();
      await insertAmendmentRow(trx, {
        tenant_id: tenantId, id: amendmentId, contract_id: contractId, version, type: 'TYPE_RENEW_ITEM',
        target_contract_item_id: due.id, effective_start_date: null, execute_time: now, memo: 'auto-renewal',
        command: { type: 'renewItem', itemId: due.id },
      });
      await saveVersion(trx, tenantId, version, doc, {
        optionalId: row.optional_id, knownOn: today, confirmTime: row.confirm_time, startDate: startOf(doc), endDate: contractEndDate(doc) ?? row.end_date,
      }, amendmentId);
      renewed += 1;
    }
    return renewed;
  });
}

/** Renews what is due on `today` for one tenant; returns the number of renewals made. */
export async function runAutoRenewals(db: Db, tenantId: string, today: LocalDate, now: Date): Promise<number> {
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const page = await listBillableContracts(db, tenantId, after, 500);
    if (page.length === 0) return total;
    for (const row of page) {
      if (itemsDueForAutoRenewal({ doc: row.doc, today }).length > 0) total += await renewContract(db, tenantId, row.id, today, now);
    }
    after = page[page.length - 1]!.id;
  }
}
