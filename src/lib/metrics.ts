import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/deployment.md, "Metrics"), served at /metrics. Every layer
 * records into these; the names and labels are part of the operator's interface.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'billing_' });

export const httpRequests = new Counter({
  name: 'billing_http_requests_total',
  help: 'HTTP requests answered, by route (the path pattern; unmatched requests are "unmatched"), method and status code',
  labelNames: ['route', 'method', 'code'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'billing_http_request_duration_seconds',
  help: 'Time from the request to its answer, by route, method and status code',
  labelNames: ['route', 'method', 'code'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const billRunDuration = new Histogram({
  name: 'billing_bill_run_duration_seconds',
  help: 'Duration of bill runs, by trigger (DAILY, TEST_CLOCK, CLI) and outcome (complete, incomplete, failed)',
  labelNames: ['trigger', 'outcome'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
  registers: [registry],
});

export const billRunBillings = new Counter({
  name: 'billing_bill_run_billings_total',
  help: 'Billings created by bill runs, by trigger',
  labelNames: ['trigger'] as const,
  registers: [registry],
});

export const billRunContracts = new Counter({
  name: 'billing_bill_run_contracts_total',
  help: 'Contracts looked at by bill runs, by trigger',
  labelNames: ['trigger'] as const,
  registers: [registry],
});

export const jobLag = new Gauge({
  name: 'billing_job_lag_seconds',
  help: 'How late the last daily job this process claimed started after it was due (0 when none was due at the last pass)',
  registers: [registry],
});

export const jobsRun = new Counter({
  name: 'billing_jobs_total',
  help: 'Daily jobs run by this process, by outcome (done, failed)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
const pools = new Map<string, () => PoolState>();

/** A named pool reports its state at every scrape (src/db/pool.ts). */
export function watchPool(name: string, read: () => PoolState): void {
  pools.set(name, read);
}

export const poolConnections = new Gauge({
  name: 'billing_db_pool_connections',
  help: 'Database connections of each pool, by state: total (open), idle, waiting (requests waiting for one), max',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    for (const [pool, read] of pools) for (const [state, value] of Object.entries(read())) this.set({ pool, state }, value);
  },
});
