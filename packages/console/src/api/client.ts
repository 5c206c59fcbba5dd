/**
 * Calls to the admin API (docs/console.md): every path is a POST with a JSON body. Signed in, the
 * browser sends the HttpOnly session cookie by itself and every call carries the session's CSRF token
 * in X-CSRF-Token. The token is kept in sessionStorage (it is worthless without the cookie) so that a
 * reload keeps the session.
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

const CSRF_KEY = 'billing-console-csrf';
let onSignedOut: () => void = () => undefined;

export function csrfToken(): string | null {
  return sessionStorage.getItem(CSRF_KEY);
}

export function setCsrfToken(token: string | null): void {
  if (token) sessionStorage.setItem(CSRF_KEY, token);
  else sessionStorage.removeItem(CSRF_KEY);
}

/** What to do when the server says the session is gone (401): back to the sign-in page. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

async function post(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const token = csrfToken();
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-csrf-token': token } : {}) },
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
  if (res.status === 401 && path !== '/admin/v1/session/create') onSignedOut();
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
