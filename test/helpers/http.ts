import { clientMethods, type Client } from './app';

/** A Client (like helpers/app.ts `client`) over real HTTP to a server process, bound to one key. */
export function httpClient(address: string, key: string): Client {
  return clientMethods(
    async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${address}${url}`, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, headers: Object.fromEntries(res.headers) };
    },
  );
}
