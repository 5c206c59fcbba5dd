import pg from 'pg';

export interface Listener {
  /** Resolves once the first LISTEN is in place (or the first attempt failed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** A notification's payload. */
  onMessage(payload: string): void;
  /** The connection was (re)established or lost: notifications may have been missed. */
  onGap(): void;
  onError?(err: Error): void;
  /** Wait before reconnecting (ms). */
  retryMs?: number;
}

/**
 * A dedicated connection LISTENing on `channel`, reconnecting after a loss. Between a loss and the
 * next LISTEN, notifications are missed: `onGap` is called on both ends so the caller drops what it cached.
 */
export function listen(url: string, channel: string, opts: ListenOptions): Listener {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let firstDone: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (firstDone = resolve));
  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url, application_name: 'billing-listen', keepAlive: true });
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (err) opts.onError?.(err);
      opts.onGap();
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (!closed) timer = setTimeout(() => void connect(), opts.retryMs ?? 1000);
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (n) => {
      if (n.channel === channel) opts.onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      opts.onGap(); // anything cached before this LISTEN may have missed a notification
    } catch (err) {
      onLost(err as Error);
    } finally {
      firstDone();
    }
  };
  void connect();
  return {
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
