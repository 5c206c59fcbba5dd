import { describe, expect, it } from 'vitest';
import { isUuid, newId } from './ids';

describe('newId (UUIDv7)', () => {
  it('has version 7 and the RFC 9562 variant', () => {
    const id = newId();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('carries the creation time in its first 48 bits', () => {
    const ms = Date.UTC(2026, 10, 21, 6, 0, 0);
    const id = newId(ms + 10_000_000);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(ms);
  });

  it('sorts in creation order, also within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
