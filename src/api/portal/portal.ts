/**
 * The customer page routes (docs/delivery.md "The customer page"): GET /portal/<token> (HTML),
 * /portal/<token>/invoice.pdf and /portal/<token>/invoices/<id> (the PDF of another open invoice of the same
 * customer). No sign-in: the token is the key. Never indexed (X-Robots-Tag, robots meta), never cached,
 * no Referer sent on (the token stays out of other sites' logs), no script, and rate-limited per client
 * address (PORTAL_RATE_LIMIT_PER_MINUTE, per process). An unknown or expired token is one 404 page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { isUuid } from '../../lib/ids';
import { portalDocument, portalView } from '../../services/delivery';
import { portalGone, portalPage, type Lang } from './portal.html';

const HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

/** A fixed one-minute window per client address; the oldest windows are dropped. */
export function portalLimiter(perMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string): boolean => {
    const t = now();
    const w = windows.get(client);
    if (!w || t - w.start >= 60_000) {
      if (windows.size > 100_000) windows.clear();
      windows.set(client, { start: t, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= perMinute;
  };
}

function langOf(req: FastifyRequest): Lang {
  const q = (req.query as { lang?: string }).lang;
  if (q === 'en' || q === 'ja') return q;
  return /^\s*en\b/i.test(req.headers['accept-language'] ?? '') ? 'en' : 'ja';
}

export function registerPortal(app: FastifyInstance, deps: AppDeps): void {
  const allow = portalLimiter(deps.config.portalRateLimitPerMinute);
  const sys = { db: deps.db, ports: deps.ports };
  const guard = (req: FastifyRequest, reply: FastifyReply): boolean => {
    void reply.headers(HEADERS);
    if (allow(req.ip)) return true;
    void reply
      .code(429)
      .header('retry-after', '60')
      .type('text/plain; charset=utf-8')
      .send(langOf(req) === 'en' ? 'Too many requests; try again in a minute.' : 'アクセスが多すぎます。1分ほどしてからお試しください。');
    return false;
  };
  const gone = (req: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(portalGone(langOf(req)));
  const opts = { schema: { hide: true } };

  app.get<{ Params: { token: string } }>('/portal/:token', opts, async (req, reply) => {
    if (!guard(req, reply)) return reply;
    const view = await portalView(sys, req.params.token, deps.ports.clock.now());
    if (!view) return gone(req, reply);
    return reply
      .type('text/html; charset=utf-8')
      .send(portalPage(view, { lang: langOf(req), base: `/portal/${encodeURIComponent(req.params.token)}` }));
  });

  const pdf = async (req: FastifyRequest, reply: FastifyReply, token: string, invoiceId?: string) => {
    if (!guard(req, reply)) return reply;
    if (invoiceId !== undefined && !isUuid(invoiceId)) return gone(req, reply);
    const doc = await portalDocument(sys, token, deps.ports.clock.now(), invoiceId);
    if (!doc) return gone(req, reply);
    return reply.type(doc.contentType).header('content-disposition', `attachment; filename="${doc.fileName}"`).send(doc.body);
  };
  app.get<{ Params: { token: string } }>('/portal/:token/invoice.pdf', opts, (req, reply) => pdf(req, reply, req.params.token));
  app.get<{ Params: { token: string; id: string } }>('/portal/:token/invoices/:id', opts, (req, reply) =>
    pdf(req, reply, req.params.token, req.params.id),
  );
}
