import { defineRpc } from '../../rpc';
import { Message, Text } from '../../schema';
import { instantOut } from '../../datetime';
import { SESSION_LIFE_SECONDS, signIn } from '../../../services/platform';
import { sessionCookie } from '../admin.auth';
import { presentSessionOperator, SessionResponse } from '../admin.schema';

export const CreateSessionRequest = Message({
  token: Text(200, 'the operator token (op_…) printed by `billing operator create`'),
});

export default defineRpc({
  path: '/admin/v1/session/create',
  method: 'POST',
  auth: 'public',
  tags: ['admin'],
  summary: 'Sign in to the console with an operator token',
  description:
    'Answers the session and sets the HttpOnly, SameSite=Strict cookie billing_session (12 hours). After 10 failed sign-ins in 10 minutes from one client address (TRUST_PROXY names the proxies that may tell it), RESOURCE_EXHAUSTED with Retry-After for that address only.',
  input: CreateSessionRequest,
  output: SessionResponse,
  handler: async (ctx, input) => {
    const s = await signIn(ctx.db, input.token, ctx.req.ip, ctx.deps.config.signInFailureLimit);
    ctx.reply.header('set-cookie', sessionCookie(ctx.req, s.sessionId, SESSION_LIFE_SECONDS));
    return { operator: presentSessionOperator(s.operator), csrfToken: s.csrfToken, expireTime: instantOut(s.expireTime) };
  },
});
