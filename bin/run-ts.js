#!/usr/bin/env node
// Runs a TypeScript file (bench scripts, tools) through tsx: `node bin/run-ts.js path/to/file.ts [args]`.
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

register();
const file = process.argv[2];
if (!file) {
  console.error('usage: node bin/run-ts.js FILE.ts [args]');
  process.exit(1);
}
process.argv.splice(2, 1);
await import(pathToFileURL(resolve(file)).href);
