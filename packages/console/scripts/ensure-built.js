#!/usr/bin/env node
/* global process, console, URL */
// Builds the console (vite build) when dist/ is missing or was built from other sources: run by the
// root package's `prepare` (npm install / npm ci) and `prestart` (npm start). The sources' hash is kept
// in dist/.source-hash, so an unchanged console is not rebuilt. `--force` always builds.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const INPUTS = ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json', 'src'];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

const hash = createHash('sha256');
for (const file of INPUTS.flatMap((p) => files(join(root, p))))
  hash.update(file.slice(root.length)).update('\0').update(readFileSync(file));
const digest = hash.digest('hex');
const stamp = join(root, 'dist', '.source-hash');
const fresh = existsSync(join(root, 'dist', 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
if (fresh && !process.argv.includes('--force')) process.exit(0);

const vite = join(createRequire(join(root, 'package.json')).resolve('vite/package.json'), '..', 'bin', 'vite.js');
console.error('building the operator console (packages/console → dist/)');
const run = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(stamp, digest);
