#!/usr/bin/env node
// Entry point of the `billing` CLI, however it is reached (npm bin link, npx, a global install, node bin/billing.js).
// It runs the compiled JavaScript under dist/ (built on install, rebuilt here when a source is newer:
// scripts/cli-build.js); where no build can be written (a read-only install without one) it falls
// back to loading the TypeScript sources through tsx in this same process.
import { cliEntry } from '../scripts/cli-build.js';

const entry = await cliEntry();
if (entry) {
  const { main } = await import(entry);
  await main();
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../src/cli/main.ts');
  await main();
}
