import openapiTS, { astToString } from 'openapi-typescript';

/**
 * The SDK's generated sources from the server's OpenAPI document: `schema.ts` (openapi-typescript's
 * types of every path and component) and `operations.ts` (one named, typed method per operation).
 */
interface Doc {
  paths: Record<string, Record<string, { operationId: string; summary?: string }>>;
}

const HEADER = '// Generated from the OpenAPI document by `npm run sdk:generate`. Do not edit.\n';

export async function generateSchema(doc: unknown): Promise<string> {
  const ast = await openapiTS(doc as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return `${HEADER}${astToString(ast)}`;
}

export function generateOperations(doc: Doc): string {
  const lines: string[] = [];
  const table: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    // a G+P path is one read: its POST form (the body is JSON); the GET form is the same operation
    const method = item.post ? 'post' : item.patch ? 'patch' : 'get';
    const op = item[method]!;
    const write = method !== 'get' && item.get === undefined;
    table.push(`  ${op.operationId}: { path: '${path}', method: '${method}', write: ${write} },`);
    const summary = (op.summary ?? op.operationId).replace(/\*\//g, '*\\/');
    lines.push(
      `  /** ${summary} (\`${method.toUpperCase()} ${path}\`${write ? ', a write: sent with an Idempotency-Key' : ''}). */`,
      method === 'get'
        ? `  ${op.operationId}(options?: CallOptions): Promise<Ok<'${path}', 'get'>> {\n    return this.call('${path}', 'get', undefined, options);\n  }`
        : `  ${op.operationId}(body: Body<'${path}', '${method}'>, options?: CallOptions): Promise<Ok<'${path}', '${method}'>> {\n    return this.call('${path}', '${method}', body, options);\n  }`,
    );
  }
  return `${HEADER}
import type { Body, CallOptions, Method, Ok } from '../types.js';
import type { paths } from './schema.js';

/** Every operation: its path, the method the SDK sends, and whether it writes (Idempotency-Key). */
export const OPERATIONS = {
${table.join('\n')}
} as const;

/** One named method per operation of the API. */
export abstract class Operations {
  protected abstract call<P extends keyof paths, M extends Method>(path: P, method: M, body: unknown, options?: CallOptions): Promise<Ok<P, M>>;

${lines.join('\n\n')}
}
`;
}
