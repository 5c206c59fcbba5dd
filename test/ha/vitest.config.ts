import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The failover test (`npm run test:ha`, test/ha/run.sh): one file, run on its own, never in `npm test`
// (its files end in .ha.ts, which the main configuration does not include).
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/ha/**/*.ha.ts'],
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
