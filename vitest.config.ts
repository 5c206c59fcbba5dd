import { defineConfig } from 'vitest/config';

// Two projects: the pure domain (no database, fast) and everything that talks to PostgreSQL.
export default defineConfig({
  test: {
    reporters: ['default', './test/helpers/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          exclude: ['src/domain/**', '**/node_modules/**'],
          globalSetup: ['./test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          environment: 'node',
        },
      },
    ],
  },
});
