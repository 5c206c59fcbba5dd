import type { ColumnType, Generated } from 'kysely';
import type { Pricing } from '../../domain/pricing';
import type { Rate } from '../../domain/proration';
import type { Timing } from '../../domain/timing';
import type { AutoRenewal } from '../../domain/contract/types';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric comes back from pg as a string (exact decimal). */
type Numeric = ColumnType<string, string, string>;
/** jsonb: read as the stored value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface ProductTable {
  tenant_id: string;
  id: string;
  optional_id: string | null;
  name: string;
  description: Generated<string>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface UsageUnitTable {
  tenant_id: string;
  id: string;
  optional_id: string | null;
  name: string;
  description: Generated<string>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface PaymentMethodTable {
  tenant_id: string;
  id: string;
  optional_id: string | null;
  name: string;
  type: string;
  hold_invoice_creation: Generated<boolean>;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface CatalogItemTable {
  tenant_id: string;
  id: string;
  optional_id: string | null;
  product_id: string;
  name: string;
  description: Generated<string>;
  status: string;
  usage: string;
  default_contract_term_months: number;
  availability_cycle_value: number;
  availability_cycle_unit: string;
  auto_renewal: Json<AutoRenewal>;
  create_time: Timestamp;
  update_time: Timestamp;
}

/** One charge item of a catalog item, in the domain's shapes (src/domain). */
export interface CatalogChargeItemTable {
  tenant_id: string;
  id: string;
  catalog_item_id: string;
  position: number;
  name: string;
  type: 'RECURRING' | 'ONE_TIME';
  pricing: Json<Pricing>;
  usage_unit_id: string | null;
  billing_cycle_months: number;
  billing_timing: Json<Timing>;
  billing_due_timing: Json<Timing>;
  bill_all_at_once: boolean;
  start_daily_rate: Json<Rate>;
  end_daily_rate: Json<Rate>;
  tax_percentage: Numeric;
  rounding: 'ROUND_DOWN' | 'ROUND_UP' | 'ROUND_HALF_UP';
}

export interface CatalogTables {
  product: ProductTable;
  usage_unit: UsageUnitTable;
  payment_method: PaymentMethodTable;
  catalog_item: CatalogItemTable;
  catalog_charge_item: CatalogChargeItemTable;
}
