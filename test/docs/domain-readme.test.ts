import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// src/domain/README.md "Modules and exports" stays true: the first table is the barrel (src/domain/index.ts),
// the second the modules imported by path, together every module; each name a row gives is exported there.
const domain = fileURLToPath(new URL('../../src/domain/', import.meta.url));
const readme = readFileSync(join(domain, 'README.md'), 'utf8');

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? modulesUnder(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [relative(domain, join(dir, e.name))]
        : [],
  );
}

/** The rows of the table that follows `heading` in the README: module file names → the cell of exports. */
function table(heading: string): Map<string, string> {
  const lines = readme.slice(readme.indexOf(heading)).split('\n');
  const rows = new Map<string, string>();
  for (const line of lines.slice(lines.findIndex((l) => l.startsWith('|')))) {
    if (!line.startsWith('|')) break;
    const [, first, rest] = /^\| (.*?) \| (.*) \|$/.exec(line) ?? [];
    if (!first || first === 'Module' || first.startsWith('---')) continue;
    for (const m of first.matchAll(/`([a-z/.]+\.ts)`/g)) rows.set(m[1]!, rest!);
  }
  return rows;
}

/** Names a module exports, read from its source (types included). */
function exportsOf(file: string): Set<string> {
  const source = readFileSync(join(domain, file), 'utf8');
  const names = [...source.matchAll(/^export (?:declare )?(?:async )?(?:function|const|type|interface|class) ([A-Za-z0-9_]+)/gm)];
  return new Set(names.map((m) => m[1]!));
}

const barrel = [...readFileSync(join(domain, 'index.ts'), 'utf8').matchAll(/^export \* from '\.\/(.+)';$/gm)].map((m) => `${m[1]}.ts`);
const inBarrel = table('In the barrel');
const byPath = table('Imported by path');

describe('src/domain/README.md', () => {
  it('lists the barrel’s modules in its first table, and every other module in the second', () => {
    expect([...inBarrel.keys()].sort()).toEqual([...barrel].sort());
    const all = modulesUnder(domain).filter((f) => f !== 'index.ts');
    expect([...inBarrel.keys(), ...byPath.keys()].sort()).toEqual(all.sort());
  });

  it('names only what each module exports', () => {
    for (const [file, cell] of [...inBarrel, ...byPath]) {
      if (file.startsWith('testing/')) continue; // "builders and generators": no names given
      const named = [...cell.replace(/\([^)]*\)/g, '').matchAll(/`([A-Za-z_][A-Za-z0-9_]*)(?:<[A-Z]>)?`/g)].map((m) => m[1]!);
      expect(named.length, file).toBeGreaterThan(0);
      const exported = exportsOf(file);
      expect(
        named.filter((n) => !exported.has(n)),
        file,
      ).toEqual([]);
    }
  });
});
