/**
 * A victim's steady load beside an attack (test/platform/isolation.processes.test.ts): a few workers
 * send one request after another until told to stop, and the answers' statuses and latencies are
 * kept for the assertions (statuses) and the printed report (latencies).
 */
export interface LoadReport {
  statuses: Record<number, number>;
  /** Milliseconds of every answered request. */
  latencies: number[];
  /** Requests that got no HTTP answer at all (connection refused or reset). */
  failures: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One line for the test's output: count, p50, p99 and max latency, and the statuses seen. */
export function describeLoad(name: string, r: LoadReport): string {
  const l = r.latencies;
  return `${name}: n=${l.length} p50=${percentile(l, 50)} ms p99=${percentile(l, 99)} ms max=${Math.max(0, ...l)} ms statuses=${JSON.stringify(r.statuses)} failures=${r.failures}`;
}

/**
 * Runs `workers` loops of `send` (which answers an HTTP status) until `stop()` holds, waiting
 * `pauseMs` between requests of one loop.
 */
export async function steadyLoad(
  send: () => Promise<number>,
  opts: { workers: number; stop: () => boolean; pauseMs?: number },
): Promise<LoadReport> {
  const report: LoadReport = { statuses: {}, latencies: [], failures: 0 };
  const loop = async () => {
    while (!opts.stop()) {
      const started = Date.now();
      try {
        const status = await send();
        report.latencies.push(Date.now() - started);
        report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      } catch {
        report.failures++;
      }
      if (opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: opts.workers }, loop));
  return report;
}

/** A GET or POST that answers its status, the body read to the end. */
export async function statusOf(url: string, init: RequestInit = {}): Promise<number> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  await res.arrayBuffer();
  return res.status;
}
