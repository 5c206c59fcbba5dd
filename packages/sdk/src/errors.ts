/** gRPC status names by code, as the error body's `code` carries them. */
export const GRPC_CODES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
] as const;
export type GrpcCodeName = (typeof GRPC_CODES)[number];

/** A field the server refused, as the error detail names it. */
export interface FieldViolation {
  field: string;
  description: string;
}

/** A refused or failed call: the HTTP status and the error body {code, message, detail}. */
export class BillingApiError extends Error {
  override readonly name = 'BillingApiError';
  /** The gRPC status name (INVALID_ARGUMENT, NOT_FOUND, FAILED_PRECONDITION, …). */
  readonly codeName: GrpcCodeName | 'UNKNOWN';

  constructor(
    readonly status: number,
    /** The gRPC status code (3 INVALID_ARGUMENT, 5 NOT_FOUND, 9 FAILED_PRECONDITION, …). */
    readonly code: number,
    message: string,
    readonly detail: { reason?: string; fieldViolations?: FieldViolation[]; [key: string]: unknown },
  ) {
    super(message);
    this.codeName = GRPC_CODES[code] ?? 'UNKNOWN';
  }

  /** The reason of a FAILED_PRECONDITION (the error catalogue's name), when the server gave one. */
  get reason(): string | undefined {
    return this.detail.reason;
  }
}
