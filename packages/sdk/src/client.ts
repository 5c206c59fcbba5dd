import createClient from 'openapi-fetch';
import { randomUUID } from 'node:crypto';
import { BillingApiError } from './errors.js';
import { OPERATIONS, Operations } from './generated/operations.js';
import type { paths } from './generated/schema.js';
import type { CallOptions, Method, Ok } from './types.js';

export interface BillingClientOptions {
  /** The server, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** The API key (`sk_sandbox_…` or `sk_live_…`), sent as `Authorization: Bearer`. */
  apiKey: string;
  /** Retries of a 429 or 503 answer (default 3); each waits for Retry-After, else 0.5 s, 1 s, 2 s… */
  maxRetries?: number;
  /** The longest wait between retries in milliseconds (default 30 000). */
  maxRetryDelayMs?: number;
  /** A fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
}

type OperationId = keyof typeof OPERATIONS;
/** Operations whose response holds `nextPageToken`: the paged lists. */
type PagedId = { [K in OperationId]: Awaited<ReturnType<Operations[K]>> extends { nextPageToken: string } ? K : never }[OperationId];
type ItemsOf<R> = { [K in keyof R]: R[K] extends Array<infer I> ? I : never }[keyof R];

/** Milliseconds to wait before retry `attempt` (0-based): Retry-After (seconds or an HTTP date), else backoff. */
export function retryDelayMs(retryAfter: string | null, attempt: number, now = Date.now()): number {
  if (retryAfter) {
    if (/^[0-9]+$/.test(retryAfter.trim())) return Number(retryAfter.trim()) * 1000;
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  return 500 * 2 ** attempt;
}

/**
 * The typed client: one method per operation (`v1CustomerCreate`, `v1ContractGet`, …) with the
 * request and response types of the OpenAPI document; writes carry an Idempotency-Key (a new one per
 * call unless given), 429 and 503 are retried after Retry-After with the same key, a refusal throws
 * a {@link BillingApiError} carrying the gRPC code, and {@link BillingClient.paginate} walks a paged list.
 */
export class BillingClient extends Operations {
  private readonly http: ReturnType<typeof createClient<paths>>;
  private readonly maxRetries: number;
  private readonly maxRetryDelayMs: number;

  constructor(options: BillingClientOptions) {
    super();
    this.maxRetries = options.maxRetries ?? 3;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    const baseFetch = options.fetch ?? globalThis.fetch;
    this.http = createClient<paths>({
      baseUrl: options.baseUrl.replace(/\/$/, ''),
      headers: { authorization: `Bearer ${options.apiKey}` },
      fetch: (request: Request) => this.withRetries(baseFetch, request),
    });
  }

  private async withRetries(fetch: typeof globalThis.fetch, request: Request): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(request.clone());
      if ((response.status !== 429 && response.status !== 503) || attempt >= this.maxRetries) return response;
      const wait = Math.min(this.maxRetryDelayMs, retryDelayMs(response.headers.get('retry-after'), attempt));
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  protected async call<P extends keyof paths, M extends Method>(
    path: P,
    method: M,
    body: unknown,
    options: CallOptions = {},
  ): Promise<Ok<P, M>> {
    const op = Object.values(OPERATIONS).find((o) => o.path === path && o.method === method);
    const headers: Record<string, string> = {};
    if (op?.write) headers['idempotency-key'] = options.idempotencyKey ?? randomUUID();
    const init = { headers, ...(body === undefined ? {} : { body }), ...(options.signal ? { signal: options.signal } : {}) };
    const verb = method.toUpperCase() as 'GET' | 'POST' | 'PATCH';
    // the path and method come from the generated table, so the body type is the operation's own
    const send = this.http[verb] as unknown as (
      url: string,
      init: object,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await send(path as string, init);
    if (!response.ok) {
      const e = (error ?? {}) as { code?: number; message?: string; detail?: Record<string, unknown> };
      throw new BillingApiError(response.status, e.code ?? 2, e.message ?? response.statusText, e.detail ?? {});
    }
    return data as Ok<P, M>;
  }

  /**
   * Every item of a paged list, fetching pages as the loop asks for them:
   * `for await (const c of client.paginate('v1CustomerList', { pageSize: 50 })) …`
   */
  async *paginate<K extends PagedId>(
    operation: K,
    request: Parameters<Operations[K]>[0] = {} as Parameters<Operations[K]>[0],
  ): AsyncGenerator<ItemsOf<Awaited<ReturnType<Operations[K]>>>> {
    let pageToken = '';
    do {
      const method = this[operation] as unknown as (body: object) => Promise<Record<string, unknown> & { nextPageToken: string }>;
      const page = await method.call(this, { ...(request as object), ...(pageToken ? { pageToken } : {}) });
      const items = Object.values(page).find(Array.isArray) as Array<ItemsOf<Awaited<ReturnType<Operations[K]>>>> | undefined;
      yield* items ?? [];
      pageToken = page.nextPageToken;
    } while (pageToken);
  }
}
