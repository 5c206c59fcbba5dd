/**
 * The write load of the failover test: clients that behave as the API asks them to (docs/errors.md
 * "The database unavailable: 503"). Each write is retried until it is acknowledged — after a 503 it
 * waits the Retry-After, after a lost connection a moment — with the same Idempotency-Key, the same
 * payment optionalId or the same usage key, so a write whose first attempt did commit is never
 * applied twice. Every HTTP answer is recorded, so the test can say what the service answered
 * during the failover.
 */

export type Kind = 'customer' | 'usage' | 'payment';

export interface Answer {
  /** Which API process answered. */
  server: number;
  start: number;
  end: number;
  /** 0: no HTTP answer (connection refused or reset, or the client's own timeout). */
  status: number;
  /** The error body's code when the answer is not 200. */
  code: number | undefined;
  retryAfter: string | undefined;
  error?: string;
}

export interface Op {
  kind: Kind;
  /** The client's own key for the write: Idempotency-Key, payment optionalId, or usage day. */
  key: string;
  firstSent: number;
  /** When the write was acknowledged (200); undefined if it never was. */
  acked: number | undefined;
  /** HTTP requests made for it. */
  attempts: number;
  /** The answer that refused it, when the service refused it as a request (never expected here). */
  refused?: string;
  /** What was written: the customer's name and id, the usage (contract, day, quantity), the payment's billing. */
  detail: Record<string, string>;
}

export interface LoadTarget {
  servers: string[];
  key: string;
  /** Usage goes to these contracts, one write per (contract, day), on `days` days from `firstDay` (usage may not be in the future). */
  usage: { contractIds: string[]; usageUnitId: string; firstDay: string; days: number };
  /** The JST business day payments are dated. */
  today: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export class WriteLoad {
  readonly answers: Answer[] = [];
  readonly ops: Op[] = [];
  /** Billings payments may go to (filled in by refreshBillings once the bill run has made some). */
  billingIds: string[] = [];
  private stopping = false;
  private seq = 0;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly target: LoadTarget,
    /** A write not acknowledged by then is given up (it counts as attempted, not acknowledged). */
    private giveUpAt = () => Number.POSITIVE_INFINITY,
  ) {}

  /** `n` clients, each writing one thing after another until stop(). */
  start(n: number): void {
    for (let i = 0; i < n; i++) this.workers.push(this.worker(i));
  }

  /** Stops issuing new writes; resolves when every write in flight is acknowledged or given up. */
  async stop(giveUpAt: number): Promise<void> {
    this.stopping = true;
    this.giveUpAt = () => giveUpAt;
    await Promise.all(this.workers);
  }

  private async worker(i: number): Promise<void> {
    const kinds: Kind[] = ['customer', 'usage', 'payment'];
    for (let round = i; !this.stopping; round++) {
      const kind = kinds[round % kinds.length]!;
      if (kind === 'payment' && this.billingIds.length === 0) {
        await sleep(50);
        continue;
      }
      await this.write(kind, i % this.target.servers.length);
    }
  }

  private async write(kind: Kind, server: number): Promise<void> {
    const n = ++this.seq;
    const { path, body, headers, detail } = this.request(kind, n);
    const op: Op = { kind, key: detail.key!, firstSent: Date.now(), acked: undefined, attempts: 0, detail };
    this.ops.push(op);
    while (Date.now() < this.giveUpAt()) {
      op.attempts += 1;
      const answer = await this.send(server, path, body, headers);
      if (answer.status === 200 && answer.body !== undefined && this.accepted(kind, answer.body, op)) {
        op.acked = answer.end;
        return;
      }
      // Refused as a request (a 4xx, or a payment row refused): retrying would not help; the test reports it.
      if ((answer.status >= 400 && answer.status < 500) || answer.status === 200) {
        op.refused = answer.error ?? JSON.stringify(answer.body).slice(0, 300);
        return;
      }
      // 503: as the server says; anything else (a lost connection, an unexpected answer): a moment.
      await sleep(answer.status === 503 ? Math.min(1000, Number(answer.retryAfter ?? 1) * 1000) : 200);
    }
  }

  private request(kind: Kind, n: number): { path: string; body: unknown; headers: Record<string, string>; detail: Record<string, string> } {
    const { usage, today } = this.target;
    if (kind === 'customer') {
      const key = `ha-customer-${n}`;
      return { path: '/v1/customer/create', body: { name: key }, headers: { 'idempotency-key': key }, detail: { key, name: key } };
    }
    if (kind === 'usage') {
      // Each usage write has a (contract, day) of its own.
      const slot = n % (usage.contractIds.length * usage.days);
      const contractId = usage.contractIds[slot % usage.contractIds.length]!;
      const day = addDays(usage.firstDay, Math.floor(slot / usage.contractIds.length));
      const quantity = String(1 + (n % 97));
      const key = `${contractId}/${day}`;
      return {
        path: '/v1/usage/daily/upsertbycontractandusageunit',
        body: { contractId, usageUnitId: usage.usageUnitId, targetDate: day, quantity },
        headers: {},
        detail: { key, contractId, day, quantity },
      };
    }
    const key = `ha-payment-${n}`;
    const billingId = this.billingIds[n % this.billingIds.length]!;
    return {
      path: '/v1/billing/batchrecordpayments',
      body: { payments: [{ billingId, amount: '1', paymentDate: today, optionalId: key }] },
      headers: {},
      detail: { key, billingId },
    };
  }

  /** A 200 that acknowledges the write (a payment row must have succeeded, not be a per-row error). */
  private accepted(kind: Kind, body: Record<string, unknown>, op: Op): boolean {
    if (kind === 'customer') {
      const id = (body.customer as { id?: string } | undefined)?.id;
      if (id) op.detail.id = id;
      return Boolean(id);
    }
    if (kind === 'payment') return (body.summary as { succeeded?: number } | undefined)?.succeeded === 1;
    return true;
  }

  private async send(
    server: number,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<Answer & { body: Record<string, unknown> | undefined }> {
    const start = Date.now();
    try {
      const res = await fetch(`${this.target.servers[server]}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.target.key}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        // Far past the statement timeout: an answer this late would be a hang, and is recorded as one.
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      const answer: Answer = {
        server,
        start,
        end: Date.now(),
        status: res.status,
        code: res.status === 200 ? undefined : (parsed?.code as number | undefined),
        retryAfter: res.headers.get('retry-after') ?? undefined,
        ...(res.status === 200 ? {} : { error: text.slice(0, 300) }),
      };
      this.answers.push(answer);
      return { ...answer, body: parsed };
    } catch (err) {
      const answer: Answer = {
        server,
        start,
        end: Date.now(),
        status: 0,
        code: undefined,
        retryAfter: undefined,
        error: (err as Error).message,
      };
      this.answers.push(answer);
      return { ...answer, body: undefined };
    }
  }
}
