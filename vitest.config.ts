import { defineConfig } from 'vitest/config';

// Three tiers (docs/development.md "Tests"): the pure domain (no database); the services (use cases and
// jobs called directly on a real migrated PostgreSQL, no HTTP); everything else (the HTTP API, the CLI,
// processes, the SDK and the console), which talks to the same database.
const database = {
  globalSetup: ['./test/helpers/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  environment: 'node' as const,
};

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
          name: 'services',
          include: ['src/services/**/*.test.ts', 'src/jobs/**/*.test.ts'],
          ...database,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          exclude: ['src/domain/**', 'src/services/**', 'src/jobs/**', '**/node_modules/**'],
          ...database,
        },
      },
    ],
  },
});
