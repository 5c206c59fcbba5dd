/**
 * Starts the HA cluster of test/ha/cluster.ts by hand, prints where everything listens, and stops it
 * (removing its directory unless HA_KEEP=1) on Ctrl-C:
 *
 *   node bin/run-ts.js test/ha/up.ts
 */
import { HaCluster } from './cluster';

const cluster = await HaCluster.start(process.env.HA_DIR ? { dir: process.env.HA_DIR } : {});
console.log(`cluster up in ${cluster.dir}`);
console.log(`DATABASE_URL=${cluster.url()}   (HAProxy: always the primary)`);
for (const n of cluster.nodes) console.log(`${n.name}: PostgreSQL 127.0.0.1:${n.pgPort}, Patroni REST http://127.0.0.1:${n.restPort}`);
console.log(`patronictl -c ${cluster.nodes[0]!.configFile} list`);
const stop = () => void cluster.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
