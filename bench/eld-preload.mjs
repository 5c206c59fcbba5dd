// Loaded into the measured server process by bench/projection-isolation.bench.ts (node --import):
// every 250 ms, the event loop's largest delay since the last line (perf_hooks monitorEventLoopDelay)
// and the process's RSS, as one "ELD {…}" line on stderr.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
setInterval(() => {
  process.stderr.write(`ELD ${JSON.stringify({ t: Date.now(), maxMs: h.max / 1e6, rssMb: process.memoryUsage().rss / 1e6 })}\n`);
  h.reset();
}, 250).unref();
