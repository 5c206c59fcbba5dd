import type { paths } from './generated/schema.js';

/** The HTTP methods the API uses. */
export type Method = 'get' | 'post' | 'patch';

type Op<P extends keyof paths, M extends Method> = M extends keyof paths[P] ? NonNullable<paths[P][M]> : never;

/** The JSON request body of an operation. */
export type Body<P extends keyof paths, M extends Method> =
  Op<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : Record<string, never>;

/** The JSON body of an operation's success response. */
export type Ok<P extends keyof paths, M extends Method> =
  Op<P, M> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** Per-call options. */
export interface CallOptions {
  /** The Idempotency-Key of a write; a new random key when omitted. Retries reuse it. */
  idempotencyKey?: string;
  /** Aborts the call (and its retries). */
  signal?: AbortSignal;
}
