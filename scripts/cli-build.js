#!/usr/bin/env node
/* global process, console, URL */
// The compiled CLI (docs/cli.md "How the command runs"): src/ bundled by esbuild into
// dist/cli-<build>/ (main.js and one chunk per command), named by dist/cli.json with a signature of the
// sources it was built from (the number of source files and the newest modification time). Run by
// `prepare` (npm install) and `prestart`; bin/billing.js calls cliEntry(), which rebuilds first when a
// source is newer (an edited checkout), so the command never runs stale code. `--force` always builds.
// Each build writes its own directory and then swaps the pointer file, so processes building at the
// same time never see half a build; builds older than a day (except the current one) are removed.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const pointer = join(dist, 'cli.json');
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Pure-JavaScript ES module packages compiled into the bundle: each ships hundreds of small files whose
 * loading one by one took most of a command's start. Every other package is loaded from node_modules.
 */
const BUNDLED = new Set(['kysely', 'typebox', 'decimal.js', 'temporal-polyfill']);

const externals = {
  name: 'externals',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      return BUNDLED.has(name) ? undefined : { path: args.path, external: true };
    });
  },
};

/** Count and newest mtime of the sources the bundle is made of (tests excluded). */
function signature() {
  let count = 0;
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if ((entry.name.endsWith('.ts') || entry.name.endsWith('.json')) && !entry.name.endsWith('.test.ts')) {
        count += 1;
        newest = Math.max(newest, statSync(path).mtimeMs);
      }
    }
  };
  walk(join(root, 'src'));
  return `${count}:${Math.floor(newest)}`;
}

function current() {
  try {
    return JSON.parse(readFileSync(pointer, 'utf8'));
  } catch {
    return null;
  }
}

/** Builds the CLI into a new directory and points dist/cli.json at it; returns its main.js. */
export async function buildCli(sig = signature()) {
  const { build } = await import('esbuild');
  const dir = `cli-${Date.now().toString(36)}-${process.pid}`;
  // Two levels below the root, like src/<area>/: paths such as new URL('../../docs/', import.meta.url) still hold.
  const outdir = join(dist, dir);
  await build({
    entryPoints: { main: join(root, 'src', 'cli', 'main.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [externals],
    outdir,
    sourcemap: 'linked',
    logLevel: 'error',
  });
  writeFileSync(join(outdir, 'package.json'), '{"type":"module"}\n');
  const tmp = `${pointer}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify({ dir, sources: sig }));
  renameSync(tmp, pointer);
  for (const old of readdirSync(dist)) {
    if (!old.startsWith('cli-') || old === dir) continue;
    const path = join(dist, old);
    if (Date.now() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { recursive: true, force: true });
  }
  return join(outdir, 'main.js');
}

/** The compiled CLI's entry (a file URL), built first when missing or older than the sources; null when it cannot be built. */
export async function cliEntry() {
  const sig = signature();
  const built = current();
  if (built && built.sources === sig && existsSync(join(dist, built.dir, 'main.js')))
    return pathToFileURL(join(dist, built.dir, 'main.js')).href;
  try {
    mkdirSync(dist, { recursive: true });
    return pathToFileURL(await buildCli(sig)).href;
  } catch {
    return null;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = current();
  if (process.argv.includes('--force') || !built || built.sources !== signature()) {
    mkdirSync(dist, { recursive: true });
    const main = await buildCli();
    console.error(`built the billing CLI (${main.slice(root.length)})`);
  }
}
