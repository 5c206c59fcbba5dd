import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of PostgreSQL, to play a failing database without touching the
 * shared server: refuse() closes the port and cuts every connection (a restart in progress),
 * blackhole() swallows everything both ways (a database that hangs), pass() forwards again.
 */
export class TcpProxy {
  private server: Server | undefined;
  private mode: 'pass' | 'blackhole' = 'pass';
  private readonly sockets = new Set<Socket>();
  private readonly upstreams = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Local ports of the proxy's connections to PostgreSQL (pg_stat_activity.client_port). */
  upstreamPorts(): number[] {
    return [...this.upstreams].map((s) => s.localPort).filter((p): p is number => typeof p === 'number');
  }

  /** Connections are refused (ECONNREFUSED) and every open one is cut. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.cutAll();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Every byte is swallowed: new connections are accepted and never answered; open ones go silent. */
  blackhole(): void {
    this.mode = 'blackhole';
  }

  /** Forwarding again (listening again on the same port after refuse()). */
  async pass(): Promise<void> {
    this.mode = 'pass';
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.refuse();
  }

  private cutAll(): void {
    for (const s of [...this.sockets, ...this.upstreams]) s.destroy();
    this.sockets.clear();
    this.upstreams.clear();
  }

  private accept(client: Socket): void {
    this.sockets.add(client);
    client.on('error', () => client.destroy());
    client.on('close', () => this.sockets.delete(client));
    if (this.mode === 'blackhole') {
      client.on('data', () => undefined);
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    this.upstreams.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      this.upstreams.delete(upstream);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    client.on('data', (d) => {
      if (this.mode === 'pass') upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (this.mode === 'pass') client.write(d);
    });
  }
}
