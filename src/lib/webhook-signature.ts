import { createHmac } from 'node:crypto';

/**
 * Webhook signatures (docs/events.md "Verifying a delivery"). The header is
 * `Billing-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * Receivers verify with the SDK's verifyWebhookSignature (packages/sdk) or the recipe in the docs.
 */

/** The hex HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret. */
export function webhookSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The Billing-Signature header value for a body sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, rawBody)}`;
}
