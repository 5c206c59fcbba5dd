/**
 * Descriptions of the fields many messages share (ids, management ids, times, paging, sorting), for
 * every property of the OpenAPI document that has none of its own. The rules behind them are in
 * docs/conventions.md.
 */
import { FIELDS } from './openapi.fields';

const COMMON: Record<string, string> = {
  id: 'system identifier (UUIDv7, time-ordered)',
  optionalId: 'management id you assign: 1..64 of [A-Za-z0-9_-], unique per tenant and resource kind; empty when none',
  name: 'display name',
  createTime: 'when the record was created (RFC 3339, UTC)',
  updateTime: 'when the record was last changed (RFC 3339, UTC)',
  pageToken: 'the nextPageToken of the previous page; omit for the first page',
  nextPageToken: 'pass as pageToken for the next page; empty on the last page',
  pageSize: 'items per page, 1..100 (default 10)',
  memo: 'free text kept with the record',
  orderBy: 'sort order of the list',
  field: 'the field to sort by',
  direction: 'DIRECTION_ASCENDING (default) or DIRECTION_DESCENDING',
  code: 'gRPC status code (3 INVALID_ARGUMENT, 5 NOT_FOUND, 9 FAILED_PRECONDITION, …; docs/errors.md)',
  message: 'what went wrong, for people',
  detail: 'machine-readable detail: fieldViolations [{field, description}] naming refused fields, reason for FAILED_PRECONDITION',
  isDraft: 'true while the contract is a draft (not billed until confirmed)',
  taxPercentage: 'consumption tax percent: 10, 8 or 0',
  quantity: 'quantity (a decimal string in responses)',
  subtotal: 'amount before tax, yen (decimal string)',
  total: 'amount including tax, yen (decimal string)',
};

/** `customerStaffId` → `customer staff`. */
const words = (camel: string): string => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** A description for a property called `key` (of schema `prop`) that has none, or undefined when none fits. */
export function commonDescription(key: string, prop: { enum?: unknown[]; type?: unknown } = {}): string | undefined {
  const byEnum = Array.isArray(prop.enum) ? FIELDS[`${key}:${String(prop.enum[1])}`] : undefined;
  const byType = typeof prop.type === 'string' ? FIELDS[`${key}:${prop.type}`] : undefined;
  if (byEnum ?? byType) return byEnum ?? byType;
  if (COMMON[key]) return COMMON[key];
  if (FIELDS[key]) return FIELDS[key];
  const opt = /^(.+)OptionalId$/.exec(key);
  if (opt) return `management id of the ${words(opt[1]!)} (instead of ${opt[1]}Id)`;
  const id = /^(.+)Id$/.exec(key);
  if (id) return `system id of the ${words(id[1]!)}`;
  return undefined;
}

/** Adds the common descriptions to every undescribed property below `schema` (in place). */
export function describeProperties(schema: unknown): void {
  if (Array.isArray(schema)) return schema.forEach(describeProperties);
  if (typeof schema !== 'object' || schema === null) return;
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties;
  for (const [key, prop] of Object.entries(properties ?? {})) {
    const text = prop.description === undefined ? commonDescription(key, prop) : undefined;
    if (text) prop.description = text;
  }
  for (const value of Object.values(schema)) describeProperties(value);
}
