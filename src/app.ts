import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppDeps } from './api/deps';
import { registerRpcs, SECURITY_SCHEMES, type AnyRpc } from './api/rpc';
import { rpcs as allRpcs } from './api/registry';
import { adminRpcs } from './api/admin/index';
import { parseQuery } from './api/query';
import { validatorCompiler } from './api/validation';
import { errorHandler, notFoundHandler } from './api/error-handler';
import { registerHealth } from './api/health/hc';
import { invalidArgument } from './lib/errors';
import { clientErrorHandler, expectationFailed, frameworkErrors, requestIdOf, requestTargetProblem } from './api/transport';
import { finishOpenapi, type OpenApiDocument } from './api/openapi';
import { createAuthState } from './api/auth/state';
import { registerMetrics } from './api/metrics';
import { lazyChildLogger } from './lib/lazylog';
import { docPages, docsDescription, registerDocPages } from './api/docs-pages';
import { registerConsole } from './api/console';
import { registerPortal } from './api/portal/portal';
import { HeavyWork } from './api/heavy';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface BuildOptions {
  /** false turns logging off (tests); default: JSON lines on stdout at config.logLevel. */
  logger?: false;
  /** Where log lines go instead of stdout (tests). */
  logStream?: NodeJS.WritableStream;
  rpcs?: readonly AnyRpc[];
}

/**
 * Request headers that carry a secret: an API key or operator token, the console's session cookie and
 * its CSRF token, an Idempotency-Key, a proxy's credentials. Their values never reach a log line.
 */
export const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'x-csrf-token', 'idempotency-key', 'x-api-key'] as const;

/** JSON log lines without secrets: the values of SECRET_HEADERS are redacted. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: SECRET_HEADERS.map((h) => `req.headers["${h}"]`),
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
        method: req.method,
        url: req.url,
        headers: req.headers,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/** buildApp(deps) → a ready-to-listen Fastify instance (no listen here; tests use app.inject()). */
export async function buildApp(given: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = given;
  const { trustProxy } = config;
  const deps: AppDeps = {
    ...given,
    heavy: given.heavy ?? new HeavyWork({ perTenant: config.heavyPerTenant, perProcess: config.heavyPerProcess }),
  };
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(deps.config.logLevel, opts.logStream),
    bodyLimit: deps.config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers),
    // Errors before routing answer the error body too (src/api/transport.ts); a missing Host is
    // refused by requestTargetProblem with that body rather than by Node with an empty 400.
    http: { requireHostHeader: false },
    clientErrorHandler,
    frameworkErrors,
    routerOptions: { querystringParser: parseQuery, ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // Behind a reverse proxy, req.ip is the client's address as the trusted proxies tell it (a number:
    // that many hops from the server are proxies).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    childLoggerFactory: lazyChildLogger,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  // Callback-style hooks on the request path: no promise per request and hook.
  const { foreground } = deps;
  app.addHook('onRequest', (req, reply, done) => {
    foreground?.began();
    reply.header('x-request-id', req.id);
    done(requestTargetProblem(req));
  });
  app.server.on('checkExpectation', expectationFailed);
  // While closing, in-flight requests still finish, but their keep-alive connections end with them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
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

  const pages = docPages();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Subscription billing API',
        version: '1.0.0',
        description: docsDescription('Subscription billing and contract management (JPY, JST days, consumption tax).', pages),
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transformObject: (doc) =>
      ('openapiObject' in doc
        ? finishOpenapi(doc.openapiObject as OpenApiDocument, '/')
        : doc.swaggerObject) as ReturnType<SwaggerTransformObject>,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  registerDocPages(app, pages);
  registerConsole(app);
  registerPortal(app, deps);
  // The document is large (every path's schemas): serialise it once, not per request.
  let openapi: string | undefined;
  app.get('/openapi.json', { schema: { hide: true } }, async (_req, reply) => {
    openapi ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(openapi);
  });

  registerHealth(app, deps);
  registerMetrics(app, deps.config);
  const auth = deps.auth ?? createAuthState(deps.authDb ?? deps.db);
  app.addHook('onClose', () => auth.close());
  // The provider API and the admin API: one pipeline, the auth kind of each path is in its definition.
  registerRpcs(app, [...(opts.rpcs ?? allRpcs), ...adminRpcs], deps, auth);
  await app.ready();
  return app;
}
