import { DECIMAL_PATTERN } from '../domain/money';
import Type, { type Static, type TSchema, type TProperties, type TObject, type TUnsafe } from 'typebox';

/**
 * Shared wire types. Every request object rejects unknown fields; every enum is a string enum whose
 * first value is the _UNSPECIFIED one; money and quantities are decimal strings; date-times are
 * RFC 3339 strings parsed by the `rfc3339-jst` format (see api/datetime.ts).
 */
export { Type };
export type { Static, TSchema };

/**
 * A request or response message: a closed object (unknown fields are an error on input). `title` names
 * it in the OpenAPI document's components (and so in generated clients); untitled messages used in more
 * than one place are named after the field that carries them (api/openapi.components.ts).
 */
export function Message<P extends TProperties>(properties: P, description?: string, title?: string): TObject<P> {
  return Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}), ...(title ? { title } : {}) });
}

/** A message with a component name of its own (see Message). */
export const Named = <P extends TProperties>(title: string, properties: P, description?: string): TObject<P> =>
  Message(properties, description, title);

/** A string enum; the first value must be the _UNSPECIFIED one (docs/conventions.md). */
export function Enum<const V extends readonly [string, ...string[]]>(values: V, description?: string): TUnsafe<V[number]> {
  if (!values[0].endsWith('UNSPECIFIED')) throw new Error(`enum must start with its _UNSPECIFIED value: ${values[0]}`);
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
}

/** A date-time in a request: RFC 3339, JST when no offset, or a bare YYYY-MM-DD (a JST day). */
export const DateTimeInput = Type.Unsafe<string>({
  type: 'string',
  format: 'rfc3339-jst',
  maxLength: 40,
  description: 'RFC 3339 date-time; without an offset it is JST (+09:00); a bare YYYY-MM-DD is that JST day',
});

/** A date-time in a response: RFC 3339 in UTC with Z. Empty string when unset. */
export const DateTimeOutput = Type.String({ description: 'RFC 3339 in UTC (Z); a business date is JST midnight' });

/** An exact decimal number carried as a string ("1100", "-12.5"). */
export const DecimalString = Type.String({ pattern: DECIMAL_PATTERN, maxLength: 28, description: 'decimal string, e.g. "1100" or "0.5"' });

/** A JSON number a request may give for a decimal: finite and exactly representable (|n| ≤ 2^53 − 1), else refused, never rounded. */
export const JsonDecimal = Type.Number({
  minimum: -Number.MAX_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
  description: 'a JSON number (3000, 0.5); at most 2^53 - 1 in size',
});

/**
 * A decimal in a request, as the protobuf JSON mapping carries numbers: a JSON number or a decimal
 * string (3000, "3000", 0.5, "0.5"). Decode with `decimalIn` / `decimalText` (api/wire.ts).
 */
export const DecimalIn = Type.Union([JsonDecimal, DecimalString], {
  description: 'a decimal: a JSON number (3000, 0.5) or a decimal string ("3000", "0.5"; up to 15 integer and 10 fraction digits)',
});

/** What a document path's handler returns (RpcDef.produces): the bytes and their media type, never JSON. */
export interface DocumentReply {
  contentType: string;
  body: Buffer;
  fileName: string;
}
export const DocumentOutput = Type.Unsafe<DocumentReply>({ type: 'string', format: 'binary' });

/** A system identifier: UUIDv7. */
export const Id = Type.String({ format: 'uuid', maxLength: 36, description: 'system identifier (UUID)' });

/** A client-assigned management identifier. */
export const ManagementId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'management id: 1..64 of [A-Za-z0-9_-]' });

/** Free text never holds NUL: PostgreSQL text cannot store it, so it is a 400, not a failed insert. */
export const NO_NUL = '^[^\\u0000]*$';

export const Text = (maxLength = 255, description?: string) =>
  Type.String({ maxLength, pattern: NO_NUL, ...(description ? { description } : {}) });

/** A required name: 1..maxLength characters, no NUL. */
export const NameText = (maxLength = 255) => Type.String({ minLength: 1, maxLength, pattern: NO_NUL });

/**
 * An integer request field: a JSON integer or its digits as a string (protobuf JSON takes both), bounded
 * by `minimum`..`maximum` either way (docs/conventions.md "Numbers"); decoded by `intIn` (api/wire.ts).
 */
export const IntIn = (minimum: number, maximum: number, description: string) =>
  Type.Union(
    [
      Type.Integer({ minimum, maximum }),
      Type.String({ pattern: minimum < 0 ? '^-?(0|[1-9][0-9]{0,9})$' : '^(0|[1-9][0-9]{0,9})$', maxLength: 11 }),
    ],
    { description: `${description}: a JSON integer or its digits as a string, ${minimum}..${maximum}` },
  );

export const PAGE_SIZE_MAX = 100;
export const PageSize = Type.Union(
  [Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX }), Type.String({ pattern: '^([1-9][0-9]?|100)$', maxLength: 3 })],
  { description: `page size 1..${PAGE_SIZE_MAX} (default 10): a JSON integer or its digits as a string` },
);
export const PageToken = Type.String({ maxLength: 2048 });

export const Direction = Enum(['DIRECTION_UNSPECIFIED', 'DIRECTION_ASCENDING', 'DIRECTION_DESCENDING']);

/** The sort order of a list request, named `title` in the OpenAPI components. */
export function OrderBy<const V extends readonly [string, ...string[]]>(title: string, fields: V) {
  return Named(title, { field: Type.Optional(Enum(fields)), direction: Type.Optional(Direction) });
}

/** The order of the lists sorted by id only. */
export const ListOrderBy = OrderBy('ListOrderBy', ['FIELD_UNSPECIFIED', 'FIELD_ID']);
export type ListOrderBy = Static<typeof ListOrderBy>;

/** The standard paging fields of list requests. */
export const pagingFields = {
  pageToken: Type.Optional(PageToken),
  pageSize: Type.Optional(PageSize),
};

export const ErrorBodySchema = Type.Object(
  {
    code: Type.Integer(),
    message: Type.String(),
    detail: Type.Object({}, { additionalProperties: true }),
  },
  { description: 'Error body: gRPC status code, message, detail' },
);

export const Empty = Message({});
