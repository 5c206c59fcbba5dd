import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type Reason } from '../lib/errors';
import { countHeader } from './auth/authenticate';
import { normaliseHost } from '../lib/host';

/**
 * Errors met before a request reaches a route — by Node's HTTP parser, the router or the checks
 * below — answer the same error body as every other error, with an x-request-id (docs/errors.md,
 * "Before routing"). They keep the HTTP status that names the transport problem (400, 408, 414, 417,
 * 431).
 */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's X-Request-Id when well-formed, else a new UUID. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const bad = (message: string, reason: Reason) => new ApiError('INVALID_ARGUMENT', message, { reason });

function head(id: string, length: number): Record<string, string | number> {
  return { 'content-type': 'application/json; charset=utf-8', 'content-length': length, 'x-request-id': id, connection: 'close' };
}

/** Fastify's clientErrorHandler: the request could not even be parsed; answer on the raw socket. */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, error] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, bad('request headers too large', 'HEADERS_TOO_LARGE')]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, new ApiError('DEADLINE_EXCEEDED', 'the request was not received in time', { reason: 'REQUEST_TIMEOUT' })]
        : [400, bad('malformed HTTP request', 'MALFORMED_REQUEST')];
  this.log.debug({ err: { code: err.code, message: err.message } }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(error.toBody());
  const headers = Object.entries(head(randomUUID(), Buffer.byteLength(body)))
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
}

/** Node's 'checkExpectation' event: an Expect header other than 100-continue. */
export function expectationFailed(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify(bad(`unsupported Expect header: ${String(req.headers.expect).slice(0, 100)}`, 'EXPECTATION_FAILED').toBody());
  res.writeHead(417, head(requestIdOf(req.headers), Buffer.byteLength(body)));
  res.end(body);
}

/** Fastify's frameworkErrors: a URL the router cannot decode, or a path parameter too long. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const error = tooLong ? bad('the URL is too long', 'URL_TOO_LONG') : bad('the URL cannot be decoded', 'BAD_URL');
  void reply
    .header('x-request-id', req.id)
    .header('connection', 'close')
    .code(tooLong ? 414 : 400)
    .send(error.toBody());
}

/**
 * onRequest of every route (also 404s): one Host header, present on HTTP/1.1, and an absolute
 * request target (`GET http://host/path`) only when it names the same host as Host. Returns the
 * error to answer, if any (a callback-style hook: no promise per request).
 */
export function requestTargetProblem(req: FastifyRequest): ApiError | undefined {
  const raw = req.raw;
  const hosts = countHeader(raw.rawHeaders, 'host');
  if (hosts > 1) return bad('send exactly one Host header', 'BAD_HOST');
  if (hosts === 0 && raw.httpVersion === '1.1') return bad('missing Host header', 'MISSING_HOST');
  const target = raw.url ?? '/';
  if (target.startsWith('/') || target === '*') return undefined;
  let named: string;
  try {
    named = new URL(target).host;
  } catch {
    return bad('the request target is neither a path nor an absolute URL', 'BAD_URL');
  }
  if (normaliseHost(named) !== normaliseHost(req.headers.host ?? '')) {
    return bad('the request target names another host than the Host header', 'HOST_MISMATCH');
  }
  return undefined;
}
