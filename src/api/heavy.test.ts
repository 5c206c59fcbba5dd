import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors';
import { HeavyWork } from './heavy';

const refusal = (f: () => unknown): ApiError | undefined => {
  try {
    f();
    return undefined;
  } catch (err) {
    return err as ApiError;
  }
};

describe('admission of heavy requests (api/heavy.ts)', () => {
  it('admits up to the tenant limit, refuses one more with 429 and Retry-After, and admits again once one ends', () => {
    const heavy = new HeavyWork({ perTenant: 2, perProcess: 10 });
    const a = heavy.enter('t1', '/v1/billing/create');
    heavy.enter('t1', '/v1/billing/create');
    const err = refusal(() => heavy.enter('t1', '/v1/billing/create'));
    expect(err?.httpStatus).toBe(429);
    expect(err?.detail).toMatchObject({ reason: 'CONCURRENCY_LIMIT_EXCEEDED', limit: 2, scope: 'tenant', retryAfterSeconds: 1 });
    expect(err?.headers).toEqual({ 'retry-after': '1' });
    // Another tenant is not affected by the first one's limit.
    heavy.enter('t2', '/v1/billing/create');
    a();
    a(); // a release is counted once
    expect(heavy.inFlight('t1')).toBe(1);
    heavy.enter('t1', '/v1/billing/create');
    expect(heavy.inFlight()).toBe(3);
  });

  it('the process limit holds across tenants', () => {
    const heavy = new HeavyWork({ perTenant: 2, perProcess: 3 });
    heavy.enter('t1', '/p');
    heavy.enter('t2', '/p');
    const release = heavy.enter('t3', '/p');
    expect(refusal(() => heavy.enter('t4', '/p'))?.detail).toMatchObject({ scope: 'server', limit: 3 });
    release();
    heavy.enter('t4', '/p');
    expect(heavy.inFlight('t3')).toBe(0);
  });
});
