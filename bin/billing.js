#!/usr/bin/env node
// Entry point of the `billing` CLI. TypeScript sources are loaded through tsx, so no build step is needed.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
