import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from './api/deps';
import { registerRpcs, type AnyRpc } from './api/rpc';
import { rpcs as allRpcs } from './api/registry';
import { parseQuery } from './api/query';
import { validatorCompiler } from './api/validation';
import { errorHandler, notFoundHandler } from './api/error-handler';
import { registerHealth } from './api/health/hc';
import { invalidArgument } from './api/errors';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface BuildOptions {
  /** false turns logging off (tests); default: JSON lines on stdout at config.logLevel. */
  logger?: false;
  /** Where log lines go instead of stdout (tests). */
  logStream?: NodeJS.WritableStream;
  rpcs?: readonly AnyRpc[];
}

/** JSON log lines without secrets: the key and Idempotency-Key headers are redacted. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["idempotency-key"]', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({ method: req.method, url: req.url, headers: req.headers, remoteAddress: req.ip }),
    },
    ...(stream ? { stream } : {}),
  };
}

/** buildApp(deps) → a ready-to-listen Fastify instance (no listen here; tests use app.inject()). */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(deps.config.logLevel, opts.logStream),
    bodyLimit: deps.config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { querystringParser: parseQuery, ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // While closing, in-flight requests still finish, but their keep-alive connections end with them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body: Buffer, done) => {
    try {
      const text = utf8.decode(body);
      done(null, text.trim() === '' ? {} : JSON.parse(text));
    } catch {
      done(invalidArgument('request body is not valid UTF-8 JSON'), undefined);
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Subscription billing API', version: '1.0.0', description: 'See docs/ for conventions, errors and extensions.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  // The document is large (every path's schemas): serialise it once, not per request.
  let openapi: string | undefined;
  app.get('/openapi.json', { schema: { hide: true } }, async (_req, reply) => {
    openapi ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(openapi);
  });

  registerHealth(app, deps);
  registerRpcs(app, opts.rpcs ?? allRpcs, deps);
  await app.ready();
  return app;
}
