import type { PlatformTables } from './schema/platform';
import type { CustomerTables } from './schema/customers';
import type { CatalogTables } from './schema/catalog';
import type { ContractTables } from './schema/contracts';
import type { BillingTables } from './schema/billing';
import type { EventTables } from './schema/events';
import type { OperatorTables } from './schema/operators';
import type { DocumentTables } from './schema/documents';
import type { AccountingTables } from './schema/accounting';
import type { CreditTables } from './schema/credit';
import type { DeliveryTables } from './schema/delivery';
import type { CollectionTables } from './schema/collections';
import type { AuditTables } from './schema/audit';

/**
 * The Kysely database type: one interface per area (src/db/schema/*.ts), joined here.
 * Every table leads with tenant_id (tenant = provider × environment) except the provider and tenant roots.
 */
export interface DB
  extends
    PlatformTables,
    CustomerTables,
    CatalogTables,
    ContractTables,
    BillingTables,
    EventTables,
    OperatorTables,
    DocumentTables,
    AccountingTables,
    CreditTables,
    DeliveryTables,
    CollectionTables,
    AuditTables {}
