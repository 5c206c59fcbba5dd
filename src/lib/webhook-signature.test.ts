import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifyWebhookSignature, webhookSignature } from './webhook-signature';

const secret = 'whsec_test';
const body = '{"id":"e1","type":"customer.created"}';
const t = 1_800_000_000;

describe('webhook signatures', () => {
  it('is the hex HMAC-SHA256 of "<t>.<body>"', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(webhookSignature(secret, t, body)).toBe(expected);
    expect(signatureHeader(secret, t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies a header it made, within the tolerance', () => {
    const header = signatureHeader(secret, t, body);
    expect(verifyWebhookSignature(body, header, secret, 300, t)).toBe(true);
    expect(verifyWebhookSignature(body, header, secret, 300, t + 300)).toBe(true);
    expect(verifyWebhookSignature(body, header, secret, 300, t - 300)).toBe(true);
  });

  it('refuses another body, another secret, an old or future timestamp, a malformed header', () => {
    const header = signatureHeader(secret, t, body);
    expect(verifyWebhookSignature(`${body} `, header, secret, 300, t)).toBe(false);
    expect(verifyWebhookSignature(body, header, 'whsec_other', 300, t)).toBe(false);
    expect(verifyWebhookSignature(body, header, secret, 300, t + 301)).toBe(false);
    expect(verifyWebhookSignature(body, header, secret, 300, t - 301)).toBe(false);
    expect(verifyWebhookSignature(body, '', secret, 300, t)).toBe(false);
    expect(verifyWebhookSignature(body, `t=${t}`, secret, 300, t)).toBe(false);
    expect(verifyWebhookSignature(body, `v1=${webhookSignature(secret, t, body)}`, secret, 300, t)).toBe(false);
    expect(verifyWebhookSignature(body, `t=${t},v1=zz`, secret, 300, t)).toBe(false);
  });

  it('accepts any one of several v1 values (a secret rotation)', () => {
    const header = `t=${t},v1=${webhookSignature('whsec_old', t, body)},v1=${webhookSignature(secret, t, body)}`;
    expect(verifyWebhookSignature(body, header, secret, 300, t)).toBe(true);
  });
});
