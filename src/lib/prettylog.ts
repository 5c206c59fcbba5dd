/**
 * Log lines for people (docs/configuration.md LOG_FORMAT): the server's pino JSON lines turned into one
 * short line each, written where a terminal shows them. A request is one line when it completes
 * (`12:04:31 INFO  POST /v1/customer/create 200 12 ms`), the "incoming request" line is dropped; other
 * lines show their message and, in grey, the fields that are not the usual ones.
 */
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 10: '90', 20: '90', 30: '32', 40: '33', 50: '31', 60: '35' };
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'v']);

function clock(time: unknown): string {
  const d = new Date(typeof time === 'number' ? time : Date.now());
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

function brief(value: unknown): string {
  if (value && typeof value === 'object' && 'message' in value) return String((value as { message: unknown }).message);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** One log record (a parsed pino line) as one line of text; null for a line not worth showing. */
export function prettyLine(record: Record<string, unknown>, requests: Map<unknown, string>, colour: boolean): string | null {
  const level = typeof record.level === 'number' ? record.level : 30;
  const paint = (code: string, text: string) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);
  const req = record.req as { method?: string; url?: string } | undefined;
  if (record.msg === 'incoming request' && req) {
    if (requests.size > 10_000) requests.clear(); // requests that never completed: forget them
    requests.set(record.reqId, `${req.method} ${req.url}`);
    return null;
  }
  let text = String(record.msg ?? '');
  const res = record.res as { statusCode?: number } | undefined;
  if (record.msg === 'request completed' && res) {
    const what = requests.get(record.reqId) ?? '';
    requests.delete(record.reqId);
    const ms = typeof record.responseTime === 'number' ? `${Math.round(record.responseTime)} ms` : '';
    const status = res.statusCode ?? 0;
    text = [what, paint(status >= 500 ? '31' : status >= 400 ? '33' : '32', String(status)), ms].filter(Boolean).join(' ');
  }
  const extra = Object.entries(record)
    .filter(([k, v]) => !HIDDEN.has(k) && v !== undefined)
    .map(([k, v]) => `${k}=${brief(v)}`)
    .join(' ');
  return `${paint('90', clock(record.time))} ${paint(COLOURS[level] ?? '0', LEVELS[level] ?? String(level))} ${text}${extra ? ` ${paint('90', extra)}` : ''}`;
}

/** A stream for pino's JSON lines that writes them as prettyLine to `out` (a line that is not JSON passes as it is). */
export function prettyStream(out: NodeJS.WritableStream & { isTTY?: boolean }): Writable {
  const requests = new Map<unknown, string>();
  const colour = out.isTTY === true && !process.env.NO_COLOR;
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      let text = '';
      for (const line of lines) {
        if (!line) continue;
        let record: Record<string, unknown> | null = null;
        try {
          record = JSON.parse(line) as Record<string, unknown>;
        } catch {
          text += `${line}\n`;
          continue;
        }
        const pretty = prettyLine(record, requests, colour);
        if (pretty !== null) text += `${pretty}\n`;
      }
      if (text) out.write(text);
      done();
    },
  });
}
