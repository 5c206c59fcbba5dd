import { alreadyExists, invalidField, notFound } from '../../lib/errors';
import {
  getProductById,
  getProductByOptionalId,
  insertProduct,
  listProducts as listRows,
  updateProduct as updateRow,
  type ProductRow,
} from '../../db/repos/product.repo';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { resolveRef, type RefInput } from '../kernel';

export interface CreateProductInput {
  optionalId?: string | undefined;
  name: string;
  description?: string | undefined;
}

/** Creates a product; the management id is unique per tenant (ALREADY_EXISTS naming optionalId). */
export async function createProduct(s: ServiceCtx, input: CreateProductInput): Promise<ProductRow> {
  if (input.name.trim() === '') throw invalidField('name', 'required');
  const row = await insertProduct(s.db, {
    tenant_id: s.caller.tenantId,
    id: newId(),
    optional_id: input.optionalId || null,
    name: input.name,
    description: input.description ?? '',
  });
  if (!row) throw alreadyExists(`a product with optionalId "${input.optionalId}" already exists`, 'optionalId');
  return row;
}

/** A product by id or management id (the request field names default to id / optionalId). */
export async function getProduct(
  s: ServiceCtx,
  ref: RefInput,
  fields: readonly [string, string] = ['id', 'optionalId'],
): Promise<ProductRow> {
  return resolveRef(ref, {
    what: 'product',
    fields,
    byId: (id) => getProductById(s.db, s.caller.tenantId, id),
    byOptionalId: (optionalId) => getProductByOptionalId(s.db, s.caller.tenantId, optionalId),
  });
}

/** limit + 1 products after the given position, in creation order. */
export async function listProducts(
  s: ServiceCtx,
  page: { after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<ProductRow[]> {
  return listRows(s.db, s.caller.tenantId, page);
}

/** Partial update (docs/catalog.md "Changing the catalog"): fields given replace, absent ones stay. */
export async function updateProduct(
  s: ServiceCtx,
  input: RefInput & { name?: string | undefined; description?: string | undefined },
): Promise<ProductRow> {
  if (input.name !== undefined && input.name.trim() === '') throw invalidField('name', 'must not be blank');
  const product = await getProduct(s, input);
  const row = await updateRow(s.db, s.caller.tenantId, product.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
  });
  if (!row) throw notFound('product');
  return row;
}
