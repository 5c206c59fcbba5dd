/**
 * Calls to the admin API (docs/console.md): every path is a POST with a JSON body. Signed in, the
 * browser sends the HttpOnly session cookie by itself and every call carries the session's CSRF token
 * in X-CSRF-Token (answered by session/create, and by session/get after a reload).
 */
import type { AdminPath, Answer, Body } from './types';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly reason: string | undefined,
  ) {
    super(message);
  }
}

let csrf: string | null = null;
let onSignedOut: () => void = () => undefined;

export function setCsrfToken(token: string | null): void {
  csrf = token;
}

/** What to do when the server says the session is gone (401): back to the sign-in page. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

async function post(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  if (res.ok) return res;
  let payload: { code?: number; message?: string; detail?: { reason?: string } } = {};
  try {
    payload = (await res.json()) as typeof payload;
  } catch {
    // not a JSON error body: the status says enough
  }
  if (res.status === 401 && !path.startsWith('/admin/v1/session/')) onSignedOut();
  throw new ApiFailure(res.status, payload.code ?? 0, payload.message ?? res.statusText, payload.detail?.reason);
}

export async function call<P extends AdminPath>(path: P, body: Body<P>, signal?: AbortSignal): Promise<Answer<P>> {
  return (await (await post(path, body, signal)).json()) as Answer<P>;
}

/** Downloads a file answer (the invoice PDF) and saves it under the given name. */
export async function download<P extends AdminPath>(path: P, body: Body<P>, fileName: string): Promise<void> {
  const blob = await (await post(path, body)).blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
