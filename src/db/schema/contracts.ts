import type { ColumnType, Generated } from 'kysely';
import type { ContractDoc } from '../../domain/contract/types';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as the parsed document, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface ContractTable {
  tenant_id: string;
  id: string;
  optional_id: string | null;
  customer_id: string;
  customer_staff_id: string | null;
  payment_method_id: string | null;
  is_draft: boolean;
  version: number;
  start_date: string;
  end_date: string;
  doc: Json<ContractDoc>;
  confirm_time: Date | null;
  /** JST day the current state became known (confirmation or latest amendment): the "became known" rule. */
  known_on: string;
  create_time: Timestamp;
  update_time: Timestamp;
}

/**
 * A contract's next-due day (docs/billing-lifecycle.md "The next-due day"): '-infinity' = to
 * recompute, 'infinity' = nothing left (always, for a draft). One row per contract, written by
 * triggers (migration 0016) and by the bill run.
 */
export interface ContractDueTable {
  tenant_id: string;
  contract_id: string;
  next_due_date: string;
}

export interface ContractVersionTable {
  tenant_id: string;
  contract_id: string;
  version: number;
  doc: Json<ContractDoc>;
  amendment_id: string | null;
  /** JST day this version became known (confirmation or amendment day): per-line known days. */
  known_on: string;
  create_time: Timestamp;
}

export interface AmendmentTable {
  tenant_id: string;
  id: string;
  contract_id: string;
  version: number;
  type: string;
  target_contract_item_id: string | null;
  effective_start_date: string | null;
  execute_time: Date;
  memo: Generated<string>;
  canceled: Generated<boolean>;
  cancel_memo: Generated<string>;
  command: Json<unknown>;
  create_time: Timestamp;
}

export interface ContractChargeItemTable {
  tenant_id: string;
  id: string;
  contract_id: string;
  contract_item_id: string;
  optional_id: string | null;
  usage_unit_id: string | null;
}

export interface ContractTables {
  contract: ContractTable;
  contract_due: ContractDueTable;
  contract_version: ContractVersionTable;
  amendment: AmendmentTable;
  contract_charge_item: ContractChargeItemTable;
}
