/**
 * The plan's inputs (docs/billing-lifecycle.md "Where billings come from"): what a run reads of a
 * contract, as the domain's values (the repositories map their rows to these), and the proposal of a
 * contract read from them. Pure: nothing here touches the database.
 */
import { asLocalDate, type LocalDate } from '../calendar';
import type { ContractDoc } from '../contract/types';
import { diffLines } from './diff';
import { knownOnFromHistory, type KnownVersion } from './known';
import { proposeLines, type Proposal, type ProposalHorizon } from './propose';
import type { ExistingLine, KnownOn, UsageRecord } from './types';

/** A contract as the plan reads it: who it bills, the day its current version became known, its document. */
export interface BillableContract {
  id: string;
  customerId: string;
  customerStaffId: string | null;
  /** The stored version number (the history of earlier versions is read up to it). */
  version: number;
  knownOn: LocalDate;
  doc: ContractDoc;
}

/** A day's usage of one of a batch's contracts. */
export type ContractUsage = UsageRecord & { contractId: string };

const FAR_FUTURE = asLocalDate('9999-12-31');

/** A contract's stored versions, oldest first, with the JST day each became known. */
export type StoredHistory = readonly KnownVersion[];

/** What the proposal of one contract reads of it. */
type ContractAsKnown = Pick<BillableContract, 'doc' | 'knownOn'>;

/**
 * Every line the contract should have, as known today (the one place the proposal's inputs are
 * read); with a horizon, the part of them a bill run needs.
 */
export function proposalOf(
  contract: ContractAsKnown,
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

/** The contract's known versions (its current version alone when there is no history). */
export function toKnownVersions(contract: ContractAsKnown, history: StoredHistory | undefined): readonly KnownVersion[] {
  return history && history.length > 0 ? history : [{ doc: contract.doc, knownOn: contract.knownOn }];
}

/** The day each line of `contract` became known (docs/billing-lifecycle.md, "When a line became known"). */
export function knownOnOf(contract: ContractAsKnown, history: StoredHistory | undefined, usage: readonly UsageRecord[]): KnownOn {
  return knownOnFromHistory(toKnownVersions(contract, history), usage);
}
