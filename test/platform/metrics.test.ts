import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { startMetricsServer } from '../../src/api/metrics';
import { createDb } from '../../src/db/db';
import { loadConfig } from '../../src/lib/config';
import { ForwardingLogger } from '../../src/lib/log';
import { buildTestApp, client, newTenant, testDatabaseUrl, type TestApp } from '../helpers/app';
import { tenantIdOf } from '../helpers/factories/billing';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/metrics', () => {
  it('answers the Prometheus text format without a key: requests by route and code, latency histograms, pools, bill runs, jobs', async () => {
    const tenant = await newTenant(t.db);
    const named = createDb(testDatabaseUrl(), 3, { name: 'metrics-test' });
    await named.selectFrom('tenant').select('id').limit(1).execute();
    expect((await client(t.app, tenant.productionKey).get('/v1/provider/get')).status).toBe(200);
    expect((await client(t.app, undefined).get('/v1/provider/get')).status).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    await named.destroy();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^billing_http_requests_total\{route="\/v1\/provider\/get",method="GET",code="200"\} [1-9]\d*$/m);
    expect(text).toMatch(/^billing_http_requests_total\{route="\/v1\/provider\/get",method="GET",code="401"\} [1-9]\d*$/m);
    expect(text).toMatch(
      /^billing_http_request_duration_seconds_bucket\{le="0\.005",route="\/v1\/provider\/get",method="GET",code="200"\} \d+$/m,
    );
    expect(text).toMatch(/^billing_db_pool_connections\{pool="metrics-test",state="max"\} 3$/m);
    for (const name of [
      'billing_bill_run_duration_seconds',
      'billing_bill_run_billings_total',
      'billing_job_lag_seconds',
      'billing_jobs_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(text).toContain('# TYPE billing_process_cpu_seconds_total counter');
  });

  it('METRICS=false serves no /metrics; METRICS_PORT serves it on its own listener only', async () => {
    const off = await buildTestApp({ METRICS: 'false' });
    const own = await buildTestApp({ METRICS_PORT: '0' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await own.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const server = await startMetricsServer(own.config);
      try {
        const res = await fetch(`${server!.address}/metrics`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('# TYPE billing_http_requests_total counter');
        expect((await fetch(`${server!.address}/v1/provider/get`)).status).toBe(404);
      } finally {
        await server!.close();
      }
      expect(await startMetricsServer(off.config)).toBeUndefined();
    } finally {
      await off.close();
      await own.close();
    }
  });
});

describe('log lines', () => {
  it('are JSON, and every line of an authenticated request and of a test-clock advance names the tenant', async () => {
    const stream = new PassThrough();
    let text = '';
    stream.on('data', (d: Buffer) => (text += d.toString()));
    const config = loadConfig({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'info' });
    const log = new ForwardingLogger();
    const app = await buildApp(
      { config, db: t.db, ports: { ...t.sys.ports, log }, pageSecret: Buffer.alloc(32, 1) },
      { logStream: stream },
    );
    log.pointTo(app.log);
    let tenantId = '';
    try {
      const tenant = await newTenant(t.db);
      tenantId = await tenantIdOf(t.db, tenant.providerId, 'sandbox');
      const c = client(app, tenant.sandboxKey);
      expect((await c.get('/v1/provider/get')).status).toBe(200);
      expect((await c.post('/v1/testclock/advance', { to: '2031-05-02T00:00:00+09:00' })).status).toBe(200);
    } finally {
      await app.close();
    }
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string; tenantId?: string; reqId?: string });
    const authenticated = lines.filter((l) => l.reqId && l.msg !== 'incoming request');
    expect(authenticated.map((l) => l.msg)).toEqual(['request completed', 'request completed']);
    const advance = lines.filter((l) => !l.reqId);
    expect(advance.map((l) => l.msg)).toEqual(expect.arrayContaining(['test clock advance started', 'test clock advance finished']));
    expect(new Set([...authenticated, ...advance].map((l) => l.tenantId))).toEqual(new Set([tenantId]));
  });
});
