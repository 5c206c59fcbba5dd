/**
 * The service as `billing serve` runs it, but writing no audit log: the baseline of the audit
 * figure of bench/http.bench.ts (the audit log's cost on a write, measured side by side). Configured
 * by the same environment variables; prints "Listening on URL". Not an entry point of the product.
 */
import { loadConfig } from '../src/lib/config';
import { startServer } from '../src/server';

const server = await startServer(loadConfig(process.env), (l) => process.stderr.write(`${l}\n`), { audit: false });
const stop = () => void server.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
