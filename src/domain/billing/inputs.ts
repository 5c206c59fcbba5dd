/**
 * The plan's inputs (docs/billing-lifecycle.md "Where billings come from"): the stored rows a run
 * reads, as the domain's values, and the proposal of a contract read from them. Pure: the
 * repositories hand over rows, nothing here touches the database.
 */
import { asLocalDate } from '../calendar';
import type { ContractDoc } from '../contract/types';
import { diffLines } from './diff';
import { knownOnFromHistory, type KnownVersion } from './known';
import { proposeLines, type Proposal, type ProposalHorizon } from './propose';
import type { ExistingLine, KnownOn, LineKind, UsageRecord } from './types';

/** The stored contract the plan reads (its head columns and current document). */
export interface ContractRow {
  id: string;
  customer_id: string;
  customer_staff_id: string | null;
  known_on: string;
  doc: ContractDoc;
}

/** A billed line as stored (every column the plan reads is text). */
export type BillingItemRow = Readonly<
  Record<
    | 'key'
    | 'contract_id'
    | 'contract_item_id'
    | 'contract_charge_item_id'
    | 'name'
    | 'kind'
    | 'period_start'
    | 'period_end'
    | 'quantity'
    | 'unit_price'
    | 'subtotal'
    | 'tax_percentage',
    string
  >
>;

/** A day's usage as stored. */
export interface DailyUsageRow {
  contract_id: string;
  contract_charge_item_id: string;
  target_date: string;
  quantity: string;
  recorded_on: string;
}

export function toExisting(row: BillingItemRow): ExistingLine {
  return {
    key: row.key,
    contractId: row.contract_id,
    contractItemId: row.contract_item_id,
    chargeItemId: row.contract_charge_item_id,
    name: row.name,
    kind: row.kind as LineKind,
    periodStart: asLocalDate(row.period_start),
    periodEnd: asLocalDate(row.period_end),
    quantity: row.quantity,
    unitPrice: row.unit_price,
    subtotal: row.subtotal,
    taxPercentage: row.tax_percentage,
  };
}

export function toUsage(row: DailyUsageRow): UsageRecord {
  return {
    chargeItemId: row.contract_charge_item_id,
    date: asLocalDate(row.target_date),
    quantity: row.quantity,
    recordedOn: asLocalDate(row.recorded_on),
  };
}

const FAR_FUTURE = asLocalDate('9999-12-31');

/** A contract's stored versions, oldest first, with the JST day each became known. */
export type StoredHistory = ReadonlyArray<{ doc: ContractDoc; knownOn: string }>;

/**
 * Every line the contract should have, as known today (the one place the proposal's inputs are
 * read); with a horizon, the part of them a bill run needs.
 */
export function proposalOf(
  contract: ContractRow,
  history: StoredHistory | undefined,
  usage: readonly UsageRecord[],
  horizon?: ProposalHorizon,
): Proposal {
  return proposeLines({ contract: contract.doc, knownOn: knownOnOf(contract, history, usage), usage, horizon });
}

/** The lines not billed yet, whatever their billing date (early billing, the test clock's next event). */
export function pendingLines(proposal: Proposal, existing: readonly ExistingLine[]) {
  return diffLines({ proposal, existing, asOf: FAR_FUTURE });
}

/** Stored versions as the domain's known versions (the head's known_on alone when there is no history). */
export function toKnownVersions(contract: ContractRow, history: StoredHistory | undefined): KnownVersion[] {
  const rows = history && history.length > 0 ? history : [{ doc: contract.doc, knownOn: contract.known_on }];
  return rows.map((v) => ({ doc: v.doc, knownOn: asLocalDate(v.knownOn) }));
}

/** The day each line of `contract` became known (docs/billing-lifecycle.md, "When a line became known"). */
export function knownOnOf(contract: ContractRow, history: StoredHistory | undefined, usage: readonly UsageRecord[]): KnownOn {
  return knownOnFromHistory(toKnownVersions(contract, history), usage);
}
