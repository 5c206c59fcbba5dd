import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Enum, Message } from '../schema';
import type { AppDeps } from '../deps';

export const CheckResponse = Message({
  status: Enum(['SERVING_STATUS_UNSPECIFIED', 'SERVING', 'NOT_SERVING']),
});

/** GET /hc and /v1/hc (no key): SERVING when the database answers, else NOT_SERVING with 503. */
export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  for (const url of ['/hc', '/v1/hc']) {
    app.get(url, { schema: { summary: 'Health check', tags: ['health'], response: { 200: CheckResponse, 503: CheckResponse } } }, async (_req, reply) => {
      try {
        await sql`select 1`.execute(deps.db);
        return { status: 'SERVING' as const };
      } catch {
        return reply.code(503).send({ status: 'NOT_SERVING' as const });
      }
    });
  }
}
