import { describe, expect, it } from 'vitest';
import { parseQuery, queryProblem } from './query';

describe('parseQuery', () => {
  it('nests dotted names and repeats keys into arrays', () => {
    expect(parseQuery('orderBy.field=FIELD_ID&orderBy.direction=DIRECTION_DESCENDING&pageSize=5')).toEqual({
      orderBy: { field: 'FIELD_ID', direction: 'DIRECTION_DESCENDING' },
      pageSize: '5',
    });
    expect(parseQuery('ids=a&ids=b&ids=c')).toEqual({ ids: ['a', 'b', 'c'] });
    expect(parseQuery('srn.resourceId=x&srn.resourceType=RESOURCE_TYPE_CUSTOMER')).toEqual({
      srn: { resourceId: 'x', resourceType: 'RESOURCE_TYPE_CUSTOMER' },
    });
  });

  it('decodes percent-escapes and plus signs', () => {
    expect(parseQuery('at=2024-04-01T00%3A00%3A00%2B09%3A00&q=status%3DSTATUS_PAID')).toEqual({
      at: '2024-04-01T00:00:00+09:00',
      q: 'status=STATUS_PAID',
    });
  });

  it('keeps __proto__ as an ordinary own key (rejected later as an unknown field)', () => {
    const parsed = parseQuery('__proto__.polluted=1&constructor.prototype.x=2');
    expect(Object.keys(parsed).sort()).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws: a name used both as a value and as an object is a problem naming it', () => {
    for (const q of [
      'orderBy=x&orderBy.field=FIELD_ID',
      'orderBy.field=FIELD_ID&orderBy=x',
      'orderBy=x&orderBy=y&orderBy.field=F',
      'a=1&a.b=1',
    ]) {
      const parsed = parseQuery(q);
      const problem = queryProblem(parsed);
      expect(problem?.code).toBe(3);
      expect(problem?.detail.fieldViolations?.[0]?.field).toMatch(/^(orderBy|a)$/);
      expect(Object.keys(parsed)).not.toContain(undefined);
    }
  });

  it('refuses bad percent-encoding, naming the parameter (or the undecodable name as sent)', () => {
    expect(queryProblem(parseQuery('pageSize=%zz'))?.detail.fieldViolations?.[0]?.field).toBe('pageSize');
    expect(queryProblem(parseQuery('page%E0Size=1'))?.detail.fieldViolations?.[0]?.field).toBe('page%E0Size');
    expect(queryProblem(parseQuery('a=%'))?.message).toMatch(/^a: bad percent-encoding/);
  });

  it('reads an ordinary query without a problem, ignoring empty parts and empty names', () => {
    const parsed = parseQuery('&&=x&a=1&&b');
    expect(parsed).toEqual({ a: '1', b: '' });
    expect(queryProblem(parsed)).toBeUndefined();
  });
});
