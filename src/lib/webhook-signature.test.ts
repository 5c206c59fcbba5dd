import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, webhookSignature } from './webhook-signature';

const secret = 'whsec_test';
const body = '{"id":"e1","type":"customer.created"}';
const t = 1_800_000_000;

describe('webhook signatures', () => {
  it('is the hex HMAC-SHA256 of "<t>.<body>"', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(webhookSignature(secret, t, body)).toBe(expected);
    expect(signatureHeader(secret, t, body)).toBe(`t=${t},v1=${expected}`);
  });
});
