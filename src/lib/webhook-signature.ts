import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures (docs/events.md "Verifying a delivery"). The header is
 * `Billing-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * Pure and dependency-free (node:crypto only), so an SDK can copy it as it is.
 */

/** The hex HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret. */
export function webhookSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The Billing-Signature header value for a body sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, rawBody)}`;
}

/**
 * True when `header` carries a v1 signature of `rawBody` (the exact bytes received, as text) by
 * `secret`, made at most `toleranceSeconds` away from `nowSeconds`. Several v1 values (during a
 * rotation) pass when any one matches.
 */
export function verifyWebhookSignature(
  rawBody: string,
  header: string,
  secret: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, rawBody), 'hex');
  return signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
}
