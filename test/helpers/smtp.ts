import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * A real SMTP server in the test process (the `smtp-server` package): it answers each message as the
 * test says (250 accepts it; 4xx and 5xx refuse it with that code) and keeps what it accepted, parsed
 * by `mailparser`. A message whose client went away before it was answered is not accepted.
 */
export interface Received {
  raw: Buffer;
  mail: ParsedMail;
  envelopeTo: string[];
}

export interface SmtpReceiver {
  port: number;
  url: string;
  accepted: Received[];
  /** Messages answered so far, accepted or not. */
  answered: number;
  /** Connections open now. */
  openSessions: number;
  waitForAccepted(n: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  port?: number;
  /** The answer to the n-th message (0-based): a code (250 accepts) or a promise of one. Default 250. */
  answer?: (n: number, raw: Buffer) => number | Promise<number>;
  /** Require AUTH PLAIN/LOGIN with these credentials. */
  auth?: { user: string; pass: string };
}

export async function startSmtpReceiver(o: ReceiverOptions = {}): Promise<SmtpReceiver> {
  const accepted: Received[] = [];
  const closed = new Set<string>();
  const opened = new Set<string>();
  let count = 0;
  const state = { answered: 0 };
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: o.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !o.auth,
    allowInsecureAuth: true,
    logger: false,
    size: 20 * 1024 * 1024,
    onAuth(auth, _session, cb) {
      if (o.auth && auth.username === o.auth.user && auth.password === o.auth.pass) cb(null, { user: auth.username });
      else cb(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    onConnect(session: SMTPServerSession, cb: (err?: Error | null) => void) {
      opened.add(session.id);
      cb();
    },
    onClose(session: SMTPServerSession) {
      closed.add(session.id);
      opened.delete(session.id);
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const n = count++;
        void (async () => {
          const code = await (o.answer ? o.answer(n, raw) : 250);
          state.answered++;
          if (closed.has(session.id)) return cb(new Error('client gone'));
          if (code === 250) {
            const mail = await simpleParser(raw);
            accepted.push({ raw, mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
            for (const w of waiters.splice(0)) w();
            return cb();
          }
          cb(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
        })();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  const auth = o.auth ? `${encodeURIComponent(o.auth.user)}:${encodeURIComponent(o.auth.pass)}@` : '';
  return {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    accepted,
    get answered() {
      return state.answered;
    },
    get openSessions() {
      return opened.size;
    },
    async waitForAccepted(n, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (accepted.length < n) {
        if (Date.now() > until) throw new Error(`waited for ${n} accepted messages, got ${accepted.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return accepted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
