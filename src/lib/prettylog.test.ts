import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { prettyLine, prettyStream } from './prettylog';

const at = new Date(2031, 0, 2, 9, 5, 7).getTime(); // local time: the line shows the clock of the terminal's machine

describe('pretty log lines (LOG_FORMAT=pretty)', () => {
  it('a request is one line when it completes: method, url, status, milliseconds', () => {
    const requests = new Map<unknown, string>();
    const incoming = {
      level: 30,
      time: at,
      reqId: 'r1',
      req: { method: 'POST', url: '/v1/customer/create', headers: {} },
      msg: 'incoming request',
    };
    expect(prettyLine(incoming, requests, false)).toBeNull();
    const done = { level: 30, time: at, reqId: 'r1', res: { statusCode: 201 }, responseTime: 12.4, msg: 'request completed' };
    expect(prettyLine(done, requests, false)).toBe('09:05:07 INFO  POST /v1/customer/create 201 12 ms');
    expect(requests.size).toBe(0);
  });

  it('other lines: level, message and the fields that are not the usual ones; an error shows its message', () => {
    const line = {
      level: 40,
      time: at,
      pid: 1,
      hostname: 'h',
      tenantId: 't1',
      err: { message: 'boom', stack: 'x' },
      msg: 'webhook delivery failed',
    };
    expect(prettyLine(line, new Map(), false)).toBe('09:05:07 WARN  webhook delivery failed tenantId=t1 err=boom');
  });

  it('colours only when asked', () => {
    expect(prettyLine({ level: 50, time: at, msg: 'x' }, new Map(), true)).toBe('\u001b[90m09:05:07\u001b[0m \u001b[31mERROR\u001b[0m x');
  });

  it('the stream joins lines split across writes and passes text that is not JSON', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (d: Buffer) => (text += d.toString()));
    const stream = prettyStream(out);
    stream.write(`{"level":30,"time":${at},"msg":"sched`);
    stream.write('uler pass started","day":"2031-01-02"}\nnot json\n');
    await new Promise((r) => stream.end(r));
    expect(text).toBe('09:05:07 INFO  scheduler pass started day=2031-01-02\nnot json\n');
  });
});
