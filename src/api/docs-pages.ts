/**
 * The repository's docs/ pages, served as they are (text/markdown) at /pages/NAME.md, and linked from
 * the reference page /docs through the OpenAPI document's info.description. No key is needed: they
 * hold the rules, not data.
 */

import { readdirSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';

const DOCS = new URL('../../docs/', import.meta.url);

export interface DocPage {
  /** File name in docs/, e.g. `quickstart.md`. */
  name: string;
  /** Its `# ` heading. */
  title: string;
}

/** Every docs/*.md page with its heading, read once at start. */
export function docPages(): DocPage[] {
  return readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const first = readFileSync(new URL(name, DOCS), 'utf8').split('\n', 1)[0] ?? '';
      return { name, title: first.replace(/^#\s*/, '').replace(/`/g, '') || name };
    });
}

/** Markdown for info.description: what the API is, then a link to every page (the quickstart first). */
export function docsDescription(intro: string, pages: readonly DocPage[]): string {
  const ordered = [...pages.filter((p) => p.name === 'quickstart.md'), ...pages.filter((p) => p.name !== 'quickstart.md')];
  const links = ordered.map((p) => `- [${p.title}](/pages/${p.name}) (docs/${p.name})`).join('\n');
  return `${intro}\n\nEvery operation below shows a real example request and answer (docs/api.md "Examples").\n\nThe rules, in the repository's docs/ (served here as Markdown):\n\n${links}`;
}

export function registerDocPages(app: FastifyInstance, pages: readonly DocPage[]): void {
  const texts = new Map(pages.map((p) => [p.name, readFileSync(new URL(p.name, DOCS), 'utf8')]));
  app.get<{ Params: { name: string } }>('/pages/:name', { schema: { hide: true } }, async (req, reply) => {
    const text = texts.get(req.params.name);
    if (text === undefined) throw notFound(`page ${req.params.name}`);
    return reply.type('text/markdown; charset=utf-8').send(text);
  });
}
