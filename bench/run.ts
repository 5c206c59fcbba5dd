/**
 * `npm run bench`: every benchmark, one after the other, each in its own process and each against
 * its baseline in the same run. `npm run bench -- --quick` runs the bill run on 10,000 contracts.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const quick = process.argv.includes('--quick');
const runTs = fileURLToPath(new URL('../bin/run-ts.js', import.meta.url));
const benches: Array<[string, string[]]> = [
  ['bench/projection.bench.ts', []],
  ['bench/billrun.bench.ts', quick ? ['10000'] : []],
  ['bench/testclock.bench.ts', quick ? ['3000'] : []],
  ['bench/api.bench.ts', quick ? ['5000'] : []],
  ['bench/invoice.bench.ts', quick ? ['5'] : []],
  ['bench/usage.bench.ts', quick ? ['200', '100', '2', '500'] : []],
  ['bench/export.bench.ts', quick ? ['100000'] : []],
  ['bench/documents.bench.ts', quick ? ['100000', '40'] : []],
  ['bench/accounting.bench.ts', quick ? ['1000'] : []],
  ['bench/http.bench.ts', quick ? ['6'] : []],
];

let failed = false;
for (const [file, args] of benches) {
  process.stdout.write(`\n== ${file} ${args.join(' ')}\n`);
  const res = spawnSync(process.execPath, [runTs, file, ...args], { stdio: 'inherit' });
  if (res.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
