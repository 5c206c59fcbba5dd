import { alreadyExists, invalidField, notFound } from '../../lib/errors';
import {
  getPaymentMethodById,
  getPaymentMethodByOptionalId,
  insertPaymentMethod,
  listPaymentMethods as listRows,
  updatePaymentMethod as updateRow,
  type PaymentMethodRow,
} from '../../db/repos/paymentmethod.repo';
import { newId } from '../../lib/ids';
import type { ServiceCtx } from '../context';
import { resolveRef, type RefInput } from '../kernel';

export const PAYMENT_METHOD_TYPES = [
  'TYPE_BANK_TRANSFER',
  'TYPE_CREDIT_CARD',
  'TYPE_DIRECT_DEBIT',
  'TYPE_CONVENIENCE_STORE',
  'TYPE_OTHER',
] as const;

export interface CreatePaymentMethodInput {
  optionalId?: string | undefined;
  name: string;
  type: string;
  holdInvoiceCreation?: boolean | undefined;
}

/** Creates a payment method; the type is required; the management id is unique per tenant. */
export async function createPaymentMethod(s: ServiceCtx, input: CreatePaymentMethodInput): Promise<PaymentMethodRow> {
  if (input.name.trim() === '') throw invalidField('name', 'required');
  if (!(PAYMENT_METHOD_TYPES as readonly string[]).includes(input.type))
    throw invalidField('type', `required: one of ${PAYMENT_METHOD_TYPES.join(', ')}`);
  const row = await insertPaymentMethod(s.db, {
    tenant_id: s.caller.tenantId,
    id: newId(),
    optional_id: input.optionalId || null,
    name: input.name,
    type: input.type,
    hold_invoice_creation: input.holdInvoiceCreation ?? false,
  });
  if (!row) throw alreadyExists(`a payment method with optionalId "${input.optionalId}" already exists`, 'optionalId');
  return row;
}

/** A payment method by id or management id; `fields` are the request's names for the pair. */
export async function getPaymentMethod(
  s: ServiceCtx,
  ref: RefInput,
  fields: readonly [string, string] = ['id', 'optionalId'],
): Promise<PaymentMethodRow> {
  return resolveRef(ref, {
    what: 'payment method',
    fields,
    byId: (id) => getPaymentMethodById(s.db, s.caller.tenantId, id),
    byOptionalId: (optionalId) => getPaymentMethodByOptionalId(s.db, s.caller.tenantId, optionalId),
  });
}

/** limit + 1 rows after the given position, in id (creation) order. */
export async function listPaymentMethods(
  s: ServiceCtx,
  page: { descending: boolean; after?: ReadonlyArray<string | number | null>; limit: number },
): Promise<PaymentMethodRow[]> {
  return listRows(s.db, s.caller.tenantId, page);
}

/**
 * Partial update of the name and holdInvoiceCreation (docs/catalog.md "Changing the catalog"). The
 * hold applies to billings created after the change; billings already created keep their status.
 */
export async function updatePaymentMethod(
  s: ServiceCtx,
  input: RefInput & { name?: string | undefined; holdInvoiceCreation?: boolean | undefined },
): Promise<PaymentMethodRow> {
  if (input.name !== undefined && input.name.trim() === '') throw invalidField('name', 'must not be blank');
  const method = await getPaymentMethod(s, input);
  const row = await updateRow(s.db, s.caller.tenantId, method.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.holdInvoiceCreation !== undefined ? { hold_invoice_creation: input.holdInvoiceCreation } : {}),
  });
  if (!row) throw notFound('payment method');
  return row;
}
