import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dec } from '../money';
import { allocateInOrder } from './allocate';

const texts = (r: ReturnType<typeof allocateInOrder>) => [r.allocations.map((a) => `${a.id}:${a.amount.toString()}`), r.rest.toString()];

describe('allocateInOrder', () => {
  it('fills each target in order up to what it has open; the rest is returned', () => {
    // 15,000 over 11,000 and 5,500: 11,000 + 4,000, nothing left
    expect(
      texts(
        allocateInOrder(dec(15000), [
          { id: 'a', open: dec(11000) },
          { id: 'b', open: dec(5500) },
        ]),
      ),
    ).toEqual([['a:11000', 'b:4000'], '0']);
    // 20,000 over the same: both paid, 3,500 left
    expect(
      texts(
        allocateInOrder(dec(20000), [
          { id: 'a', open: dec(11000) },
          { id: 'b', open: dec(5500) },
        ]),
      ),
    ).toEqual([['a:11000', 'b:5500'], '3500']);
    // a target with nothing open is skipped
    expect(
      texts(
        allocateInOrder(dec(100), [
          { id: 'a', open: dec(0) },
          { id: 'b', open: dec(-5) },
          { id: 'c', open: dec(300) },
        ]),
      ),
    ).toEqual([['c:100'], '0']);
  });

  it('property: parts + rest = amount, no part above its open amount, the rest only when all is filled (fixed seed)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: -1000, max: 300_000 }), { maxLength: 8 }),
        (amount, opens) => {
          const targets = opens.map((o, i) => ({ id: String(i), open: dec(o) }));
          const { allocations, rest } = allocateInOrder(dec(amount), targets);
          expect(allocations.reduce((s, a) => s.plus(a.amount), rest).equals(amount)).toBe(true);
          for (const a of allocations)
            expect(a.amount.greaterThan(0) && a.amount.lessThanOrEqualTo(targets[Number(a.id)]!.open)).toBe(true);
          const room = opens.filter((o) => o > 0).reduce((s, o) => s + o, 0);
          expect(rest.equals(Math.max(0, amount - room))).toBe(true);
        },
      ),
      { seed: 2602, numRuns: 1000 },
    );
  });
});
