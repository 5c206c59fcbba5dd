/**
 * The error catalogue, below every layer (api, services and jobs throw these): gRPC status codes,
 * the HTTP status grpc-gateway maps each to, the reason codes of `detail.reason`, and the error body
 * `{code, message, detail}`. docs/errors.md mirrors both tables; a test keeps them equal.
 */
export const Code = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

export const httpStatusOf: Record<CodeName, number> = {
  OK: 200,
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

/** The stable reason codes of `detail.reason` and the status each comes with (docs/errors.md "Reasons"). */
export const REASONS = {
  NOT_FOUND: 'NOT_FOUND',
  NO_SUCH_PATH: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  RATE_LIMIT_EXCEEDED: 'RESOURCE_EXHAUSTED',
  LOGIN_RATE_LIMITED: 'RESOURCE_EXHAUSTED',
  CONCURRENCY_LIMIT_EXCEEDED: 'RESOURCE_EXHAUSTED',
  UNKNOWN_KEY_RATE_LIMITED: 'RESOURCE_EXHAUSTED',
  OPERATOR_ROLE: 'PERMISSION_DENIED',
  PROVIDER_NOT_ALLOWED: 'PERMISSION_DENIED',
  CSRF_TOKEN_MISSING: 'PERMISSION_DENIED',
  CSRF_TOKEN_INVALID: 'PERMISSION_DENIED',
  BODY_TOO_LARGE: 'INVALID_ARGUMENT',
  BAD_REQUEST: 'INVALID_ARGUMENT',
  UNIQUE: 'ALREADY_EXISTS',
  CONCURRENT_UPDATE: 'ABORTED',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  UNIMPLEMENTED: 'UNIMPLEMENTED',
  INTERNAL: 'INTERNAL',
  FAILED_PRECONDITION: 'FAILED_PRECONDITION',
  DRAFT_CONTRACT: 'FAILED_PRECONDITION',
  CUSTOMER_HAS_CONTRACTS: 'FAILED_PRECONDITION',
  STAFF_IS_BILLING_RECIPIENT: 'FAILED_PRECONDITION',
  DOCUMENTS_RETAINED: 'FAILED_PRECONDITION',
  OUTSIDE_ITEM_DATES: 'FAILED_PRECONDITION',
  CUSTOMER_MISMATCH: 'FAILED_PRECONDITION',
  USAGE_UNIT_MISMATCH: 'FAILED_PRECONDITION',
  USAGE_UNIT_AMBIGUOUS: 'FAILED_PRECONDITION',
  SAFETY_BOUND: 'FAILED_PRECONDITION',
  PROJECTION_TOO_LARGE: 'FAILED_PRECONDITION',
  CLOCK_BACKWARDS: 'FAILED_PRECONDITION',
  FUTURE_USAGE: 'FAILED_PRECONDITION',
  STILL_REFERENCED: 'FAILED_PRECONDITION',
  CATALOG_ITEM_DISCONTINUED: 'FAILED_PRECONDITION',
  NOTHING_TO_INVOICE: 'FAILED_PRECONDITION',
  INVOICE_HAS_PAYMENTS: 'FAILED_PRECONDITION',
  INVOICE_HAS_CREDIT_NOTES: 'FAILED_PRECONDITION',
  INVOICE_VOID: 'FAILED_PRECONDITION',
  NOT_INVOICED: 'FAILED_PRECONDITION',
  OVERPAYMENT: 'FAILED_PRECONDITION',
  MONTH_NOT_CLOSED: 'FAILED_PRECONDITION',
  CREDIT_NOTE_EXCEEDS_INVOICE: 'FAILED_PRECONDITION',
  LINE_NOT_UNMATCHED: 'FAILED_PRECONDITION',
  LINE_NOT_MATCHED: 'FAILED_PRECONDITION',
  CREDIT_ALREADY_USED: 'FAILED_PRECONDITION',
  CONSIGNOR_NOT_SET: 'FAILED_PRECONDITION',
  DEBIT_RESULT_IMPORTED: 'FAILED_PRECONDITION',
  WEBHOOK_ENDPOINT_LIMIT: 'FAILED_PRECONDITION',
  NO_MAIL_RECIPIENT: 'FAILED_PRECONDITION',
  TEST_CLOCK_STOPPED: 'DEADLINE_EXCEEDED',
  TEST_CLOCK_BUSY: 'ABORTED',
  DATABASE_UNAVAILABLE: 'UNAVAILABLE',
  MALFORMED_REQUEST: 'INVALID_ARGUMENT',
  MISSING_HOST: 'INVALID_ARGUMENT',
  BAD_HOST: 'INVALID_ARGUMENT',
  HOST_MISMATCH: 'INVALID_ARGUMENT',
  BAD_URL: 'INVALID_ARGUMENT',
  URL_TOO_LONG: 'INVALID_ARGUMENT',
  EXPECTATION_FAILED: 'INVALID_ARGUMENT',
  HEADERS_TOO_LARGE: 'INVALID_ARGUMENT',
  REQUEST_TIMEOUT: 'DEADLINE_EXCEEDED',
} as const satisfies Record<string, CodeName>;

/**
 * A reason: one of the catalogue, the name of the unique constraint a conflicting write hit
 * (lowercase, ALREADY_EXISTS), or the HTTP framework's FST_* code of a malformed request.
 */
export type Reason = keyof typeof REASONS | Lowercase<string> | `FST_${string}`;

export interface FieldViolation {
  field: string;
  description: string;
}

export interface ErrorDetail {
  fieldViolations?: FieldViolation[];
  reason?: Reason;
  [key: string]: unknown;
}

export interface ErrorBody {
  code: number;
  message: string;
  detail: ErrorDetail;
}

export class ApiError extends Error {
  constructor(
    readonly codeName: CodeName,
    message: string,
    readonly detail: ErrorDetail = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get code(): number {
    return Code[this.codeName];
  }

  get httpStatus(): number {
    return httpStatusOf[this.codeName];
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, detail: this.detail };
  }
}

export const invalidArgument = (message: string, fieldViolations: FieldViolation[] = []): ApiError =>
  new ApiError('INVALID_ARGUMENT', message, fieldViolations.length ? { fieldViolations } : {});

/** A single offending field: INVALID_ARGUMENT naming it. */
export const invalidField = (field: string, description: string): ApiError =>
  new ApiError('INVALID_ARGUMENT', `${field}: ${description}`, { fieldViolations: [{ field, description }] });

export const notFound = (what: string): ApiError => new ApiError('NOT_FOUND', `${what} not found`, { reason: 'NOT_FOUND' });

export const alreadyExists = (message: string, field?: string): ApiError =>
  new ApiError('ALREADY_EXISTS', message, field ? { fieldViolations: [{ field, description: message }] } : {});

export const failedPrecondition = (message: string, reason: keyof typeof REASONS = 'FAILED_PRECONDITION'): ApiError =>
  new ApiError('FAILED_PRECONDITION', message, { reason });

export const unauthenticated = (message: string): ApiError => new ApiError('UNAUTHENTICATED', message, { reason: 'UNAUTHENTICATED' });

export const permissionDenied = (message: string): ApiError => new ApiError('PERMISSION_DENIED', message, { reason: 'PERMISSION_DENIED' });

export const unimplemented = (message: string): ApiError => new ApiError('UNIMPLEMENTED', message, { reason: 'UNIMPLEMENTED' });
