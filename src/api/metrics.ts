import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../lib/config';
import { httpDuration, httpRequests, registry } from '../lib/metrics';

/**
 * Request metrics of every answer (by route pattern, method, status code) and, unless METRICS=false
 * or a METRICS_PORT of its own is set, GET /metrics in the Prometheus text format, without a key
 * (docs/configuration.md "Metrics"; bind it where only the monitoring can reach it).
 */
export function registerMetrics(app: FastifyInstance, config: Config): void {
  app.addHook('onResponse', (req, reply, done) => {
    const labels = { route: req.routeOptions.url ?? 'unmatched', method: req.method, code: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  if (!config.metrics || config.metricsPort !== undefined) return;
  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()));
}

/** The separate metrics listener (METRICS_PORT): answers /metrics only. */
export async function startMetricsServer(config: Config): Promise<{ address: string; close(): Promise<void> } | undefined> {
  if (!config.metrics || config.metricsPort === undefined) return undefined;
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.metricsHost, resolve);
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.metricsPort;
  return {
    address: `http://${config.metricsHost}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
