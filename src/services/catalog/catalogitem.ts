import { alreadyExists, invalidField, notFound } from '../../lib/errors';
import type { AutoRenewal, ChargeItem, Term } from '../../domain/contract/types';
import type { Pricing } from '../../domain/pricing';
import {
  getCatalogChargeItemById,
  getCatalogItemById,
  getCatalogItemByOptionalId,
  insertCatalogChargeItems,
  insertCatalogItem,
  listCatalogChargeItems,
  listCatalogItems as listRows,
  updateCatalogItem as updateRow,
  type CatalogChargeItemRow,
  type CatalogItemRow,
} from '../../db/repos/catalogitem.repo';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { resolveRef, type RefInput } from '../kernel';
import { getProduct } from './product';
import { getUsageUnit } from './usageunit';

/** A catalog charge item in the domain's shapes: a contract charge item minus its own ids and quantity. */
export type CatalogChargeItemDef = Omit<ChargeItem, 'terms' | 'optionalId' | 'catalogChargeItemId'> & { pricing: Pricing };

export interface CatalogItemDef {
  name: string;
  description: string;
  status: 'STATUS_ON_SALE' | 'STATUS_DISCONTINUED';
  usage: 'USAGE_MAIN' | 'USAGE_OPTION' | 'USAGE_MAIN_OR_OPTION';
  defaultContractTerm: Term;
  /** value 0 = not set. */
  availabilityCycle: { value: number; unit: 'UNIT_MONTHLY' | 'UNIT_UNSPECIFIED' };
  autoRenewal: AutoRenewal;
  /** Charge items before ids are given and usage units resolved. */
  chargeItems: Array<Omit<CatalogChargeItemDef, 'id' | 'usageUnitId'> & { usageUnit: RefInput | null }>;
}

/** A catalog item to create: its checked definition and the product it belongs to. */
export interface NewCatalogItem {
  optionalId?: string | undefined;
  product: RefInput;
  def: CatalogItemDef;
}

/** A stored catalog item with its charge items in the domain's shapes (what contracts copy). */
export interface CatalogItemRecord {
  row: CatalogItemRow;
  chargeItems: CatalogChargeItemDef[];
}

export function chargeItemDefOf(r: CatalogChargeItemRow): CatalogChargeItemDef {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    pricing: r.pricing,
    usageUnitId: r.usage_unit_id,
    billingCycle: { value: r.billing_cycle_months, unit: 'UNIT_MONTHLY' },
    billingTiming: r.billing_timing,
    billingDueTiming: r.billing_due_timing,
    billAllAtOnce: r.bill_all_at_once,
    startDailyRate: r.start_daily_rate,
    endDailyRate: r.end_daily_rate,
    taxPercentage: r.tax_percentage,
    rounding: r.rounding,
  };
}

/**
 * Creates a catalog item with its charge items (docs/catalog.md): the definition is checked and
 * defaulted by the API (api/catalogitem/catalogitem.in.ts), the product and usage units resolved in the tenant (NOT_FOUND otherwise),
 * the management id unique per tenant (ALREADY_EXISTS naming optionalId).
 */
export async function createCatalogItem(s: ServiceCtx, input: NewCatalogItem): Promise<CatalogItemRecord> {
  const { def } = input;
  const product = await getProduct(s, input.product, ['productId', 'productOptionalId']);
  const usageUnitIds: (string | null)[] = [];
  for (const [i, c] of def.chargeItems.entries()) {
    const field = `catalogChargeItems[${i}]`;
    usageUnitIds.push(
      c.usageUnit ? (await getUsageUnit(s, c.usageUnit, [`${field}.usageUnitId`, `${field}.usageUnitOptionalId`])).id : null,
    );
  }
  const tenantId = s.caller.tenantId;
  const row = await insertCatalogItem(s.db, {
    tenant_id: tenantId,
    id: newId(),
    optional_id: input.optionalId || null,
    product_id: product.id,
    name: def.name,
    description: def.description,
    status: def.status,
    usage: def.usage,
    default_contract_term_months: def.defaultContractTerm.value,
    availability_cycle_value: def.availabilityCycle.value,
    availability_cycle_unit: def.availabilityCycle.unit,
    auto_renewal: JSON.stringify(def.autoRenewal),
  });
  if (!row) throw alreadyExists(`a catalog item with optionalId "${input.optionalId}" already exists`, 'optionalId');
  const charges = await insertCatalogChargeItems(
    s.db,
    def.chargeItems.map((c, position) => ({
      tenant_id: tenantId,
      id: newId(),
      catalog_item_id: row.id,
      position,
      name: c.name,
      type: c.type,
      pricing: JSON.stringify(c.pricing),
      usage_unit_id: usageUnitIds[position] ?? null,
      billing_cycle_months: c.billingCycle.value,
      billing_timing: JSON.stringify(c.billingTiming),
      billing_due_timing: JSON.stringify(c.billingDueTiming),
      bill_all_at_once: c.billAllAtOnce,
      start_daily_rate: JSON.stringify(c.startDailyRate),
      end_daily_rate: JSON.stringify(c.endDailyRate),
      tax_percentage: c.taxPercentage,
      rounding: c.rounding,
    })),
  );
  charges.sort((a, b) => a.position - b.position);
  return { row, chargeItems: charges.map(chargeItemDefOf) };
}

/** A catalog item by id or management id; `fields` are the request's names for the pair. */
export async function getCatalogItem(
  s: ServiceCtx,
  ref: RefInput,
  fields: readonly [string, string] = ['id', 'optionalId'],
): Promise<CatalogItemRecord> {
  const row = await resolveRef(ref, {
    what: 'catalog item',
    fields,
    byId: (id) => getCatalogItemById(s.db, s.caller.tenantId, id),
    byOptionalId: (optionalId) => getCatalogItemByOptionalId(s.db, s.caller.tenantId, optionalId),
  });
  const charges = await listCatalogChargeItems(s.db, s.caller.tenantId, [row.id]);
  return { row, chargeItems: charges.map(chargeItemDefOf) };
}

/**
 * limit + 1 catalog items after the given position (creation order), with their charge items. A
 * product named by its management id must exist (NOT_FOUND); a productId alone only filters.
 */
export async function listCatalogItems(
  s: ServiceCtx,
  page: {
    productId?: string | undefined;
    productOptionalId?: string | undefined;
    after?: ReadonlyArray<string | number | null>;
    limit: number;
  },
): Promise<CatalogItemRecord[]> {
  const productId = page.productOptionalId
    ? (await getProduct(s, { id: page.productId, optionalId: page.productOptionalId }, ['productId', 'productOptionalId'])).id
    : page.productId;
  const rows = await listRows(s.db, s.caller.tenantId, { productId, after: page.after, limit: page.limit });
  const charges = await listCatalogChargeItems(
    s.db,
    s.caller.tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ row, chargeItems: charges.filter((c) => c.catalog_item_id === row.id).map(chargeItemDefOf) }));
}

/** One catalog charge item by id, with the catalog item it belongs to (for contracts); undefined when not in the tenant. */
export async function findCatalogChargeItem(
  s: ServiceCtx,
  id: string,
): Promise<{ catalogItemId: string; chargeItem: CatalogChargeItemDef } | undefined> {
  const row = await getCatalogChargeItemById(s.db, s.caller.tenantId, id);
  return row ? { catalogItemId: row.catalog_item_id, chargeItem: chargeItemDefOf(row) } : undefined;
}

export interface UpdateCatalogItemInput extends RefInput {
  name?: string | undefined;
  description?: string | undefined;
  status?: CatalogItemDef['status'] | undefined;
}

/**
 * Partial update of name, description and status (docs/catalog.md "Changing the catalog"). A
 * discontinued item starts no new contract item; contracts already made with it keep the terms they
 * copied from it, so nothing else changes here.
 */
export async function updateCatalogItem(s: ServiceCtx, input: UpdateCatalogItemInput): Promise<CatalogItemRecord> {
  if (input.name !== undefined && input.name.trim() === '') throw invalidField('name', 'must not be blank');
  const current = await getCatalogItem(s, input);
  const row = await updateRow(s.db, s.caller.tenantId, current.row.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  });
  if (!row) throw notFound('catalog item');
  return { row, chargeItems: current.chargeItems };
}
