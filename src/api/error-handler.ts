import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, invalidArgument } from './errors';
import { toFieldViolations } from './validation';

interface PgError {
  code: string;
  severity?: string;
  constraint?: string;
}

function isPgError(err: unknown): err is PgError {
  return typeof err === 'object' && err !== null && typeof (err as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((err as PgError).code) && 'severity' in err;
}

/**
 * Every failure becomes the SPEC error body with the grpc-gateway status. Bad input of any kind is a
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
  if (isPgError(err)) {
    // Safety net: these mean the input slipped past validation; never a 500 for bad input.
    if (err.code === '23505') return { error: new ApiError('ALREADY_EXISTS', 'a record with this identifier already exists', { reason: err.constraint ?? 'UNIQUE' }), internal: false };
    if (err.code === '40001' || err.code === '40P01') return { error: new ApiError('ABORTED', 'concurrent update; retry the request', { reason: 'CONCURRENT_UPDATE' }), internal: false };
    if (err.code.startsWith('22')) return { error: invalidArgument('a value is out of range or malformed'), internal: true };
  }
  if (fe && typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 404) return { error: new ApiError('NOT_FOUND', fe.message), internal: false };
    const reason = fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'BODY_TOO_LARGE' : fe.code ?? 'BAD_REQUEST';
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
  void reply.code(404).send({ code: 5, message: `no such path: ${req.method} ${req.url.split('?')[0]}`, detail: { reason: 'NO_SUCH_PATH' } });
}
