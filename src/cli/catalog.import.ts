/**
 * Catalog import (docs/catalog.md "Import file"): products, usage units, payment methods, custom
 * field masters and catalog items from one parsed JSON/YAML document, in one transaction — all or nothing. Every entry goes
 * through the same request schema (validation) and service function as its HTTP create path, so the
 * rules and defaults are identical. Catalog items may name products and usage units of the same file
 * by their management ids (productOptionalId, usageUnitOptionalId): those are created first.
 */
import type { Static, TSchema } from 'typebox';
import { ApiError } from '../lib/errors';
import { withAuditTenant } from '../lib/audit-scope';
import { toFieldViolations, validatorCompiler } from '../api/validation';
import { CreateProductRequest } from '../api/product/product.create';
import { CreateUsageUnitRequest } from '../api/usageunit/usageunit.create';
import { CreatePaymentMethodRequest } from '../api/paymentmethod/paymentmethod.create';
import { CreateCatalogItemRequest } from '../api/catalogitem/catalogitem.schema';
import { newCatalogItemIn } from '../api/catalogitem/catalogitem.in';
import { CreateCustomFieldMasterRequest } from '../api/customfield/customfield.master.create';
// Entries are checked against these request schemas before the casts below.
import { inTransaction } from '../db/db';
import type { SystemCtx } from '../services/context';
import type { Caller } from '../services/kernel';
import { createProduct, createUsageUnit, createPaymentMethod, createCatalogItem } from '../services/catalog';
import { createMaster } from '../services/customfield';

/** A refused import: the message names the entry and the field; nothing was written. */
export class ImportError extends Error {}

export interface ImportedRef {
  id: string;
  optionalId: string;
}

export interface ImportResult {
  products: ImportedRef[];
  usageUnits: ImportedRef[];
  paymentMethods: ImportedRef[];
  customFieldMasters: Array<{ id: string; name: string; fieldType: string }>;
  catalogItems: Array<ImportedRef & { catalogChargeItems: Array<{ id: string; name: string }> }>;
}

/** The sections of an import file, in the order they are created. */
export const IMPORT_SECTIONS = ['products', 'usageUnits', 'paymentMethods', 'customFieldMasters', 'catalogItems'] as const;
type Section = (typeof IMPORT_SECTIONS)[number];

const MAX_ENTRIES = 10_000;

function validatorFor(schema: TSchema) {
  const validate = validatorCompiler({ schema: schema as never, httpPart: 'body' });
  return (entry: unknown): string | undefined => {
    if (validate(entry)) return undefined;
    const v = toFieldViolations(validate.errors ?? [])[0];
    return v ? `${v.field || '(entry)'}: ${v.description}` : 'invalid';
  };
}

const validators: Record<Section, (entry: unknown) => string | undefined> = {
  products: validatorFor(CreateProductRequest),
  usageUnits: validatorFor(CreateUsageUnitRequest),
  paymentMethods: validatorFor(CreatePaymentMethodRequest),
  customFieldMasters: validatorFor(CreateCustomFieldMasterRequest),
  catalogItems: validatorFor(CreateCatalogItemRequest),
};

/** `catalogItems[1] (optionalId "pro")`; masters, which have no management id, by name. */
function label(section: Section, index: number, entry: unknown): string {
  const e = typeof entry === 'object' && entry !== null ? (entry as { optionalId?: unknown; name?: unknown }) : {};
  const [key, value] = section === 'customFieldMasters' ? ['name', e.name] : ['optionalId', e.optionalId];
  return `${section}[${index}]${typeof value === 'string' && value ? ` (${key} "${value}")` : ''}`;
}

/** Checks the document's shape: an object with only known sections, each a list of objects. */
function sectionsOf(doc: unknown): Record<Section, unknown[]> {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    throw new ImportError(`the file must hold an object with ${IMPORT_SECTIONS.join(', ')}`);
  const out = { products: [], usageUnits: [], paymentMethods: [], customFieldMasters: [], catalogItems: [] } as Record<Section, unknown[]>;
  let total = 0;
  for (const [key, value] of Object.entries(doc)) {
    if (!(IMPORT_SECTIONS as readonly string[]).includes(key))
      throw new ImportError(`${key}: unknown section (expected ${IMPORT_SECTIONS.join(', ')})`);
    if (value === null || value === undefined) continue;
    if (!Array.isArray(value)) throw new ImportError(`${key}: must be a list`);
    out[key as Section] = value;
    total += value.length;
  }
  if (total === 0) throw new ImportError('the file holds no entries');
  if (total > MAX_ENTRIES) throw new ImportError(`the file holds ${total} entries; at most ${MAX_ENTRIES} per import`);
  return out;
}

/**
 * Validates and creates every entry in one transaction as `caller` (the tenant the CLI named); the
 * first failure rolls everything back.
 */
export async function importCatalog(
  sys: SystemCtx,
  caller: Caller,
  doc: unknown,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportResult> {
  const sections = sectionsOf(doc);
  for (const section of IMPORT_SECTIONS) {
    for (const [i, entry] of sections[section].entries()) {
      const problem = validators[section](entry);
      if (problem) throw new ImportError(`${label(section, i, entry)}: ${problem}`);
    }
  }
  // Recorded on the tenant's audit chain, whoever calls (docs/records.md).
  return withAuditTenant(caller.tenantId, () => importEntries(sys, caller, sections, onProgress));
}

async function importEntries(
  sys: SystemCtx,
  caller: Caller,
  sections: Record<Section, unknown[]>,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportResult> {
  return inTransaction(sys.db, async (trx) => {
    const s = { db: trx, caller, ports: sys.ports };
    const result: ImportResult = { products: [], usageUnits: [], paymentMethods: [], customFieldMasters: [], catalogItems: [] };
    const total = IMPORT_SECTIONS.reduce((n, section) => n + sections[section].length, 0);
    let done = 0;
    const run = async <T>(section: Section, i: number, entry: unknown, work: () => Promise<T>): Promise<T> => {
      try {
        const out = await work();
        onProgress?.(++done, total);
        return out;
      } catch (err) {
        if (err instanceof ApiError) throw new ImportError(`${label(section, i, entry)}: ${err.message}`);
        throw err;
      }
    };
    const ref = (r: { id: string; optional_id: string | null }): ImportedRef => ({ id: r.id, optionalId: r.optional_id ?? '' });
    for (const [i, e] of sections.products.entries())
      result.products.push(ref(await run('products', i, e, () => createProduct(s, e as Static<typeof CreateProductRequest>))));
    for (const [i, e] of sections.usageUnits.entries())
      result.usageUnits.push(ref(await run('usageUnits', i, e, () => createUsageUnit(s, e as Static<typeof CreateUsageUnitRequest>))));
    for (const [i, e] of sections.paymentMethods.entries())
      result.paymentMethods.push(
        ref(await run('paymentMethods', i, e, () => createPaymentMethod(s, e as Static<typeof CreatePaymentMethodRequest>))),
      );
    for (const [i, e] of sections.customFieldMasters.entries()) {
      const m = await run('customFieldMasters', i, e, () => createMaster(s, e as Static<typeof CreateCustomFieldMasterRequest>));
      result.customFieldMasters.push({ id: m.id, name: m.name, fieldType: m.field_type });
    }
    for (const [i, e] of sections.catalogItems.entries()) {
      const item = await run('catalogItems', i, e, () => createCatalogItem(s, newCatalogItemIn(e as CreateCatalogItemRequest)));
      result.catalogItems.push({ ...ref(item.row), catalogChargeItems: item.chargeItems.map((c) => ({ id: c.id, name: c.name })) });
    }
    return result;
  });
}
