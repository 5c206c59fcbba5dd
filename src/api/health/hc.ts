import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Enum, Message } from '../schema';
import type { AppDeps } from '../deps';

export const CheckResponse = Message({
  status: Enum(['SERVING_STATUS_UNSPECIFIED', 'SERVING', 'NOT_SERVING']),
});

/** A health check answers within this, whatever the database does (docs/configuration.md). */
export const HEALTH_TIMEOUT_MS = 1500;

/** True when the database answers `select 1` within HEALTH_TIMEOUT_MS; never throws. */
async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)));
  // The key-lookup pool: its connections and statements are held to the short connect timeout.
  const answered = sql`select 1`.execute(deps.authDb ?? deps.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health checks (no key). /livez: the process serves HTTP (never touches the database).
 * /readyz, /hc and /v1/hc: SERVING when the database answers, else NOT_SERVING with 503.
 */
export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  const schema = (summary: string) => ({ summary, tags: ['health'], response: { 200: CheckResponse, 503: CheckResponse } });
  app.get('/livez', { schema: schema('Liveness: the process answers HTTP') }, async () => ({ status: 'SERVING' as const }));
  for (const url of ['/hc', '/v1/hc', '/readyz']) {
    app.get(url, { schema: schema(url === '/readyz' ? 'Readiness: the database answers' : 'Health check') }, async (_req, reply) => {
      if (await databaseAnswers(deps)) return { status: 'SERVING' as const };
      return reply.code(503).send({ status: 'NOT_SERVING' as const });
    });
  }
}
