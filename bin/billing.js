#!/usr/bin/env node
// Entry point of the `billing` CLI, however it is reached (npm bin link, npx, a global install, node bin/billing.js).
// TypeScript sources are loaded through tsx in this same process, so no build step and no child process.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
await main();
