import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, invalidArgument, type Reason } from '../lib/errors';
import { toFieldViolations } from './validation';
import { fromPgError, isPgError } from './pg-errors';
import { isDatabaseUnavailable } from '../db/unavailable';

/** Which failures are UNAVAILABLE (socket errors, refused or lost connections, a read-only server): src/db/unavailable.ts. */
export { isDatabaseUnavailable };

/**
 * Every failure becomes the error body (docs/errors.md) with the grpc-gateway status. Bad input of any kind is a
 * 4xx; a 500 is reserved for our own bugs and is logged with its stack (never sent).
 */
export function toApiError(err: unknown): { error: ApiError; internal: boolean } {
  if (err instanceof ApiError) return { error: err, internal: false };
  const fe = err as FastifyError;
  if (fe && Array.isArray(fe.validation)) {
    const violations = toFieldViolations(fe.validation as Parameters<typeof toFieldViolations>[0]);
    const first = violations[0];
    const msg = first ? `invalid request: ${first.field ? `${first.field}: ` : ''}${first.description}` : 'invalid request';
    return { error: invalidArgument(msg, violations), internal: false };
  }
  if (isDatabaseUnavailable(err)) {
    return {
      error: new ApiError(
        'UNAVAILABLE',
        'the database is unavailable; retry the request',
        { reason: 'DATABASE_UNAVAILABLE' },
        { 'retry-after': '1' },
      ),
      internal: false,
    };
  }
  if (isPgError(err)) {
    // Safety net: races and input that slipped past validation; never a 500 for either.
    const mapped = fromPgError(err);
    if (mapped) return mapped;
  }
  if (fe && typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 404) return { error: new ApiError('NOT_FOUND', fe.message), internal: false };
    const reason = fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'BODY_TOO_LARGE' : frameworkReason(fe.code);
    return { error: new ApiError('INVALID_ARGUMENT', fe.message, { reason }), internal: false };
  }
  return { error: new ApiError('INTERNAL', 'internal error', { reason: 'INTERNAL' }), internal: true };
}

export function errorHandler(err: unknown, req: FastifyRequest, reply: FastifyReply): void {
  const { error, internal } = toApiError(err);
  if (internal) req.log.error({ err }, 'request failed');
  else if (error.httpStatus >= 500) req.log.warn({ code: error.code }, error.message);
  for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
  void reply.code(error.httpStatus).send(error.toBody());
}

export function notFoundHandler(req: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(404)
    .send({ code: 5, message: `no such path: ${req.method} ${req.url.split('?')[0]}`, detail: { reason: 'NO_SUCH_PATH' } });
}

/** The HTTP framework's FST_* code of a malformed request. */
function frameworkReason(code: string | undefined): Reason {
  return code?.startsWith('FST_') ? (code as `FST_${string}`) : 'BAD_REQUEST';
}
