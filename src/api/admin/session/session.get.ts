import { defineRpc } from '../../rpc';
import { Message } from '../../schema';
import { instantOut } from '../../datetime';
import { unauthenticated } from '../../../lib/errors';
import { presentSessionOperator, SessionResponse } from '../admin.schema';

export default defineRpc({
  path: '/admin/v1/session/get',
  method: 'POST',
  auth: 'operatorSessionRead',
  permission: 'session',
  tags: ['admin'],
  summary: 'The current console session',
  description:
    'Reads the session of the cookie (no new cookie); needs no X-CSRF-Token, so a reloaded console learns its CSRF token again. UNAUTHENTICATED without a live session (an operator token alone has no session).',
  input: Message({}),
  output: SessionResponse,
  handler: async (ctx) => {
    const session = ctx.admin?.session;
    if (!session) throw unauthenticated('no session: an operator token has none; sign in with /admin/v1/session/create');
    return { operator: presentSessionOperator(session.operator), csrfToken: session.csrfToken, expireTime: instantOut(session.expireTime) };
  },
});
