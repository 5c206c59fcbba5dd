/**
 * The mailer behind the services' `mail` port (docs/delivery.md "Mail"): nodemailer to SMTP_URL, or,
 * without it, each message written as an .eml file under DATA_DIR/outbox/ with its path logged, so a
 * local installation shows what it would have sent. Never throws: a failure is an outcome, transient
 * (a 4xx answer, no connection, a timeout) or permanent (a 5xx answer, failed authentication).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailOutcome, OutgoingMail } from '../services/kernel';

export interface MailerOptions {
  smtpUrl: string | undefined;
  /** Where the .eml files go without SMTP_URL (DATA_DIR/outbox). */
  outboxDir: string;
  /** Limit (ms) on connecting, the greeting and each SMTP command. */
  timeoutMs: number;
  /** SMTP connections kept open and used at once. */
  connections?: number;
  /** Where the path of each .eml file is logged. */
  log?: (fields: Record<string, unknown>, msg: string) => void;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** An SMTP failure as an outcome: 5xx (and failed authentication) permanent, anything else transient. */
export function smtpOutcome(err: SmtpError): MailOutcome {
  const status = err.responseCode ?? 0;
  const text = (err.response ?? err.message ?? 'no answer').replace(/\s+/g, ' ').slice(0, 500);
  const response = status > 0 && !text.startsWith(String(status)) ? `${status} ${text}` : text;
  if (status >= 500 || (status === 0 && err.code === 'EAUTH')) return { ok: false, permanent: true, response };
  return { ok: false, permanent: false, response: status > 0 ? response : `${err.code ?? 'ERROR'}: ${response}` };
}

const message = (m: OutgoingMail) => ({
  messageId: m.messageId,
  from: m.from,
  ...(m.replyTo ? { replyTo: m.replyTo } : {}),
  to: [...m.to],
  subject: m.subject,
  text: m.text,
  attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  // The body as written: no tracking, no alternative parts.
  disableUrlAccess: true,
  disableFileAccess: true,
});

function smtpMailer(o: MailerOptions & { smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport(o.smtpUrl, {
    pool: true,
    maxConnections: o.connections ?? 4,
    maxMessages: Infinity,
    connectionTimeout: o.timeoutMs,
    greetingTimeout: o.timeoutMs,
    socketTimeout: o.timeoutMs,
  } as never);
  return {
    send: async (m) => {
      try {
        const info = (await transport.sendMail(message(m))) as { response?: string; rejected?: unknown[]; accepted?: unknown[] };
        if ((info.accepted?.length ?? 0) === 0)
          return { ok: false, permanent: true, response: `every recipient was refused: ${info.response ?? ''}` };
        return { ok: true, response: (info.response ?? '250').slice(0, 500) };
      } catch (err) {
        return smtpOutcome(err as SmtpError);
      }
    },
  };
}

function fileMailer(o: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (m) => {
      try {
        const info = (await transport.sendMail(message(m))) as { message: Buffer };
        await mkdir(o.outboxDir, { recursive: true });
        const id = m.messageId.replace(/[^A-Za-z0-9@._-]/g, '_');
        const path = join(o.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
        await writeFile(path, info.message);
        o.log?.({ path, to: m.to, subject: m.subject }, 'mail written to the outbox directory (no SMTP_URL)');
        return { ok: true, response: `written to ${path}` };
      } catch (err) {
        return { ok: false, permanent: false, response: `could not write the .eml file: ${(err as Error).message}` };
      }
    },
  };
}

export function createMailer(o: MailerOptions): Mailer {
  return o.smtpUrl ? smtpMailer({ ...o, smtpUrl: o.smtpUrl }) : fileMailer(o);
}
