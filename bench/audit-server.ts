/**
 * The service as `billing serve` runs it, with the audit log or (AUDIT=off) without: the two sides of
 * the audit figure of bench/http.bench.ts (the audit log's cost on a write, measured side by side),
 * run the same way (this file through the TypeScript loader) so that they differ by the log alone.
 * Configured by the same environment variables; prints "Listening on URL". Not an entry point of the
 * product: only this bench turns the log off.
 */
import { loadConfig } from '../src/lib/config';
import { startServer } from '../src/server';

const audit = process.env.AUDIT !== 'off';
const server = await startServer(loadConfig(process.env), (l) => process.stderr.write(`${l}\n`), { audit });
const stop = () => void server.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
