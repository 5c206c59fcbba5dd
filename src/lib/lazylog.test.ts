import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { LazyLogger, lazyChildLogger } from './lazylog';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const root = pino({ level }, stream) as unknown as FastifyBaseLogger;
  return { root, lines };
}

describe('LazyLogger', () => {
  it('writes the lines of an enabled level with every binding of its chain, as pino children would', async () => {
    const { root, lines } = capture('info');
    const request = lazyChildLogger(root, { reqId: 'r1' }, {});
    const tenant = request.child({ tenantId: 't1' });
    tenant.info({ x: 1 }, 'hello');
    request.warn('plain');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => [l.msg, l.reqId, l.tenantId, l.x])).toEqual([
      ['hello', 'r1', 't1', 1],
      ['plain', 'r1', undefined, undefined],
    ]);
  });

  it('makes no pino child while nothing is written at an enabled level', async () => {
    const { root, lines } = capture('warn');
    let children = 0;
    const counting = new Proxy(root, {
      get: (target, prop, receiver) =>
        prop === 'child'
          ? (...args: Parameters<FastifyBaseLogger['child']>) => {
              children++;
              return target.child(...args);
            }
          : Reflect.get(target, prop, receiver),
    });
    const tenant = new LazyLogger(counting, { reqId: 'r2' }, root).child({ tenantId: 't2' });
    tenant.info('not written');
    tenant.debug('not written');
    expect(children).toBe(0);
    tenant.error('written');
    await new Promise((r) => setImmediate(r));
    expect(children).toBe(1);
    expect(lines.map((l) => [l.msg, l.reqId, l.tenantId])).toEqual([['written', 'r2', 't2']]);
  });
});
