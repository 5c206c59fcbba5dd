/**
 * The error catalogue: gRPC status codes, the HTTP status grpc-gateway maps each to, and the error
 * body of SPEC.md `{code, message, detail}`. docs/errors.md mirrors this table; a test keeps them equal.
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

export interface FieldViolation {
  field: string;
  description: string;
}

export interface ErrorDetail {
  fieldViolations?: FieldViolation[];
  reason?: string;
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

export const failedPrecondition = (message: string, reason = 'FAILED_PRECONDITION'): ApiError =>
  new ApiError('FAILED_PRECONDITION', message, { reason });

export const unauthenticated = (message: string): ApiError => new ApiError('UNAUTHENTICATED', message, { reason: 'UNAUTHENTICATED' });

export const permissionDenied = (message: string): ApiError => new ApiError('PERMISSION_DENIED', message, { reason: 'PERMISSION_DENIED' });

export const unimplemented = (message: string): ApiError => new ApiError('UNIMPLEMENTED', message, { reason: 'UNIMPLEMENTED' });
