import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { createClient } from '@hey-api/openapi-ts';
import { generate as orval } from 'orval';

/**
 * The three client generators integrators pick (docs/api.md "Generating a client"), each run as its
 * documentation shows, through its programmatic entry point (the CLIs call the same). Each writes
 * into `dir/<generator>/`.
 */
export const GENERATORS = {
  /** openapi-typescript: the types of every path and component (`schema.ts`), called with openapi-fetch. */
  'openapi-typescript': async (doc: string, out: string) => {
    await mkdir(out, { recursive: true });
    const ast = await openapiTS(new URL(`file://${doc}`));
    await writeFile(join(out, 'schema.ts'), astToString(ast));
  },
  /** @hey-api/openapi-ts with its fetch client: types.gen.ts, sdk.gen.ts (a function per operation), client.gen.ts. */
  'hey-api': async (doc: string, out: string) => {
    await createClient({ input: doc, output: out, plugins: ['@hey-api/client-fetch'], logs: { level: 'silent' } });
  },
  /** orval with its fetch client: one api.ts (a function per operation, the responses typed per status). */
  orval: async (doc: string, out: string, baseUrl: string) => {
    await orval({ input: { target: doc }, output: { target: join(out, 'api.ts'), client: 'fetch', baseUrl } }, out);
  },
} as const;
export type Generator = keyof typeof GENERATORS;

/** The compiler errors of `files` with the options of a typical browser-or-Node project (strict, DOM and ES2023 libraries). */
export function typeErrors(files: readonly string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return text;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${d.file.fileName}:${line + 1}:${character + 1} ${text}`;
  });
}
