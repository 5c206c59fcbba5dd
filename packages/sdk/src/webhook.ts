import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies the `Billing-Signature` header of a webhook delivery: `t=<unix seconds>,v1=<hex>` where
 * the hex is HMAC-SHA256 of `"<t>.<raw body>"` keyed with the endpoint's secret (`whsec_…`). True
 * only when one `v1` matches (compared in constant time) and `t` is within `toleranceSeconds` of
 * `now` (default: the current time), which refuses replays of old deliveries. Pass the body exactly
 * as received (before any JSON parsing).
 */
export function verifyWebhookSignature(
  rawBody: string | Uint8Array,
  header: string,
  secret: string,
  toleranceSeconds = 300,
  now: Date = new Date(),
): boolean {
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') timestamp = value;
    else if (key === 'v1') signatures.push(value);
  }
  if (timestamp === undefined || !/^[0-9]{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), body]))
    .digest();
  return signatures.some((hex) => {
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
    return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
  });
}
